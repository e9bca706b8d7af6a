'use strict';
// `npm test`: compiles the server code if needed, then runs the Jest suite against real CMS processes.
// Always on temporary SQLite files; when DATABASE_URL is set, then again on PostgreSQL (each CMS in a
// fresh schema of that database). CMS_TEST_DB=sqlite or CMS_TEST_DB=postgres runs only one of them.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { ensureBuild, APP_DIR } = require('./ensure-build');

ensureBuild({ admin: false });
const jest = path.join(APP_DIR, 'node_modules', 'jest', 'bin', 'jest.js');
const only = process.env.CMS_TEST_DB;
const runs = [];
if (only !== 'postgres') runs.push({ label: 'SQLite (temporary files)', env: { DATABASE_URL: '' } });
if (only !== 'sqlite' && process.env.DATABASE_URL) runs.push({ label: 'PostgreSQL (DATABASE_URL)', env: {} });
if (runs.length === 0) {
  console.error('[cms] CMS_TEST_DB=postgres needs DATABASE_URL');
  process.exit(2);
}

let status = 0;
for (const run of runs) {
  console.log(`\n[cms] test database: ${run.label}`);
  const env = { ...process.env, ...run.env };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, [jest, '--runInBand', ...process.argv.slice(2)], {
    cwd: APP_DIR,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) status = result.status ?? 1;
}
process.exit(status);
