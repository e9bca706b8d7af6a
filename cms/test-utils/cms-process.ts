import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { simulatedLogSecret } from '../src/community/log-secrets';
import { openPostgres, type TestDatabase } from './database';
import { freeTcpPort, freeUdpPort } from './ports';
import { copySeededTemplate, dropDatabase, seededTemplate, withDatabase } from './seeded-template';
import { descendantPid } from './processes';
import { waitFor } from './wait-for';

const APP_DIR = path.resolve(__dirname, '..');

// Where the seeded servers point when a test has no simulator of its own: a port nothing answers on.
export const DEFAULT_TEST_SIMULATOR_PORT = 1;

/** How long `startCms` waits for a CMS to answer (a busy machine): the suite's default test and hook limit too. */
export const CMS_START_TIMEOUT_MS = 180_000;
/** The limit of a hook or test that starts two CMS one after the other: each may take its whole start limit. */
export const TWO_CMS_STARTS_TIMEOUT_MS = 2 * CMS_START_TIMEOUT_MS;

// `undefined` removes a variable the tests otherwise set (a production start without HOST...).
export type CmsEnv = Record<string, string | undefined>;

export type CmsOptions = {
  simulatorBasePort?: number;
  env?: CmsEnv;
  // A second instance on the same database (and schema) and with the same secrets,
  // as when several CMS instances run behind one address: its own port, log port and uploads folder. The
  // first one owns and drops the database.
  sameDatabaseAs?: TestCms;
  // How it is started: `node scripts/start.js` (what `npm start` runs), or the documented production
  // command, `npm run start:production` (scripts/start-production.js, NODE_ENV=production).
  command?: 'start' | 'start:production';
  // An empty database even where a copy of the run's seeded one would do (tests of the first start itself).
  emptyDatabase?: boolean;
  // PostgreSQL: the database to make the schema in, instead of DATABASE_URL's own (the seeded template's).
  postgresDatabase?: string;
};

export type TestCms = {
  url: string;
  api: string;
  uploadsDir: string;
  // What a second instance needs to share this one's database and secrets (see sameDatabaseAs): DATABASE_URL is
  // this CMS's own database and DATABASE_SCHEMA its schema.
  clusterEnv: Readonly<Record<string, string>>;
  // The CMS's own process (node running scripts/start.js), also when npm started it.
  pid: () => number | null;
  // Sends a signal to the CMS's process and waits for it to end; its exit code (null when a signal ended it).
  signal: (signal: NodeJS.Signals) => Promise<number | null>;
  // UDP port of its game-log listener.
  logPort: number;
  // The log secret the seed gave community server `index` (what its simulated stream is signed with).
  logSecretOf: (index: number) => string;
  logs: () => string;
  db: () => Promise<TestDatabase>;
  uploadedFiles: () => string[];
  restart: (env?: CmsEnv) => Promise<void>;
  stop: () => Promise<void>;
};

const secret = () => randomBytes(16).toString('base64');

// Settings under which a copy of the run's seeded database is what a first start would have made: the
// defaults below. A test that sets any of these starts on an empty database.
const SEEDING_SETTINGS = ['SEED_DATA', 'DEMO_USERS', 'NODE_ENV', 'UPLOAD_PROVIDER', 'DATABASE_URL', 'DATABASE_SCHEMA'];

function seededCopyFits(options: CmsOptions): boolean {
  if (options.emptyDatabase || options.sameDatabaseAs || options.command === 'start:production') return false;
  return !Object.keys(options.env ?? {}).some((name) => SEEDING_SETTINGS.includes(name));
}

// Boots the real CMS (scripts/start.js, the compiled build) as a child process on a free port, on a fresh schema of
// the run's PostgreSQL (DATABASE_URL, scripts/test.js), and its own uploads folder.
// With the default settings the database starts as a copy of the run's seeded one (test-utils/seeded-template.ts).
// Ready means GET /api/servers answers 200, as for the site.
export async function startCms(options: CmsOptions = {}): Promise<TestCms> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'cms-test-'));
  const publicDir = path.join(workDir, 'public');
  const uploadsDir = path.join(publicDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  const shared = options.sameDatabaseAs?.clusterEnv;
  const template = seededCopyFits(options) ? seededTemplate() : null;
  const adminUrl = process.env.DATABASE_URL ?? '';
  if (!adminUrl) throw new Error('the CMS tests need DATABASE_URL (scripts/test.js starts a PostgreSQL when unset)');
  const name = `cms_test_${randomBytes(5).toString('hex')}`;
  // A seeded copy is a database of its own (removed with it); otherwise a schema in DATABASE_URL's.
  const ownDatabase = !shared && template ? name : null;
  const databaseUrl = shared
    ? shared.DATABASE_URL
    : ownDatabase || options.postgresDatabase
      ? withDatabase(adminUrl, (ownDatabase ?? options.postgresDatabase)!)
      : adminUrl;
  const schema = shared?.DATABASE_SCHEMA ?? name;
  if (template && ownDatabase) {
    await copySeededTemplate(
      template,
      { uploadsDir, adminUrl, database: ownDatabase, schema },
      options.simulatorBasePort ?? DEFAULT_TEST_SIMULATOR_PORT,
    );
  } else if (!shared) {
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
  }

  const clusterEnv: Record<string, string> = shared
    ? { ...shared }
    : {
        APP_KEYS: `${secret()},${secret()}`,
        API_TOKEN_SALT: secret(),
        ADMIN_JWT_SECRET: secret(),
        TRANSFER_TOKEN_SALT: secret(),
        JWT_SECRET: secret(),
        ENCRYPTION_KEY: secret(),
        // A copy of the seeded database has the template's servers, with the log secrets of its key.
        SIMULATOR_LOG_SECRET_KEY: template?.simulatorLogSecretKey ?? secret(),
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
      };
  const port = await freeTcpPort();
  const logPort = await freeUdpPort();
  const baseEnv: CmsEnv = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_DIR: publicDir,
    SERVE_ADMIN_PANEL: 'false',
    GAME_SERVER_SIMULATOR: 'false',
    SEED_DATA: 'true',
    // The tests are a demo start: the demo accounts.
    DEMO_USERS: 'true',
    POLL_INTERVAL_MS: '0',
    // MercadoPago's credentials (src/memberships); its API on a port nothing answers unless the test runs the
    // stand-in (mercadopago-sandbox) and names it: no test sends anything beyond the loopback.
    MERCADOPAGO_ACCESS_TOKEN: `TEST-${randomBytes(12).toString('hex')}`,
    MERCADOPAGO_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    MERCADOPAGO_API_URL: 'http://127.0.0.1:1',
    SIMULATOR_BASE_PORT: String(options.simulatorBasePort ?? DEFAULT_TEST_SIMULATOR_PORT),
    GAME_LOG_PORT: String(logPort),
    ...clusterEnv,
  };

  let child: ChildProcess | null = null;
  let cmsPid: number | null = null;
  let output = '';
  let env = { ...baseEnv, ...options.env };

  async function boot(): Promise<void> {
    // The tests' own DATABASE_URL reaches the CMS only through `env` (with its schema).
    const { DATABASE_URL: _testDatabase, ...inherited } = process.env;
    const processEnv: NodeJS.ProcessEnv = Object.fromEntries(
      Object.entries({ ...inherited, ...env }).filter(([, value]) => value !== undefined),
    );
    const throughNpm = options.command === 'start:production';
    const started = throughNpm
      ? // Its own process group, so that cleaning up reaches npm, its shell and node alike.
        spawn('npm', ['run', '--silent', 'start:production'], {
          cwd: APP_DIR,
          env: processEnv,
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        })
      : spawn(process.execPath, ['scripts/start.js'], {
          cwd: APP_DIR,
          env: processEnv,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
    child = started;
    cmsPid = throughNpm ? null : (started.pid ?? null);
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exited = false;
    started.once('exit', () => (exited = true));
    // An exit ends the wait at once (a start the CMS refuses is something tests check).
    const outcome = await waitFor(
      async () => {
        if (exited) return 'exited';
        const response = await fetch(`http://127.0.0.1:${port}/api/servers`);
        return response.status === 200 && 'ready';
      },
      { timeoutMs: CMS_START_TIMEOUT_MS, intervalMs: 250, what: 'the CMS to answer GET /api/servers' },
    ).catch((error: unknown) => {
      if (!exited) started.kill('SIGKILL');
      throw error instanceof Error ? new Error(`${error.message}\n${output.slice(-4000)}`) : error;
    });
    if (outcome === 'exited') throw new Error(`the CMS exited during start-up:\n${output.slice(-4000)}`);
    if (throughNpm) cmsPid = descendantPid(started.pid ?? -1, 'scripts/start-production.js');
  }

  async function halt(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    const kill = (signal: NodeJS.Signals) => {
      try {
        if (cmsPid && cmsPid !== running.pid) process.kill(cmsPid, signal);
        else running.kill(signal);
      } catch {
        // Already gone.
      }
    };
    kill('SIGTERM');
    const timer = setTimeout(() => {
      kill('SIGKILL');
      running.kill('SIGKILL');
    }, 15000);
    await exited;
    clearTimeout(timer);
  }

  // A second instance on the first one's database leaves the database to the first.
  async function removeWorkspace(): Promise<void> {
    try {
      if (ownDatabase) await dropDatabase(adminUrl, ownDatabase);
      else if (!shared) {
        const admin = new Client({ connectionString: databaseUrl });
        await admin.connect();
        try {
          await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        } finally {
          await admin.end();
        }
      }
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }

  try {
    await boot();
  } catch (error) {
    // A start the CMS refuses (tests of its refusals) leaves nothing behind either.
    await removeWorkspace();
    throw error;
  }
  const databases: TestDatabase[] = [];

  return {
    url: `http://127.0.0.1:${port}`,
    api: `http://127.0.0.1:${port}/api`,
    uploadsDir,
    clusterEnv,
    pid: () => (child ? cmsPid : null),
    async signal(signal) {
      const running = child;
      if (!running || !cmsPid) throw new Error('the CMS is not running');
      const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
      process.kill(cmsPid, signal);
      const code = await exited;
      child = null;
      return code;
    },
    logPort,
    logSecretOf: (index) => simulatedLogSecret(clusterEnv.SIMULATOR_LOG_SECRET_KEY, index),
    logs: () => output,
    async db() {
      const database = await openPostgres(databaseUrl, schema);
      databases.push(database);
      return database;
    },
    uploadedFiles: () => readdirSync(uploadsDir).filter((name) => name !== '.gitkeep'),
    async restart(extraEnv = {}) {
      await halt();
      env = { ...env, ...extraEnv };
      await boot();
    },
    async stop() {
      await halt();
      await Promise.all(databases.splice(0).map((database) => database.close()));
      await removeWorkspace();
    },
  };
}
