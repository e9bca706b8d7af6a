'use strict';
// What the CMS benchmarks share: free ports on 127.0.0.1, one CMS process from the compiled build on a fresh schema
// of PostgreSQL (DATABASE_URL's, else one the bench runs itself, scripts/lib/local-postgres.js), and read-only SQL
// on its database.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const dgram = require('node:dgram');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { APP_DIR } = require('./ensure-build');
const { freeTcpPort, startRunPostgres } = require('./lib/local-postgres');

function freeUdpPort() {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

async function freeUdpBase(count) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 30000 + Math.floor(Math.random() * 25000);
    const sockets = [];
    try {
      for (let i = 0; i < count; i += 1) {
        const socket = dgram.createSocket('udp4');
        sockets.push(socket);
        await new Promise((resolve, reject) => {
          socket.once('error', reject);
          socket.bind(base + i, '127.0.0.1', resolve);
        });
      }
      return base;
    } catch {
      // taken: try another range
    } finally {
      await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.close(resolve))));
    }
  }
  throw new Error('no free UDP range');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = () => randomBytes(16).toString('base64');

// The PostgreSQL the bench's CMS run on: DATABASE_URL's, else one of this bench run, started once, gone with it.
let localPostgres = null;
function benchDatabaseUrl() {
  if (process.env.DATABASE_URL) return Promise.resolve(process.env.DATABASE_URL);
  localPostgres ??= startRunPostgres('cms-bench-postgres-');
  return localPostgres.then((local) => local.url);
}

async function withAdmin(databaseUrl, sql) {
  const { Client } = require('pg');
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

// One CMS process from the compiled build, on a fresh schema, or a further instance on the database and secrets of
// one already running (`shareWith`): its own port, log port and folder; the first one owns and drops the schema.
async function bootCms(extraEnv, { onOutput = () => undefined, shareWith = null } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bench-'));
  fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
  const port = await freeTcpPort();
  const schema = shareWith ? shareWith.env.DATABASE_SCHEMA : `cms_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = shareWith ? shareWith.env.DATABASE_URL : await benchDatabaseUrl();
  if (!shareWith) await withAdmin(databaseUrl, `CREATE SCHEMA "${schema}"`);
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_DIR: path.join(work, 'public'),
    SERVE_ADMIN_PANEL: 'false',
    SEED_DATA: 'true',
    // A demo start: the benchmark reads the demo players' statistics.
    DEMO_USERS: 'true',
    GAME_LOG_PORT: String(await freeUdpPort()),
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    // Each seeded server's sv_logsecret comes from it (src/community/log-secrets.ts): the benches sign with it.
    SIMULATOR_LOG_SECRET_KEY: secret(),
    // MercadoPago on a port nothing answers (no stand-in started by scripts/start.js) unless a bench runs its own.
    MERCADOPAGO_API_URL: 'http://127.0.0.1:1',
    MERCADOPAGO_ACCESS_TOKEN: `TEST-${randomBytes(12).toString('hex')}`,
    MERCADOPAGO_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    ...(shareWith
      ? {
          SEED_DATA: 'false',
          DEMO_USERS: 'false',
          ...Object.fromEntries(
            [
              'APP_KEYS',
              'API_TOKEN_SALT',
              'ADMIN_JWT_SECRET',
              'TRANSFER_TOKEN_SALT',
              'JWT_SECRET',
              'ENCRYPTION_KEY',
              'SIMULATOR_LOG_SECRET_KEY',
              'MERCADOPAGO_ACCESS_TOKEN',
              'MERCADOPAGO_WEBHOOK_SECRET',
            ].map((name) => [name, shareWith.env[name]]),
          ),
        }
      : {}),
    ...extraEnv,
  };

  const started = Date.now();
  const cms = spawn(process.execPath, ['scripts/start.js'], { cwd: APP_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const collect = (chunk) => {
    log += chunk.toString();
    onOutput(chunk.toString());
  };
  cms.stdout.on('data', collect);
  cms.stderr.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (cms.exitCode !== null) throw new Error(`the CMS exited:\n${log.slice(-3000)}`);
    if (Date.now() - started > 300000) throw new Error('the CMS did not start within 5 minutes');
    try {
      if ((await fetch(`${url}/api/servers`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return {
    url,
    api: `${url}/api`,
    env,
    pid: cms.pid,
    bootSeconds: (Date.now() - started) / 1000,
    logs: () => log,
    async stop() {
      cms.kill('SIGTERM');
      await new Promise((resolve) => (cms.exitCode !== null ? resolve() : cms.once('exit', resolve)));
      if (!shareWith) await withAdmin(databaseUrl, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

// A JSON POST that must succeed (the benches' players, the stand-in's controls): the answer parsed.
async function postJson(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

// SQL on a running bench CMS's database (reads, and the samples a month of polling would have written).
async function openDatabase(cms) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: cms.env.DATABASE_URL });
  await client.connect();
  await client.query(`SET search_path TO "${cms.env.DATABASE_SCHEMA}"`);
  return { query: async (sql, params = []) => (await client.query(sql, params)).rows, close: () => client.end() };
}

// The sources of a game-log benchmark (bench-game-stats.js, bench-bans.js): `sources` UDP sockets on consecutive
// ports, as the community's servers, and a CMS that listens for their logs with their secrets. The pipeline's
// capacity is measured, not the per-source limit, so that limit is set well above `rate` (lines/s in all).
async function bootLogStream({ sources, rate, env = {} }) {
  const { simulatedLogSecret } = require(path.join(APP_DIR, 'dist', 'src', 'community', 'log-secrets.js'));
  const basePort = await freeUdpBase(sources);
  const logPort = await freeUdpPort();
  const cms = await bootCms({
    GAME_SERVER_SIMULATOR: 'false',
    POLL_INTERVAL_MS: '0',
    SIMULATOR_BASE_PORT: String(basePort),
    GAME_LOG_PORT: String(logPort),
    GAME_LOG_RATE_PER_SOURCE: String(Math.ceil((rate * 4) / sources)),
    ...env,
  });
  const secrets = Array.from({ length: sources }, (_, index) =>
    simulatedLogSecret(cms.env.SIMULATOR_LOG_SECRET_KEY, index),
  );
  const db = await openDatabase(cms);
  const sockets = [];
  for (let i = 0; i < sources; i += 1) {
    const socket = dgram.createSocket('udp4');
    await new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(basePort + i, '127.0.0.1', resolve);
    });
    sockets.push(socket);
  }
  return {
    cms,
    db,
    sockets,
    logPort,
    secrets,
    async close() {
      for (const socket of sockets) socket.close();
      await db.close();
      await cms.stop();
    },
  };
}

// The CMS of a payments benchmark (bench-memberships.js, bench-privileges.js): the MercadoPago stand-in
// (mercadopago-sandbox) with fresh credentials, and a CMS that charges through it and is notified by it.
async function bootPayingCms(env = {}) {
  const { startMercadoPagoSandbox } = require(path.join(APP_DIR, 'dist', 'mercadopago-sandbox', 'sandbox.js'));
  const accessToken = `TEST-${randomBytes(12).toString('hex')}`;
  const webhookSecret = randomBytes(24).toString('hex');
  const sandbox = await startMercadoPagoSandbox({ accessToken, webhookSecret, deliveryAttempts: 8 });
  const cms = await bootCms({
    MERCADOPAGO_API_URL: sandbox.url,
    MERCADOPAGO_ACCESS_TOKEN: accessToken,
    MERCADOPAGO_WEBHOOK_SECRET: webhookSecret,
    // Every player of the bench registers from 127.0.0.1.
    REGISTRATION_RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...env,
  });
  sandbox.setWebhookUrl(`${cms.url}/api/membership/webhook`);
  const db = await openDatabase(cms);
  return {
    cms,
    sandbox,
    db,
    async close() {
      await db.close();
      await cms.stop();
      await sandbox.close();
    },
  };
}

module.exports = {
  bootCms,
  bootLogStream,
  bootPayingCms,
  freeTcpPort,
  freeUdpBase,
  freeUdpPort,
  openDatabase,
  postJson,
  sleep,
};
