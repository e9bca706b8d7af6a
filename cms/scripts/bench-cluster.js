'use strict';
// `npm run bench:cluster`: every public read the site makes, all at once, 50 connections in all for 60 s,
// while the poller writes (a cycle every 2 s, each dropping the live answers of the public-read cache on
// every instance): first on one CMS, then on two CMS instances on one PostgreSQL schema behind the
// stand-in load balancer (simulator/load-balancer.ts, round robin by GET /_health). Per read: requests/s,
// p50, p99 and errors (anything but a 200, timeouts included); the poll cycles seen meanwhile.
//   node scripts/bench-cluster.js [--seconds 60] [--connections 50] [--json]
// On DATABASE_URL's PostgreSQL, else one of its own. The root `npm run bench` runs --json.
const { fork } = require('node:child_process');
const path = require('node:path');
const { parseArgs } = require('node:util');
const autocannon = require('autocannon');
const { ensureBuild, APP_DIR } = require('./ensure-build');
const { bootCms, freeUdpBase } = require('./bench-cms');

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const POLL_INTERVAL_MS = 2000;
const CYCLE_DONE = /\[poller\] cycle \S+ done: \d+ servers, \d+ online, (\d+) ms/g;
const log = (text) => (options.json ? process.stderr : process.stdout).write(`${text}\n`);

// The public reads the site makes (src/http/public-reads.ts), with real ids of the running CMS.
async function publicReads(api) {
  const get = async (pathAndQuery) => (await (await fetch(`${api}${pathAndQuery}`)).json()).data;
  const [server] = await get('/servers?pagination[pageSize]=1');
  const [article] = await get('/help-articles?pagination[pageSize]=1');
  const signIn = await fetch(`${api}/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'jugador', password: 'Jugador1234' }),
  });
  const { user } = await signIn.json();
  const id = server.documentId;
  return [
    ['GET /api/servers?populate=*', '/servers?populate=*'],
    ['GET /api/community/summary', '/community/summary'],
    ['GET /api/servers/:documentId?populate=*', `/servers/${id}?populate=*`],
    ['GET /api/servers/:documentId/live', `/servers/${id}/live`],
    ['GET /api/servers/:documentId/statistics', `/servers/${id}/statistics`],
    ['GET /api/servers/:documentId/history?range=24h', `/servers/${id}/history?range=24h`],
    ['GET /api/servers/:documentId/history?range=30d', `/servers/${id}/history?range=30d`],
    ['GET /api/servers/:documentId/top-players', `/servers/${id}/top-players`],
    ['GET /api/players/:steamId/stats', `/players/${user.steamID}/stats`],
    ['GET /api/profiles/:documentId', `/profiles/${user.documentId}`],
    ['GET /api/help-articles', '/help-articles'],
    ['GET /api/help-articles/:documentId', `/help-articles/${article.documentId}`],
    ['GET /api/help-articles/category/:category', `/help-articles/category/${article.category}`],
    ['GET /api/help-articles?filters[slug][$eq]=…', `/help-articles?filters[slug][$eq]=${article.slug}`],
  ];
}

// The load balancer in a process of its own, as it would be: in this one it would compete with the load
// generator for one thread.
function startBalancer(backends) {
  const script =
    `require(${JSON.stringify(path.join(APP_DIR, 'dist', 'simulator', 'load-balancer.js'))})` +
    `.startRoundRobinProxy(${JSON.stringify(backends)}).then((proxy) => process.send(proxy.url));`;
  const child = fork('-e', [script], { stdio: 'inherit', execArgv: [] });
  return new Promise((resolve, reject) => {
    child.once('message', (url) => resolve({ url, close: () => child.kill('SIGTERM') }));
    child.once('exit', (code) => reject(new Error(`the load balancer exited (${code})`)));
  });
}

// Every read at once, the connections shared out among them.
async function loadAll(base, reads) {
  const results = await Promise.all(
    reads.map(([label, pathAndQuery], index) =>
      autocannon({
        url: `${base}${pathAndQuery}`,
        connections: Math.floor(CONNECTIONS / reads.length) + (index < CONNECTIONS % reads.length ? 1 : 0),
        duration: SECONDS,
      }).then((result) => ({
        label,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      })),
    ),
  );
  return {
    reads: results,
    rps: results.reduce((sum, read) => sum + read.rps, 0),
    errors: results.reduce((sum, read) => sum + read.errors, 0),
    worstP99: Math.max(...results.map((read) => read.p99)),
  };
}

function cyclesIn(text) {
  return [...text.matchAll(CYCLE_DONE)].map((match) => Number(match[1]));
}

async function measure(label, instances, base) {
  const reads = await publicReads(`${base}/api`);
  const before = instances.map((cms) => cms.logs().length);
  log(`› ${label}: ${reads.length} public reads at once, ${CONNECTIONS} connections, ${SECONDS} s`);
  const load = await loadAll(`${base}/api`, reads);
  const cycles = instances.flatMap((cms, index) => cyclesIn(cms.logs().slice(before[index]))).sort((a, b) => a - b);
  return {
    label,
    ...load,
    pollCycles: { count: cycles.length, medianMs: cycles[Math.floor(cycles.length / 2)] ?? null },
  };
}

function print(run) {
  console.log(
    `\n${run.label}: ${run.rps.toFixed(0)} req/s in all, ${run.errors} errors, worst p99 ${run.worstP99} ms;`,
  );
  console.log(`poll cycles during the load: ${run.pollCycles.count} (median ${run.pollCycles.medianMs} ms)`);
  console.log('| read | requests/s | p50 | p99 | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const read of run.reads) {
    console.log(`| \`${read.label}\` | ${read.rps.toFixed(0)} | ${read.p50} ms | ${read.p99} ms | ${read.errors} |`);
  }
}

async function main() {
  ensureBuild({ admin: false });
  const { startSimulator } = require(path.join(APP_DIR, 'dist', 'simulator', 'simulator.js'));
  const simulator = await startSimulator({ basePort: await freeUdpBase(26) });
  const env = {
    SIMULATOR_BASE_PORT: String(simulator.basePort),
    POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
    POLL_LOG_CYCLES: 'true',
    TRUST_PROXY: 'true',
  };
  const started = [];
  const runs = [];
  try {
    const first = await bootCms(env);
    started.push(first);
    runs.push(await measure('One CMS', [first], first.url));
    const second = await bootCms(env, { shareWith: first });
    started.push(second);
    const balancer = await startBalancer([first.url, second.url]);
    try {
      runs.push(await measure('Two CMS instances behind the load balancer', [first, second], balancer.url));
    } finally {
      balancer.close();
    }
  } finally {
    for (const cms of started.reverse()) await cms.stop();
    await simulator.close();
  }
  if (options.json)
    console.log(`BENCH_CLUSTER ${JSON.stringify({ seconds: SECONDS, connections: CONNECTIONS, runs })}`);
  else runs.forEach(print);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
