'use strict';
// `npm run simulator`: the A2S simulator alone, from the compiled build.
const path = require('node:path');
const { ensureBuild, APP_DIR } = require('./ensure-build');

ensureBuild({ admin: false });
require(path.join(APP_DIR, 'dist', 'simulator', 'main.js'));
