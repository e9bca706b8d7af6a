// Images in tests: what webpack gives the app, a URL naming the file (here without the content hash), so a
// test can tell which image a component or function picked. One fixed stub for every file could not.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/assets/${path.basename(filename)}`)};` };
  },
};
