'use strict';
// `npm test`: compiles the server code if needed, then runs the Jest suite against real CMS processes on
// PostgreSQL: DATABASE_URL's server when it names one (each CMS in a database or schema of its own there), else a
// PostgreSQL of the run's own (scripts/lib/local-postgres.js) in a temporary folder, removed afterwards.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { ensureBuild, APP_DIR } = require('./ensure-build');
const { startRunPostgres } = require('./lib/local-postgres');

async function main() {
  ensureBuild({ admin: false });
  let local = null;
  if (!process.env.DATABASE_URL) {
    const started = Date.now();
    local = await startRunPostgres('cms-test-postgres-');
    console.log(`[cms] test database: a PostgreSQL of this run (${Date.now() - started} ms)`);
  } else {
    console.log('[cms] test database: DATABASE_URL');
  }
  const env = { ...process.env, ...(local ? { DATABASE_URL: local.url } : {}) };
  const child = spawn(process.execPath, [path.join(__dirname, 'run-jest.js'), ...process.argv.slice(2)], {
    cwd: APP_DIR,
    env,
    stdio: 'inherit',
  });
  const code = await new Promise((resolve) => child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))));
  if (local) await local.stop();
  process.exit(code);
}

main().catch((error) => {
  console.error(`[cms] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
