'use strict';
// `npm run bench:game-stats` (the root `npm run bench` runs it with --json): a seeded CMS without the simulator,
// and 26 UDP sockets bound to the 26 seeded servers' addresses that stream real-format log lines to its
// listener at a sustained rate; then the new read endpoints under autocannon. Measures
//   - lines per second accepted and stored (queued in the database) without loss, and applied to the
//     statistics, from 26 sources at once;
//   - GET /api/servers/:id/top-players, /api/players/:steamId/stats and /api/profiles/:documentId at 50 connections.
//   --postgres              on PostgreSQL (a fresh schema of DATABASE_URL) instead of a temporary SQLite file
//   --rate N --seconds N    offered game-log lines per second (default 25000) and for how long (20)
//   --json                  the figures as one `BENCH_GAME_STATS {...}` line (the root bench reads it)
const dgram = require('node:dgram');
const path = require('node:path');
const autocannon = require('autocannon');
const { parseArgs } = require('node:util');
const { APP_DIR, ensureBuild } = require('./ensure-build');
const { bootCms, freeUdpBase, freeUdpPort, openDatabase } = require('./bench-cms');

const SOURCES = 26;
const PLAYERS_PER_SERVER = 16;
const TICK_MS = 20;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function bindSources(basePort) {
  const sockets = [];
  for (let i = 0; i < SOURCES; i += 1) {
    const socket = dgram.createSocket('udp4');
    await new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(basePort + i, '127.0.0.1', resolve);
    });
    sockets.push(socket);
  }
  return sockets;
}

function playersOf(server, demoSteamId) {
  return Array.from({ length: PLAYERS_PER_SERVER }, (_, i) => ({
    name: `Jugador ${server}-${i}`,
    uid: i + 1,
    id: server === 0 && i === 0 ? demoSteamId : `STEAM_0:${i % 2}:${7000000 + server * 100 + i}`,
    team: i % 2 ? 'CT' : 'TERRORIST',
  }));
}

// Sends `rate` lines per second in total, spread over the sources, for `seconds`; returns what was sent.
async function stream({ sockets, logPort, players, rate, seconds, gameLog }) {
  const perTick = Math.max(1, Math.round((rate * TICK_MS) / 1000 / SOURCES));
  const started = Date.now();
  let sent = 0;
  let kills = 0;
  let pending = 0;
  const send = (socket, packet) => {
    pending += 1;
    socket.send(packet, logPort, '127.0.0.1', () => (pending -= 1));
    sent += 1;
  };
  for (let tick = 0; Date.now() - started < seconds * 1000; tick += 1) {
    const at = new Date();
    sockets.forEach((socket, server) => {
      const list = players[server];
      for (let i = 0; i < perTick; i += 1) {
        const n = tick * perTick + i;
        const killer = list[n % list.length];
        const victim = list[(n + 1) % list.length];
        send(socket, gameLog.logDatagram(gameLog.logEvents.killed(killer, victim, 'ak47', n % 3 === 0), at));
        kills += 1;
      }
    });
    const next = started + (tick + 1) * TICK_MS;
    await sleep(Math.max(0, next - Date.now()));
  }
  while (pending > 0) await sleep(5);
  return { sent, kills, seconds: (Date.now() - started) / 1000 };
}

async function countRows(db, sql) {
  const [row] = await db.query(sql);
  return Number(Object.values(row)[0]);
}

async function latency(url) {
  const result = await autocannon({ url, connections: 50, duration: 15 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchGameStats({ postgres, rate, seconds }) {
  const gameLog = require(path.join(APP_DIR, 'dist', 'simulator', 'game-log.js'));
  const basePort = await freeUdpBase(SOURCES);
  const logPort = await freeUdpPort();
  const cms = await bootCms(
    {
      GAME_SERVER_SIMULATOR: 'false',
      POLL_INTERVAL_MS: '0',
      SIMULATOR_BASE_PORT: String(basePort),
      GAME_LOG_PORT: String(logPort),
      // The pipeline's capacity is measured, not the per-source limit (1000 lines/s by default).
      GAME_LOG_RATE_PER_SOURCE: String(Math.ceil((rate * 4) / SOURCES)),
      GAME_LOG_REPORT_INTERVAL_MS: '5000',
    },
    { postgres },
  );
  const db = await openDatabase(cms);
  const sockets = await bindSources(basePort);
  try {
    const demo = await (
      await fetch(`${cms.api}/auth/local`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: 'jugador', password: 'Jugador1234' }),
      })
    ).json();
    const players = Array.from({ length: SOURCES }, (_, server) => playersOf(server, demo.user.steamID));
    const arrivals = players.flatMap((list, server) =>
      list.flatMap((player) =>
        [
          gameLog.logEvents.connected({ ...player, id: 'STEAM_ID_PENDING', team: '' }, '10.0.0.1:27005'),
          gameLog.logEvents.validated(player),
          gameLog.logEvents.entered({ ...player, team: '' }),
          gameLog.logEvents.joinedTeam({ ...player, team: '' }, player.team),
        ].map((event) => [server, event]),
      ),
    );
    for (const [server, event] of arrivals) {
      sockets[server].send(gameLog.logDatagram(event, new Date()), logPort, '127.0.0.1');
    }
    while ((await countRows(db, 'SELECT COUNT(*) AS n FROM game_log_lines')) < arrivals.length) await sleep(100);

    const base = await countRows(db, 'SELECT COUNT(*) AS n FROM game_log_lines');
    const started = Date.now();
    const sent = await stream({ sockets, logPort, players, rate, seconds, gameLog });
    // Wait for the queue to hold every line (or to stop growing: then lines were lost).
    let stored = 0;
    let storedAt = Date.now();
    for (let still = 0; still < 40;) {
      const now = (await countRows(db, 'SELECT COUNT(*) AS n FROM game_log_lines')) - base;
      if (now === stored) still += 1;
      else {
        still = 0;
        stored = now;
        storedAt = Date.now();
      }
      if (stored >= sent.sent) break;
      await sleep(250);
    }
    while ((await countRows(db, 'SELECT COUNT(*) AS n FROM game_log_lines WHERE NOT applied')) > 0) await sleep(100);
    const appliedAt = Date.now();
    const kills = await countRows(db, 'SELECT SUM(kills) AS n FROM game_player_totals');

    const servers = (await (await fetch(`${cms.api}/servers?pagination[pageSize]=1`)).json()).data;
    const reads = {
      [`GET /api/servers/:id/top-players`]: await latency(`${cms.api}/servers/${servers[0].documentId}/top-players`),
      [`GET /api/players/:steamId/stats`]: await latency(`${cms.api}/players/${demo.user.steamID}/stats`),
      [`GET /api/profiles/:documentId`]: await latency(`${cms.api}/profiles/${demo.user.documentId}`),
    };
    const reports = cms
      .logs()
      .split('\n')
      .filter((line) => /\[game-(log|stats)\] \d/.test(line))
      .map((line) => line.replace(/^.*\] /, ''));
    return {
      reports,
      database: cms.client,
      sources: SOURCES,
      offered: { lines: sent.sent, seconds: sent.seconds, perSecond: sent.sent / sent.seconds },
      stored: { lines: stored, lost: sent.sent - stored, perSecond: stored / ((storedAt - started) / 1000) },
      applied: { perSecond: stored / ((appliedAt - started) / 1000), killsCounted: kills, killsSent: sent.kills },
      reads,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await db.close();
    await cms.stop();
  }
}

function printGameStats(result) {
  const { offered, stored, applied } = result;
  console.log('');
  console.log(`Game-log ingestion, ${result.sources} sources at once (${result.database}):`);
  console.log(
    `  offered ${offered.lines} lines in ${offered.seconds.toFixed(1)} s (${Math.round(offered.perSecond)} lines/s)`,
  );
  console.log(
    `  stored ${stored.lines} (lost ${stored.lost}): ${Math.round(stored.perSecond)} lines/s until the last was queued`,
  );
  console.log(
    `  applied to the statistics: ${Math.round(applied.perSecond)} lines/s; kills counted ${applied.killsCounted} of ${applied.killsSent}`,
  );
  for (const report of result.reports) console.log(`    ${report}`);
  console.log('Game-statistics reads, 50 connections, 15 s:');
  for (const [call, figures] of Object.entries(result.reads)) {
    console.log(
      `  ${call}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, errors ${figures.errors}`,
    );
  }
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      postgres: { type: 'boolean', default: false },
      rate: { type: 'string', default: '25000' },
      seconds: { type: 'string', default: '20' },
      json: { type: 'boolean', default: false },
    },
  });
  ensureBuild({ admin: false });
  const result = await benchGameStats({
    postgres: options.postgres,
    rate: Number(options.rate),
    seconds: Number(options.seconds),
  });
  if (options.json) console.log(`BENCH_GAME_STATS ${JSON.stringify(result)}`);
  else printGameStats(result);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
