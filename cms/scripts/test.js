'use strict';
// `npm test`: compiles the server code if needed, then runs the Jest suite against real CMS processes.
// Always on temporary SQLite files; when DATABASE_URL is set, also on PostgreSQL (each CMS in a database or
// schema of its own there). The two runs go at the same time, each one test file after another: most of a
// CMS test is waiting (for a poll, a datagram, a start), so two at once take little longer than one.
// CMS_TEST_DB=sqlite or CMS_TEST_DB=postgres runs only one of them.
const { spawn } = require('node:child_process');
const path = require('node:path');
const readline = require('node:readline');
const { ensureBuild, APP_DIR } = require('./ensure-build');

ensureBuild({ admin: false });
const jest = path.join(__dirname, 'run-jest.js');
const only = process.env.CMS_TEST_DB;
const runs = [];
if (only !== 'postgres') runs.push({ name: 'sqlite', label: 'SQLite (temporary files)', env: { DATABASE_URL: '' } });
if (only !== 'sqlite' && process.env.DATABASE_URL)
  runs.push({ name: 'postgres', label: 'PostgreSQL (DATABASE_URL)', env: {} });
if (runs.length === 0) {
  console.error('[cms] CMS_TEST_DB=postgres needs DATABASE_URL');
  process.exit(2);
}

// One run alone writes straight to the terminal; two at once prefix each line with the database it is about.
function runJest(run, prefixed) {
  // Each run draws its test ports from its own part of the range (test-utils/ports.ts): the two run at once.
  const env = { ...process.env, ...run.env, CMS_TEST_PORT_SLICE: run.name };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  console.log(`\n[cms] test database: ${run.label}`);
  const child = spawn(process.execPath, [jest, '--runInBand', ...process.argv.slice(2)], {
    cwd: APP_DIR,
    env: prefixed ? { ...env, FORCE_COLOR: '0' } : env,
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefixed) {
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${run.name}] ${line}`));
    }
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

Promise.all(runs.map((run) => runJest(run, runs.length > 1))).then((codes) => {
  const failed = runs.filter((_, index) => codes[index] !== 0).map((run) => run.label);
  if (failed.length) console.error(`\n[cms] failed on: ${failed.join(', ')}`);
  process.exit(failed.length ? 1 : 0);
});
