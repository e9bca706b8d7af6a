'use strict';
// `npm run bench:bans` (the root `npm run bench -- --only bans` runs it with --json): a seeded CMS without the
// simulator, and 26 UDP sockets bound to the 26 seeded servers' addresses that send real-format ban lines
// (the engine's `Banid:` and AMX Mod X's `[admincmd.amxx] Ban:`, each for a Steam ID of its own), signed with
// each server's log secret, to its listener. Measures
//   - ban lines applied per second (a ban recorded in the list) with the 26 servers sending at once, and how
//     many were lost;
//   - the time from one ban line sent over UDP to the ban answered by `GET /api/bans?q=<its Steam ID>` (p50,
//     p99, max), one line at a time on a quiet CMS, the API asked every 10 ms.
//   --per-server N          ban lines each server sends in the throughput run (default 200)
//   --rate N                ban lines per second offered in total in the throughput run (default 2600)
//   --samples N             lines timed one by one (default 60)
//   --json                  the figures as one `BENCH_BANS {...}` line (the root bench reads it)
const path = require('node:path');
const { parseArgs } = require('node:util');
const { APP_DIR, ensureBuild } = require('./ensure-build');
const { bootLogStream, sleep } = require('./bench-cms');
const { percentile } = require('./bench-sse');

const SOURCES = 26;
const TICK_MS = 20;

// Ban line `n` of server `server`: a player of its own, banned for 30 minutes by the console (engine) or by an
// admin with amx_ban (AMX Mod X), alternately. Steam IDs never repeat, so each line is one ban.
function banLine(gameLog, run, server, n) {
  const number = 20_000_000 + run * 5_000_000 + server * 100_000 + n;
  const player = { name: `Baneado ${server}-${n}`, uid: 100 + (n % 500), id: `STEAM_0:${n % 2}:${number}`, team: 'CT' };
  const admin = { name: `Admin ${server}`, uid: 2, id: `STEAM_0:0:${9_000_000 + server}`, team: 'CT' };
  return {
    steamId: player.id,
    event:
      n % 2 === 0
        ? gameLog.logEvents.bannedId(player, 30, true)
        : gameLog.logEvents.amxxBan(admin, player, 30, 'bench'),
  };
}

async function countLines(db) {
  const [row] = await db.query('SELECT COUNT(*) AS n FROM game_log_lines');
  return Number(Object.values(row)[0]);
}

async function countUnapplied(db) {
  const [row] = await db.query('SELECT COUNT(*) AS n FROM game_log_lines WHERE NOT applied');
  return Number(Object.values(row)[0]);
}

async function countBans(db) {
  const [row] = await db.query("SELECT COUNT(*) AS n FROM bans WHERE player_steam_id LIKE 'STEAM_0:_:2%'");
  return Number(Object.values(row)[0]);
}

// 26 servers at once: `perServer` lines each, `rate` lines a second in total; then how long until every ban
// is in the list. Lost: lines the listener never queued, and queued lines that made no ban.
async function throughput({ db, sockets, logPort, secrets, gameLog, perServer, rate }) {
  const before = await countBans(db);
  const linesBefore = await countLines(db);
  const perTick = Math.max(1, Math.round((rate * TICK_MS) / 1000 / SOURCES));
  const started = Date.now();
  let pending = 0;
  let sent = 0;
  for (let tick = 0; tick * perTick < perServer; tick += 1) {
    const at = new Date();
    sockets.forEach((socket, server) => {
      for (let i = tick * perTick; i < Math.min(perServer, (tick + 1) * perTick); i += 1) {
        const { event } = banLine(gameLog, 0, server, i);
        pending += 1;
        sent += 1;
        socket.send(gameLog.logDatagram(event, at, secrets[server]), logPort, '127.0.0.1', () => (pending -= 1));
      }
    });
    await sleep(Math.max(0, started + (tick + 1) * TICK_MS - Date.now()));
  }
  while (pending > 0) await sleep(5);
  const sentSeconds = (Date.now() - started) / 1000;
  // Until every line the listener queued is applied (it stops queueing when 10 s pass without a new one), or
  // two minutes; then the bans listed are what the lines made.
  let stored = 0;
  for (let still = 0; still < 40 && stored < sent; still += 1) {
    const now = (await countLines(db)) - linesBefore;
    if (now !== stored) still = 0;
    stored = now;
    await sleep(250);
  }
  let recorded = 0;
  let recordedAt = Date.now();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const now = (await countBans(db)) - before;
    if (now !== recorded) {
      recorded = now;
      recordedAt = Date.now();
    }
    if (recorded >= stored && (await countUnapplied(db)) === 0) break;
    await sleep(100);
  }
  return {
    sources: SOURCES,
    offered: { lines: sent, seconds: sentSeconds, perSecond: sent / sentSeconds },
    // Lines the listener queued (the rest were lost before the database: UDP, the listener's limits).
    stored,
    applied: { bans: recorded, lost: sent - recorded, perSecond: recorded / ((recordedAt - started) / 1000) },
  };
}

// One line at a time, each from the next server: the time until `GET /api/bans?q=<Steam ID>` lists it.
async function lineToList({ api, sockets, logPort, secrets, gameLog, samples }) {
  const delays = [];
  for (let n = 0; n < samples; n += 1) {
    const server = n % SOURCES;
    const { event, steamId } = banLine(gameLog, 1, server, n);
    const sentAt = performance.now();
    sockets[server].send(gameLog.logDatagram(event, new Date(), secrets[server]), logPort, '127.0.0.1');
    for (;;) {
      const answer = await (await fetch(`${api}/bans?q=${encodeURIComponent(steamId)}`)).json();
      if (Array.isArray(answer.data) && answer.data.length > 0) break;
      if (performance.now() - sentAt > 30000) throw new Error(`the ban of ${steamId} never reached GET /api/bans`);
      await sleep(10);
    }
    delays.push(performance.now() - sentAt);
    // Lines apart, as bans come: the next one does not ride on this one's batch.
    await sleep(200 + Math.floor(Math.random() * 300));
  }
  const sorted = [...delays].sort((a, b) => a - b);
  return {
    samples,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted[sorted.length - 1]),
  };
}

async function benchBans({ perServer, rate, samples }) {
  const gameLog = require(path.join(APP_DIR, 'dist', 'simulator', 'game-log.js'));
  const { cms, db, sockets, logPort, secrets, close } = await bootLogStream({ sources: SOURCES, rate });
  try {
    const common = { api: cms.api, db, sockets, logPort, secrets, gameLog };
    const result = { database: 'PostgreSQL' };
    result.throughput = await throughput({ ...common, perServer, rate });
    result.lineToList = await lineToList({ ...common, samples });
    result.reports = cms
      .logs()
      .split('\n')
      .filter((line) => /\[(bans|game-log)\] \d/.test(line))
      .slice(-6)
      .map((line) => line.replace(/^.*\] /, ''));
    return result;
  } finally {
    await close();
  }
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      'per-server': { type: 'string', default: '200' },
      rate: { type: 'string', default: '2600' },
      samples: { type: 'string', default: '60' },
      json: { type: 'boolean', default: false },
    },
  });
  ensureBuild({ admin: false });
  const result = await benchBans({
    perServer: Number(options['per-server']),
    rate: Number(options.rate),
    samples: Number(options.samples),
  });
  if (options.json) {
    console.log(`BENCH_BANS ${JSON.stringify(result)}`);
    return;
  }
  const { throughput: run, lineToList: latency } = result;
  console.log(`\nBan lines, ${run.sources} servers at once (${result.database}):`);
  console.log(
    `  offered ${run.offered.lines} lines in ${run.offered.seconds.toFixed(1)} s (${Math.round(run.offered.perSecond)} lines/s)`,
  );
  console.log(`  stored ${run.stored} lines in the queue`);
  console.log(
    `  applied ${run.applied.bans} bans (lost ${run.applied.lost}): ${Math.round(run.applied.perSecond)} bans/s until the last was listed`,
  );
  console.log(
    `From a ban line over UDP to GET /api/bans, ${latency.samples} lines one at a time: p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
  );
  for (const report of result.reports) console.log(`    ${report}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
