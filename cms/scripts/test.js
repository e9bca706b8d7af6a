'use strict';
// `npm test`: compiles the server code if needed, then runs the Jest suite against real CMS processes.
// SQLite by default; PostgreSQL (each CMS in a fresh schema of that database) when DATABASE_URL is set.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { ensureBuild, APP_DIR } = require('./ensure-build');

ensureBuild({ admin: false });
console.log(
  `[cms] test database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'temporary SQLite files'}`,
);
const jest = path.join(APP_DIR, 'node_modules', 'jest', 'bin', 'jest.js');
const result = spawnSync(process.execPath, [jest, '--runInBand', ...process.argv.slice(2)], {
  cwd: APP_DIR,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
