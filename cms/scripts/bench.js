'use strict';
// `npm run bench`: boots CMS processes (temporary SQLite, seeded) and measures
//   1. GET /api/servers?populate=* under autocannon, 50 connections for 20 s, with the A2S simulator on
//      free ports (5 silent servers);
//   2. the duration of poll cycles over the 26 servers, idle and under that load;
//   3. game-log ingestion from 26 sources at once, and the game-statistics reads (bench-game-stats.js).
// Figures go to stdout; the README keeps the latest ones measured on the team's 2-core machine.
//   --only servers|game-stats   one part
//   --postgres                  the game-stats part on PostgreSQL (a fresh schema of DATABASE_URL)
//   --rate N --seconds N        offered game-log lines per second (default 25000) and for how long (20)
//   --json                      print the game-stats figures as one JSON line (the root bench reads it)
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const dgram = require('node:dgram');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { parseArgs } = require('node:util');
const autocannon = require('autocannon');
const { ensureBuild, APP_DIR } = require('./ensure-build');
const { benchGameStats, printGameStats } = require('./bench-game-stats');

const CONNECTIONS = 50;
const DURATION_S = 20;
const POLL_INTERVAL_MS = 5000;
const CYCLE_LINE = /poll cycle: (\d+) servers, (\d+) online, (\d+) ms/;

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    postgres: { type: 'boolean', default: false },
    rate: { type: 'string', default: '25000' },
    seconds: { type: 'string', default: '20' },
    json: { type: 'boolean', default: false },
  },
});

function freeTcpPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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

// One CMS process from the compiled build, on a temporary SQLite file (or a fresh PostgreSQL schema).
async function bootCms(extraEnv, { postgres = false, onOutput = () => undefined } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bench-'));
  fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
  const port = await freeTcpPort();
  const schema = `cms_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = process.env.DATABASE_URL;
  if (postgres) {
    if (!databaseUrl) throw new Error('--postgres needs DATABASE_URL');
    const { Client } = require('pg');
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
  }
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_DIR: path.join(work, 'public'),
    SERVE_ADMIN_PANEL: 'false',
    SEED_DATA: 'true',
    GAME_LOG_PORT: String(await freeUdpPort()),
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ...(postgres
      ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
      : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(work, 'data.db') }),
    ...extraEnv,
  };
  if (!postgres) delete env.DATABASE_URL;

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
    client: postgres ? 'PostgreSQL' : 'SQLite',
    env,
    bootSeconds: (Date.now() - started) / 1000,
    logs: () => log,
    async stop() {
      cms.kill('SIGTERM');
      await new Promise((resolve) => (cms.exitCode !== null ? resolve() : cms.once('exit', resolve)));
      if (postgres) {
        const { Client } = require('pg');
        const admin = new Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

// Read-only SQL on a running bench CMS's database.
async function openDatabase(cms) {
  if (cms.env.DATABASE_CLIENT === 'postgres') {
    const { Client } = require('pg');
    const client = new Client({ connectionString: cms.env.DATABASE_URL });
    await client.connect();
    await client.query(`SET search_path TO "${cms.env.DATABASE_SCHEMA}"`);
    return { query: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
  }
  const Database = require('better-sqlite3');
  const db = new Database(cms.env.DATABASE_FILENAME, { readonly: true, timeout: 10000 });
  return { query: async (sql) => db.prepare(sql).all(), close: async () => db.close() };
}

async function benchServerList() {
  const cycles = [];
  let phase = 'boot';
  const cms = await bootCms(
    {
      SIMULATOR_BASE_PORT: String(await freeUdpBase(26)),
      POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
      POLL_LOG_CYCLES: 'true',
    },
    {
      onOutput: (text) => {
        for (const line of text.split('\n')) {
          const match = CYCLE_LINE.exec(line);
          if (match) cycles.push({ phase, servers: Number(match[1]), online: Number(match[2]), ms: Number(match[3]) });
        }
      },
    },
  );
  const url = `${cms.api}/servers?populate=*`;
  try {
    phase = 'idle';
    while (cycles.filter((cycle) => cycle.phase === 'idle').length < 4) await sleep(500);
    phase = 'load';
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
    phase = 'done';

    const body = await (await fetch(url)).text();
    const summary = (list) => {
      const values = list.map((cycle) => cycle.ms).sort((a, b) => a - b);
      return values.length
        ? `${values.length} cycles, median ${values[Math.floor(values.length / 2)]} ms, max ${values[values.length - 1]} ms`
        : 'none';
    };
    const idle = cycles.filter((cycle) => cycle.phase === 'idle');
    const load = cycles.filter((cycle) => cycle.phase === 'load');
    console.log('');
    console.log(`CMS start-up with an empty database (seed included): ${cms.bootSeconds.toFixed(1)} s`);
    console.log(
      `GET /api/servers?populate=* (${(body.length / 1024).toFixed(0)} KiB), ${CONNECTIONS} connections, ${DURATION_S} s:`,
    );
    console.log(`  requests/s: average ${result.requests.average.toFixed(1)}, total ${result.requests.total}`);
    console.log(
      `  latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
    console.log(
      `Poll cycle over ${idle[0]?.servers ?? 26} servers (${idle[0] ? idle[0].servers - idle[0].online : 5} not answering, timeout ${process.env.POLL_TIMEOUT_MS || 1500} ms):`,
    );
    console.log(`  idle: ${summary(idle)}`);
    console.log(`  under the HTTP load: ${summary(load)}`);
  } finally {
    await cms.stop();
  }
}

async function main() {
  ensureBuild({ admin: false });
  if (!options.only || options.only === 'servers') await benchServerList();
  if (!options.only || options.only === 'game-stats') {
    const result = await benchGameStats({
      bootCms: (env) => bootCms(env, { postgres: options.postgres }),
      freeUdpBase,
      freeUdpPort,
      openDatabase,
      rate: Number(options.rate),
      seconds: Number(options.seconds),
    });
    if (options.json) console.log(`BENCH_GAME_STATS ${JSON.stringify(result)}`);
    else printGameStats(result);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
