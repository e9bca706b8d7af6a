'use strict';
// `npm test`: compiles the server code if needed, then runs the Jest suite against real CMS processes on
// PostgreSQL: DATABASE_URL's server when it names one (each CMS in a database or schema of its own there), else a
// PostgreSQL of the run's own (scripts/lib/local-postgres.js) in a temporary folder, removed afterwards.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const net = require('node:net');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { ensureBuild, APP_DIR } = require('./ensure-build');
const { startLocalPostgres } = require('./lib/local-postgres');

// A free port on loopback for the run's PostgreSQL.
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  ensureBuild({ admin: false });
  let local = null;
  let workDir = null;
  if (!process.env.DATABASE_URL) {
    workDir = mkdtempSync(path.join(tmpdir(), 'cms-test-postgres-'));
    const started = Date.now();
    local = await startLocalPostgres({ dir: path.join(workDir, 'data'), port: await freePort() });
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
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}

main().catch((error) => {
  console.error(`[cms] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
