'use strict';
// `npm run bench`: boots the CMS (a fresh PostgreSQL schema, seeded, polling every 5 s an A2S simulator run by this
// script on free ports, with its 5 silent servers), then measures
//   1. every public read the site makes under autocannon, 50 connections for 20 s each;
//   2. the duration of poll cycles over the 26 servers, idle and under the server-list load;
//   3. Server-Sent Events: how many clients one CMS holds (2,000 by default, from 100 addresses), what they
//      cost in memory, and how long after the poll that saw it each client receives a real change (a server
//      going offline, then online again); then the same for as many new clients while one address keeps
//      opening streams it never reads (issue 23).
// Figures go to stdout; the README keeps the latest ones measured on the team's 2-core machine.
//   node scripts/bench.js --sse-only --clients 3000 --json     (the root `npm run bench` uses --sse-only --json)
// Game-log ingestion and the game-statistics reads have their own: `npm run bench:game-stats`.
const path = require('node:path');
const { parseArgs } = require('node:util');
const autocannon = require('autocannon');
const { ensureBuild, APP_DIR } = require('./ensure-build');
const { bootCms, openDatabase, sleep } = require('./bench-cms');
const { hammer, loopbackAddresses, openSwarm, percentile, rssKiB } = require('./bench-sse');

const { values: options } = parseArgs({
  options: {
    'sse-only': { type: 'boolean', default: false },
    clients: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '20' },
    json: { type: 'boolean', default: false },
  },
});
const CONNECTIONS = 50;
const DURATION_S = Number(options.duration);
const SSE_CLIENTS = Number(options.clients);
const POLL_INTERVAL_MS = 5000;
// Visitors come from this many addresses (20 each for 2,000); the hostile client from one of its own.
const VISITOR_ADDRESSES = 100;
const HAMMER_ADDRESS = '127.0.0.2';
const CYCLE_LINE = /\[poller\] cycle \S+ done: (\d+) servers, (\d+) online, (\d+) ms/;

async function startSimulatorOnFreePorts(startSimulator) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      return await startSimulator({ basePort: 30000 + Math.floor(Math.random() * 25000) });
    } catch {
      // a port of that range is taken: try another
    }
  }
  throw new Error('no free UDP range');
}

// 30 days of one sample per 30 s for one server, as a CMS that has run for a month has: the history reads
// then aggregate a realistic number of rows (86,400) when their cached answer expires.
async function seedMonthOfSamples(cms, documentId) {
  const db = await openDatabase(cms);
  const now = Date.now();
  try {
    await db.query(
      `INSERT INTO server_status_samples (server_document_id, sampled_at, online, players, max_players, map)
       SELECT $1, at, at % 3600000 > 300000,
              CASE WHEN at % 3600000 > 300000 THEN round(8 + 12 * abs(sin(((at / 3600000) % 24) / 24.0 * pi())))::int ELSE 0 END,
              32,
              CASE WHEN at % 3600000 <= 300000 THEN NULL WHEN (at / 3600000) % 2 = 0 THEN 'de_dust2' ELSE 'de_inferno' END
       FROM generate_series($2::bigint, $3::bigint, 30000) AS at`,
      [documentId, now - 30 * 24 * 3600 * 1000, now - 60000],
    );
  } finally {
    await db.close();
  }
}

const log = (text) => (options.json ? process.stderr : process.stdout).write(`${text}\n`);

async function main() {
  ensureBuild({ admin: false });
  const { startSimulator } = require(path.join(APP_DIR, 'dist', 'simulator', 'simulator.js'));
  const simulator = await startSimulatorOnFreePorts(startSimulator);
  const cycles = [];
  let phase = 'boot';
  const onOutput = (chunk) => {
    for (const line of chunk.split('\n')) {
      const match = CYCLE_LINE.exec(line);
      if (match) cycles.push({ phase, servers: Number(match[1]), online: Number(match[2]), ms: Number(match[3]) });
    }
  };
  const cms = await bootCms(
    {
      DEMO_USERS: 'false',
      GAME_SERVER_SIMULATOR: 'false',
      SIMULATOR_BASE_PORT: String(simulator.basePort),
      POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
      POLL_LOG_CYCLES: 'true',
      SSE_MAX_CLIENTS: String(SSE_CLIENTS + 100),
    },
    { onOutput },
  );
  const api = cms.api;
  const report = { reads: [], cycles: {}, sse: null };
  try {
    report.bootSeconds = cms.bootSeconds;

    phase = 'idle';
    while (cycles.filter((cycle) => cycle.phase === 'idle').length < 4) await sleep(500);
    const servers = (await (await fetch(`${api}/servers`)).json()).data;
    const [article] = (await (await fetch(`${api}/help-articles?pagination[pageSize]=1`)).json()).data;

    if (!options['sse-only']) {
      await seedMonthOfSamples(cms, servers[0].documentId);
      const uncachedStart = Date.now();
      await (await fetch(`${api}/servers/${servers[0].documentId}/history?range=30d`)).arrayBuffer();
      report.uncachedHistoryMs = Date.now() - uncachedStart;
      const reads = [
        ['GET /api/servers?populate=*', '/servers?populate=*'],
        ['GET /api/community/summary', '/community/summary'],
        ['GET /api/servers/:documentId?populate=*', `/servers/${servers[0].documentId}?populate=*`],
        ['GET /api/servers/:documentId/statistics', `/servers/${servers[0].documentId}/statistics`],
        ['GET /api/servers/:documentId/history?range=24h', `/servers/${servers[0].documentId}/history?range=24h`],
        ['GET /api/servers/:documentId/history?range=7d', `/servers/${servers[0].documentId}/history?range=7d`],
        ['GET /api/servers/:documentId/history?range=30d', `/servers/${servers[0].documentId}/history?range=30d`],
        ['GET /api/help-articles', '/help-articles'],
        ['GET /api/help-articles/category/:category', `/help-articles/category/${article.category}`],
        ['GET /api/help-articles?filters[slug][$eq]=…', `/help-articles?filters[slug][$eq]=${article.slug}`],
      ];
      log(`› ${reads.length} public reads, ${CONNECTIONS} connections, ${DURATION_S} s each`);
      for (const [label, pathAndQuery] of reads) {
        const url = `${api}${pathAndQuery}`;
        const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
        if (label.startsWith('GET /api/servers?')) phase = 'load';
        const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
        phase = 'done';
        report.reads.push({
          label,
          kib: bytes / 1024,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
        log(`  ${label}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
      }
      const summary = (list) => {
        const values = list.map((cycle) => cycle.ms).sort((a, b) => a - b);
        return values.length
          ? { cycles: values.length, median: values[Math.floor(values.length / 2)], max: values[values.length - 1] }
          : null;
      };
      report.cycles = {
        idle: summary(cycles.filter((cycle) => cycle.phase === 'idle')),
        load: summary(cycles.filter((cycle) => cycle.phase === 'load')),
      };
    }

    log(`› ${SSE_CLIENTS} SSE clients on GET /api/events`);
    const pid = cms.pid;
    const rssBefore = rssKiB(pid);
    const swarm = await openSwarm(`${api}/events`, SSE_CLIENTS, { addresses: loopbackAddresses(VISITOR_ADDRESSES) });
    // A few poll cycles of events to every client, so the memory figure includes what writing costs.
    const cycleCount = cycles.length;
    while (cycles.length < cycleCount + 2) await sleep(200);
    const rssConnected = rssKiB(pid);
    const index = servers.findIndex((server) => server.online);
    const target = servers[index];
    const simulated = simulator.servers.find((server) => server.name === target.name);
    // A server going offline, then online: the delay of each delivery after the poll that saw it.
    async function deliveries(clients) {
      const delays = [];
      let received = 0;
      for (const online of [false, true]) {
        simulated.setAnswering(online);
        const round = await clients.waitForStatus(target.documentId, online, 4 * POLL_INTERVAL_MS);
        received += round.length;
        delays.push(...round);
      }
      delays.sort((a, b) => a - b);
      return { received, delays };
    }
    const { received, delays } = await deliveries(swarm);
    const rssAfter = rssKiB(pid);
    swarm.close();
    report.sse = {
      clients: SSE_CLIENTS,
      connected: swarm.connected(),
      refused: swarm.refused(),
      events: 2,
      received,
      expected: 2 * swarm.connected(),
      delayMs: { p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays[delays.length - 1] },
      rssMiB: { before: rssBefore / 1024, connected: rssConnected / 1024, after: rssAfter / 1024 },
      kibPerClient: (rssAfter - rssBefore) / Math.max(1, swarm.connected()),
    };

    log(`› ${SSE_CLIENTS} new SSE clients while one address keeps opening streams it never reads`);
    const hammering = hammer(`${api}/events`, HAMMER_ADDRESS);
    const visitors = await openSwarm(`${api}/events`, SSE_CLIENTS, {
      addresses: loopbackAddresses(VISITOR_ADDRESSES, 10),
    });
    const served = await deliveries(visitors);
    const hammered = await hammering.stop();
    visitors.close();
    report.sseHammered = {
      clients: SSE_CLIENTS,
      connected: visitors.connected(),
      refused: visitors.refused(),
      received: served.received,
      expected: 2 * visitors.connected(),
      delayMs: {
        p50: percentile(served.delays, 50),
        p99: percentile(served.delays, 99),
        max: served.delays[served.delays.length - 1],
      },
      hammer: hammered,
    };

    if (options.json) {
      console.log(JSON.stringify(report));
      return;
    }
    console.log('');
    console.log(`CMS start-up with an empty database (seed included): ${report.bootSeconds.toFixed(1)} s`);
    if (report.reads.length) {
      console.log(`History of 30 days (86,400 samples), first answer (not cached): ${report.uncachedHistoryMs} ms`);
      console.log(`Public reads, anonymous, ${CONNECTIONS} connections, ${DURATION_S} s each:`);
      console.log('| read | size | requests/s | p50 | p99 | errors |');
      console.log('| --- | --- | --- | --- | --- | --- |');
      for (const read of report.reads) {
        console.log(
          `| \`${read.label}\` | ${read.kib.toFixed(1)} KiB | ${read.rps.toFixed(0)} | ${read.p50} ms | ${read.p99} ms | ${read.errors} |`,
        );
      }
      const cycleText = (figures) =>
        figures ? `${figures.cycles} cycles, median ${figures.median} ms, max ${figures.max} ms` : 'none';
      console.log(`Poll cycle over 26 servers (5 not answering, timeout ${process.env.POLL_TIMEOUT_MS || 1500} ms):`);
      console.log(`  idle: ${cycleText(report.cycles.idle)}`);
      console.log(`  under the server-list load: ${cycleText(report.cycles.load)}`);
    }
    const sse = report.sse;
    console.log(
      `Server-Sent Events, one CMS: ${sse.connected} of ${sse.clients} clients connected (${sse.refused} refused)`,
    );
    console.log(
      `  a server going offline, then online: ${sse.received} of ${sse.expected} deliveries; delay after the poll that saw it: p50 ${sse.delayMs.p50} ms, p99 ${sse.delayMs.p99} ms, max ${sse.delayMs.max} ms`,
    );
    console.log(
      `  CMS memory (RSS): ${sse.rssMiB.before.toFixed(0)} MiB before, ${sse.rssMiB.connected.toFixed(0)} MiB connected, ${sse.rssMiB.after.toFixed(0)} MiB after the events (${sse.kibPerClient.toFixed(1)} KiB per client)`,
    );
    const hammeredSse = report.sseHammered;
    console.log(
      `While ${HAMMER_ADDRESS} opened ${hammeredSse.hammer.attempts} streams (it kept ${hammeredSse.hammer.held}; answers ${JSON.stringify(hammeredSse.hammer.statuses)}): ` +
        `${hammeredSse.connected} of ${hammeredSse.clients} new clients connected, ${hammeredSse.received} of ${hammeredSse.expected} deliveries, ` +
        `delay p50 ${hammeredSse.delayMs.p50} ms, p99 ${hammeredSse.delayMs.p99} ms`,
    );
  } finally {
    await cms.stop();
    await simulator.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
