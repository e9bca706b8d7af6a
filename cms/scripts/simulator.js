'use strict';
// `npm run simulator`: the A2S simulator alone, from the compiled build. It reads cms/.env like the CMS, so
// its servers sign their logs with the secrets the seed gave them (SIMULATOR_LOG_SECRET_KEY).
const path = require('node:path');
const { ensureBuild, APP_DIR } = require('./ensure-build');
const { ensureEnv } = require('./ensure-env');

ensureEnv(APP_DIR);
ensureBuild({ admin: false });
require(path.join(APP_DIR, 'dist', 'simulator', 'main.js'));
