'use strict';
// `npm run bench:game-stats` (the root `npm run bench` runs it with --json): a seeded CMS without the simulator,
// and 26 UDP sockets bound to the 26 seeded servers' addresses that stream real-format log lines, signed with
// each server's log secret, to its listener at a sustained rate; then the new read endpoints under autocannon.
// Measures
//   - lines per second accepted and stored (queued in the database) without loss, and applied to the
//     statistics, from 26 sources at once;
//   - the same from 25 normal sources while the 26th sends only hostile lines (issue 23): the poison line of
//     the issue ("x<3000000000>…", refused as it is read) and connects of ever new players (60 a second per
//     normal line), at the same rate as the others; no normal line may be lost;
//   - GET /api/servers/:id/top-players, /api/players/:steamId/stats and /api/profiles/:documentId at 50 connections.
//   --rate N --seconds N    offered game-log lines per second (default 25000) and for how long (20), per run
//   --only normal|hostile   one of the two runs (default both)
//   --json                  the figures as one `BENCH_GAME_STATS {...}` line (the root bench reads it)
const path = require('node:path');
const autocannon = require('autocannon');
const { parseArgs } = require('node:util');
const { APP_DIR, ensureBuild } = require('./ensure-build');
const { bootLogStream, sleep } = require('./bench-cms');

const SOURCES = 26;
const PLAYERS_PER_SERVER = 16;
const TICK_MS = 20;
const HOSTILE = 0;

function playersOf(server, demoSteamId) {
  return Array.from({ length: PLAYERS_PER_SERVER }, (_, i) => ({
    name: `Jugador ${server}-${i}`,
    uid: i + 1,
    id: server === 0 && i === 0 ? demoSteamId : `STEAM_0:${i % 2}:${7000000 + server * 100 + i}`,
    team: i % 2 ? 'CT' : 'TERRORIST',
  }));
}

// What a normal source sends: kills between its players. What the hostile one sends: the poison line
// and connects of players never seen before, one after the other.
function normalLine(gameLog, players) {
  return (n) => {
    const killer = players[n % players.length];
    const victim = players[(n + 1) % players.length];
    return { event: gameLog.logEvents.killed(killer, victim, 'ak47', n % 3 === 0), kill: true };
  };
}

function hostileLine(gameLog) {
  return (n) =>
    n % 2 === 0
      ? { event: '"x<3000000000><STEAM_0:0:4242><CT>" entered the game', kill: false }
      : {
          event: gameLog.logEvents.connected(
            { name: `Falso${n}`, uid: 100000 + n, id: 'STEAM_ID_PENDING', team: '' },
            '6.6.6.6:1',
          ),
          kill: false,
        };
}

// Sends `rate` lines per second in total, spread over the sources, for `seconds`, each line signed with its
// server's secret; returns what was sent, per source.
async function stream({ sockets, logPort, lines, secrets, rate, seconds, gameLog }) {
  const perTick = Math.max(1, Math.round((rate * TICK_MS) / 1000 / SOURCES));
  const started = Date.now();
  const sent = Array.from({ length: SOURCES }, () => 0);
  let kills = 0;
  let pending = 0;
  for (let tick = 0; Date.now() - started < seconds * 1000; tick += 1) {
    const at = new Date();
    sockets.forEach((socket, server) => {
      for (let i = 0; i < perTick; i += 1) {
        const line = lines[server](tick * perTick + i);
        pending += 1;
        socket.send(gameLog.logDatagram(line.event, at, secrets[server]), logPort, '127.0.0.1', () => (pending -= 1));
        sent[server] += 1;
        if (line.kill) kills += 1;
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

// Lines of these servers in the queue (applied or not), and kills counted on them.
async function countsOf(db, documentIds) {
  const list = documentIds.map((id) => `'${id}'`).join(', ');
  return {
    lines: await countRows(db, `SELECT COUNT(*) AS n FROM game_log_lines WHERE server_document_id IN (${list})`),
    kills: await countRows(
      db,
      `SELECT COALESCE(SUM(kills), 0) AS n FROM game_player_totals WHERE server_document_id IN (${list})`,
    ),
  };
}

// One run: `lines[i]` says what source i sends; only the normal sources' lines are waited for and counted.
async function measure({ db, sockets, logPort, secrets, servers, lines, normal, rate, seconds, gameLog }) {
  const normalIds = normal.map((index) => servers[index].documentId);
  const before = await countsOf(db, normalIds);
  const started = Date.now();
  const sent = await stream({ sockets, logPort, lines, secrets, rate, seconds, gameLog });
  const normalSent = normal.reduce((sum, index) => sum + sent.sent[index], 0);
  // Wait for the queue to hold every normal line (or to stop growing: then lines were lost).
  let stored = 0;
  let storedAt = Date.now();
  for (let still = 0; still < 40;) {
    const now = (await countsOf(db, normalIds)).lines - before.lines;
    if (now === stored) still += 1;
    else {
      still = 0;
      stored = now;
      storedAt = Date.now();
    }
    if (stored >= normalSent) break;
    await sleep(250);
  }
  while ((await countRows(db, 'SELECT COUNT(*) AS n FROM game_log_lines WHERE NOT applied')) > 0) await sleep(100);
  const appliedAt = Date.now();
  const after = await countsOf(db, normalIds);
  return {
    sources: normal.length,
    offered: { lines: normalSent, seconds: sent.seconds, perSecond: normalSent / sent.seconds },
    stored: { lines: stored, lost: normalSent - stored, perSecond: stored / ((storedAt - started) / 1000) },
    applied: {
      perSecond: stored / ((appliedAt - started) / 1000),
      killsCounted: after.kills - before.kills,
      killsSent: sent.kills,
    },
    hostileLines: SOURCES - normal.length > 0 ? sent.sent[HOSTILE] : 0,
  };
}

async function benchGameStats({ rate, seconds, only }) {
  const gameLog = require(path.join(APP_DIR, 'dist', 'simulator', 'game-log.js'));
  const { cms, db, sockets, logPort, secrets, close } = await bootLogStream({
    sources: SOURCES,
    rate,
    env: { GAME_LOG_REPORT_INTERVAL_MS: '5000' },
  });
  try {
    const demo = await (
      await fetch(`${cms.api}/auth/local`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: 'jugador', password: 'Jugador1234' }),
      })
    ).json();
    const bySeedOrder = (await (await fetch(`${cms.api}/servers?pagination[pageSize]=100`)).json()).data;
    const { COMMUNITY_SERVERS } = require(path.join(APP_DIR, 'dist', 'src', 'community', 'servers.js'));
    const servers = COMMUNITY_SERVERS.map((seeded) => bySeedOrder.find((server) => server.name === seeded.name));
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
      sockets[server].send(gameLog.logDatagram(event, new Date(), secrets[server]), logPort, '127.0.0.1');
    }
    while ((await countRows(db, 'SELECT COUNT(*) AS n FROM game_log_lines')) < arrivals.length) await sleep(100);

    const all = Array.from({ length: SOURCES }, (_, index) => index);
    const common = { db, sockets, logPort, secrets, servers, rate, seconds, gameLog };
    const result = { database: 'PostgreSQL', sources: SOURCES };
    if (only !== 'hostile') {
      Object.assign(
        result,
        await measure({ ...common, lines: players.map((list) => normalLine(gameLog, list)), normal: all }),
      );
    }
    if (only !== 'normal') {
      const normal = all.filter((index) => index !== HOSTILE);
      const lines = players.map((list, index) =>
        index === HOSTILE ? hostileLine(gameLog) : normalLine(gameLog, list),
      );
      result.hostile = await measure({ ...common, lines, normal });
      result.hostile.sessionsOfHostile = await countRows(
        db,
        `SELECT COUNT(*) AS n FROM game_log_sessions WHERE server_document_id = '${servers[HOSTILE].documentId}'`,
      );
      result.hostile.poisonQueued = await countRows(
        db,
        `SELECT COUNT(*) AS n FROM game_log_lines WHERE line LIKE '%3000000000%'`,
      );
    }

    result.reads = {
      [`GET /api/servers/:id/top-players`]: await latency(`${cms.api}/servers/${servers[1].documentId}/top-players`),
      [`GET /api/players/:steamId/stats`]: await latency(`${cms.api}/players/${demo.user.steamID}/stats`),
      [`GET /api/profiles/:documentId`]: await latency(`${cms.api}/profiles/${demo.user.documentId}`),
    };
    result.reports = cms
      .logs()
      .split('\n')
      .filter((line) => /\[game-(log|stats)\] \d/.test(line))
      .map((line) => line.replace(/^.*\] /, ''));
    return result;
  } finally {
    await close();
  }
}

function printRun(title, run) {
  const { offered, stored, applied } = run;
  console.log(title);
  console.log(
    `  offered ${offered.lines} lines in ${offered.seconds.toFixed(1)} s (${Math.round(offered.perSecond)} lines/s)`,
  );
  console.log(
    `  stored ${stored.lines} (lost ${stored.lost}): ${Math.round(stored.perSecond)} lines/s until the last was queued`,
  );
  console.log(
    `  applied to the statistics: ${Math.round(applied.perSecond)} lines/s; kills counted ${applied.killsCounted} of ${applied.killsSent}`,
  );
}

function printGameStats(result) {
  console.log('');
  if (result.offered) printRun(`Game-log ingestion, ${result.sources} sources at once (${result.database}):`, result);
  if (result.hostile) {
    const hostile = result.hostile;
    printRun(
      `Game-log ingestion, ${hostile.sources} normal sources while one sends ${hostile.hostileLines} poison lines and forged connects (${result.database}):`,
      hostile,
    );
    console.log(
      `  the hostile source: ${hostile.poisonQueued} poison lines queued, ${hostile.sessionsOfHostile} sessions left open`,
    );
  }
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
      rate: { type: 'string', default: '25000' },
      seconds: { type: 'string', default: '20' },
      only: { type: 'string', default: 'both' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!['both', 'normal', 'hostile'].includes(options.only)) throw new Error('--only: normal, hostile or both');
  ensureBuild({ admin: false });
  const result = await benchGameStats({
    rate: Number(options.rate),
    seconds: Number(options.seconds),
    only: options.only,
  });
  if (options.json) console.log(`BENCH_GAME_STATS ${JSON.stringify(result)}`);
  else printGameStats(result);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
