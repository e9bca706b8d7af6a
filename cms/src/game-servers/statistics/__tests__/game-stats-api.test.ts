import sharp from 'sharp';
import { logEvents, type LogPlayer } from '../../../../simulator/game-log';
import { COMMUNITY_SERVERS } from '../../../community/servers';
import { DEMO_USERS } from '../../../seed/demo-users';
import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import type { TestDatabase } from '../../../../test-utils/database';
import {
  arrival,
  communityServerSenders,
  steamPlayer,
  type CommunityServerSenders,
  seededCommunityServers,
} from '../../../../test-utils/game-log-sender';
import { apiClient, expectSpanishError } from '../../../../test-utils/http';
import { freeUdpRange } from '../../../../test-utils/ports';
import { waitFor } from '../../../../test-utils/wait-for';
import knexFactory from 'knex';
import { simulatedGame } from '../../../../simulator/simulated-game';
import { parseLogEvent } from '../../game-log/log-events';
import { applyLogEvent, newServerLogState, StatsBatch } from '../apply-log-events';
import { pruneOldSessions, saveStatsBatch, SESSIONS_KEPT_MS } from '../stats-store';

// Log lines in over real UDP from the servers' registered addresses, rankings, player stats and public
// profiles out through the HTTP API of a real CMS.

type Server = { documentId: string; name: string; port: number };

let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let db: TestDatabase;
let servers: Server[];
let senders: CommunityServerSenders;

const tincho = steamPlayer(1, 'Tincho', 1001, 'CT');
const rulo = steamPlayer(2, 'Rulo <"el" capo>', 1002, 'TERRORIST');
const pato = steamPlayer(3, 'Pato', 1003, 'TERRORIST');
const jugador = DEMO_USERS.find((user) => user.username === 'jugador')!;
const jugadorInGame: LogPlayer = { name: 'Jugador Común', uid: 9, id: jugador.steamID, team: 'CT' };

const sender = (index: number) => senders.of(index);

const top = (server: Server, query = '') => api.get(`/servers/${server.documentId}/top-players${query}`);

beforeAll(async () => {
  const basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  cms = await startCms({
    simulatorBasePort: basePort,
    env: {
      GAME_STATS_MIN_PLAYERS: '2',
      GAME_STATS_CACHE_MS: '0',
      AUTH_RATE_LIMIT_MAX: '1000',
      GAME_STATS_RANK_HISTORY_INTERVAL_MS: '2000',
    },
  });
  api = apiClient(cms.api);
  senders = communityServerSenders(cms, basePort);
  db = await cms.db();
  servers = await seededCommunityServers<Server>(api.get);
});

afterAll(() => senders?.close());
afterAll(() => cms?.stop());

const DAY_MS = 86_400_000;
// Today's Argentine day number (UTC-3).
const today = Math.floor((Date.now() - 3 * 3600 * 1000) / DAY_MS);

// An Argentine day number as the API writes it.
const date = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

// A player's row of one day, written as the consumer would have (and their all-time row, for the name), for what
// log lines cannot date: a finished day.
async function played(server: Server, steamId: string, day: number, figures: Record<string, number>) {
  const at = day * DAY_MS + 3 * 3600 * 1000 + 60_000;
  const columns = Object.keys(figures);
  await db.query(
    `INSERT INTO game_player_days (server_document_id, steam_id, day, name, first_seen_at, last_seen_at${columns.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2, $3, $4, $5, $5${columns.map((_, i) => `, $${i + 6}`).join('')})`,
    [server.documentId, steamId, day, `Jugador ${steamId.slice(-4)}`, at, ...Object.values(figures)],
  );
  await db.query(
    `INSERT INTO game_player_totals (server_document_id, steam_id, name, first_seen_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $4) ON CONFLICT DO NOTHING`,
    [server.documentId, steamId, `Jugador ${steamId.slice(-4)}`, at],
  );
}
async function weapon(server: Server, steamId: string, day: number, name: string, figures: Record<string, number>) {
  const columns = Object.keys(figures);
  await db.query(
    `INSERT INTO game_player_weapon_days (server_document_id, steam_id, day, weapon${columns.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2, $3, $4${columns.map((_, i) => `, $${i + 5}`).join('')})`,
    [server.documentId, steamId, day, name, ...Object.values(figures)],
  );
}

describe('GET /api/servers/:documentId/top-players', () => {
  it('answers an empty ranking, never updated, for a server that has sent nothing', async () => {
    const response = await top(servers[5]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [],
      meta: {
        server: { documentId: servers[5].documentId, name: servers[5].name },
        period: '30d',
        from: expect.any(String),
        updatedAt: null,
        rankedPlayers: 0,
        minPlayers: 2,
      },
    });
  });

  it('ranks the players of the kill lines a server sent, with the TOP 15 fields', async () => {
    const server = await sender(0);
    const before = Date.now();
    await server.send([
      'Started map "de_dust2" (CRC "-1159425449")',
      ...arrival(tincho),
      ...arrival(rulo),
      ...arrival(pato),
      logEvents.killed(tincho, rulo, 'ak47', true),
      logEvents.killed(tincho, pato, 'ak47'),
      logEvents.killed(tincho, rulo, 'deagle', true),
      logEvents.killed(rulo, tincho, 'glock18'),
      logEvents.killed(pato, rulo, 'usp'), // team kill
      logEvents.suicide(pato, 'world'),
      'World triggered "Round_End"',
      logEvents.weaponstats(tincho, 'ak47', {
        shots: 30,
        hits: 9,
        kills: 2,
        headshots: 1,
        teamKills: 0,
        damage: 412,
        deaths: 1,
      }),
    ]);
    const response = await waitFor(
      async () => {
        const answer = await top(servers[0]);
        return answer.body.data?.[0]?.shots === 30 ? answer : null;
      },
      { what: 'the ranking of server 0 to include the weaponstats' },
    );
    expect(response.body.data).toEqual([
      {
        rank: 1,
        previousRank: null,
        steamID: 'STEAM_0:1:1001',
        name: 'Tincho',
        kills: 3,
        deaths: 1,
        kd: 3,
        shots: 30,
        hits: 9,
        headshots: 1,
        hsPercentage: 33.3,
        score: 2,
        avatar: null,
        profileId: null,
      },
      {
        rank: 2,
        previousRank: null,
        steamID: 'STEAM_0:0:1002',
        name: 'Rulo <"el" capo>',
        kills: 1,
        deaths: 3,
        kd: 0.33,
        shots: 0,
        hits: 0,
        headshots: 0,
        hsPercentage: 0,
        score: -2,
        avatar: null,
        profileId: null,
      },
      {
        rank: 3,
        previousRank: null,
        steamID: 'STEAM_0:1:1003',
        name: 'Pato',
        kills: 0,
        deaths: 2,
        kd: 0,
        shots: 0,
        hits: 0,
        headshots: 0,
        hsPercentage: 0,
        score: -3,
        avatar: null,
        profileId: null,
      },
    ]);
    expect(Date.parse(response.body.meta.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(response.body.meta.rankedPlayers).toBe(3);
    // Another server's ranking is its own.
    expect((await top(servers[1])).body.data).toEqual([]);
  });

  it('answers the same figures for the monthly season and all time, each with its start', async () => {
    const thirty = (await top(servers[0])).body;
    const season = (await top(servers[0], '?period=season')).body;
    const all = (await top(servers[0], '?period=all')).body;
    expect(season.data).toEqual(thirty.data);
    expect(all.data).toEqual(thirty.data);
    expect(season.meta).toMatchObject({ period: 'season' });
    expect(all.meta).toMatchObject({ period: 'all', from: null });
    expect(Date.parse(season.meta.from)).toBeGreaterThanOrEqual(Date.parse(thirty.meta.from));
    // 30 Argentine days back, starting at midnight in Buenos Aires (03:00 UTC).
    expect(thirty.meta.from).toMatch(/T03:00:00\.000Z$/);
  });

  it('leaves days older than 30 out of the 30-day ranking and keeps them in all time', async () => {
    const day = Math.floor((Date.now() - 3 * 3600 * 1000) / 86400000) - 45;
    await db.query(
      `INSERT INTO game_player_days (server_document_id, steam_id, day, name, kills, deaths, headshots, shots, hits,
         damage, suicides, team_kills, rounds, play_seconds, first_seen_at, last_seen_at)
       VALUES ($1, 'STEAM_0:0:777', $2, 'Veterano', 500, 10, 0, 0, 0, 0, 0, 0, 0, 0, $3, $3)`,
      [servers[2].documentId, day, Date.now() - 45 * 86400000],
    );
    await db.query(
      `INSERT INTO game_player_totals (server_document_id, steam_id, name, kills, deaths, headshots, shots, hits,
         damage, suicides, team_kills, rounds, play_seconds, first_seen_at, last_seen_at)
       VALUES ($1, 'STEAM_0:0:777', 'Veterano', 500, 10, 0, 0, 0, 0, 0, 0, 0, 0, $2, $2)`,
      [servers[2].documentId, Date.now() - 45 * 86400000],
    );
    // Whoever else plays there (the seeded and simulated players), the veteran is only in the all-time ranking.
    const names = (rows: { steamID: string }[]) => rows.map((row) => row.steamID);
    expect(names((await top(servers[2])).body.data)).not.toContain('STEAM_0:0:777');
    expect((await top(servers[2], '?period=all')).body.data).toContainEqual(
      expect.objectContaining({ name: 'Veterano', kills: 500, steamID: 'STEAM_0:0:777' }),
    );
  });

  it("gives each row its place at the end of yesterday in the same period's ranking, null for one new today", async () => {
    const server = servers[10];
    await played(server, 'STEAM_0:1:8101', today - 1, { kills: 10 });
    await played(server, 'STEAM_0:1:8102', today - 1, { kills: 5 });
    await played(server, 'STEAM_0:1:8102', today, { kills: 20 });
    await played(server, 'STEAM_0:1:8103', today, { kills: 1 });
    const places = (rows: { steamID: string; rank: number; previousRank: number | null }[]) =>
      rows.map(({ steamID, rank, previousRank }) => [steamID, rank, previousRank]);
    expect(places((await top(server)).body.data)).toEqual([
      ['STEAM_0:1:8102', 1, 2],
      ['STEAM_0:1:8101', 2, 1],
      ['STEAM_0:1:8103', 3, null],
    ]);
  });

  it('answers 404 in Spanish for an unknown server and 400 for a bad period or parameter', async () => {
    expectSpanishError(await api.get('/servers/noexiste123/top-players'), 404, 'Servidor no encontrado.');
    expectSpanishError(await api.get('/servers/NO..EXISTE/top-players'), 404, 'Servidor no encontrado.');
    expectSpanishError(await top(servers[0], '?period=year'), 400, /El período tiene que ser 30d/);
    expectSpanishError(await top(servers[0], '?period[]=all'), 400, /El período/);
    expectSpanishError(await top(servers[0], '?limit=100'), 400, 'Parámetro de consulta no válido: limit.');
  });
});

describe('GET /api/servers/:documentId/weapons', () => {
  const weapons = (server: Server, query = '') => api.get(`/servers/${server.documentId}/weapons${query}`);
  const row = (weapon: string, figures: Record<string, number | null>) => ({
    weapon,
    kills: 0,
    headshots: 0,
    hsPercentage: 0,
    deaths: 0,
    shots: 0,
    hits: 0,
    accuracy: null,
    damage: 0,
    players: 0,
    ...figures,
  });

  it("answers each weapon's kills, headshots, deaths, shots, hits and accuracy from the server's kill and weaponstats lines", async () => {
    // What server 0 was sent above: Tincho's two AK-47 kills (one a headshot) and a Deagle headshot, with his AK-47's
    // 30 shots and 9 hits; Rulo's Glock kill; Pato's USP on a teammate (no kill; Rulo's death).
    const response = await weapons(servers[0]);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      row('ak47', {
        kills: 2,
        headshots: 1,
        hsPercentage: 50,
        deaths: 2,
        shots: 30,
        hits: 9,
        accuracy: 30,
        damage: 412,
        players: 1,
      }),
      row('deagle', { kills: 1, headshots: 1, hsPercentage: 100, deaths: 1, players: 1 }),
      row('glock18', { kills: 1, deaths: 1, players: 1 }),
      row('usp', { deaths: 1 }),
    ]);
    expect(response.body.meta).toEqual({
      server: { documentId: servers[0].documentId, name: servers[0].name },
      period: '30d',
      from: expect.stringMatching(/T03:00:00\.000Z$/),
      updatedAt: expect.any(String),
    });
    expect((await weapons(servers[0], '?period=all')).body.data).toEqual(response.body.data);
    expect((await weapons(servers[1])).body).toMatchObject({ data: [], meta: { updatedAt: null } });
  });

  it('refuses weaponstats that cannot be (more hits than shots, more head hits than hits) and counts a shotgun without accuracy', async () => {
    const server = await sender(1);
    const gaucho = steamPlayer(21, 'Gaucho', 2101, 'CT');
    const tally = (shots: number, hits: number, headshots = 0) => ({
      shots,
      hits,
      kills: 0,
      headshots,
      teamKills: 0,
      damage: 100,
      deaths: 0,
    });
    await server.send([
      ...arrival(gaucho),
      ...arrival(steamPlayer(22, 'Otro', 2102, 'TERRORIST')),
      logEvents.weaponstats(gaucho, 'ak47', tally(5, 6)),
      logEvents.weaponstats(gaucho, 'm4a1', tally(10, 4, 5)),
      logEvents.weaponstats(gaucho, 'xm1014', tally(4, 20)),
      logEvents.weaponstats(gaucho, 'famas', tally(10, 4, 2)),
    ]);
    const answer = await waitFor(
      async () => {
        const data = (await weapons(servers[1])).body.data as { weapon: string }[];
        return data.length === 2 ? data : null;
      },
      { what: "server 1's possible weaponstats" },
    );
    expect(answer).toEqual([
      row('famas', { shots: 10, hits: 4, accuracy: 40, damage: 100, players: 1 }),
      row('xm1014', { shots: 4, hits: 20, damage: 100, players: 1 }),
    ]);
  });

  it('answers 404 in Spanish for an unknown server and 400 for a bad period or parameter', async () => {
    expectSpanishError(await api.get('/servers/noexiste123/weapons'), 404, 'Servidor no encontrado.');
    expectSpanishError(await weapons(servers[0], '?period=year'), 400, /El período tiene que ser 30d/);
    expectSpanishError(await weapons(servers[0], '?weapon=ak47'), 400, 'Parámetro de consulta no válido: weapon.');
  });
});

describe('GET /api/servers/:documentId/maps', () => {
  it("answers each map's rounds, each team's wins, time, players and kills, and a player's figures on each", async () => {
    const server = await sender(6);
    const ct = steamPlayer(31, 'Mapero', 3101, 'CT');
    const t = steamPlayer(32, 'Rival', 3102, 'TERRORIST');
    await server.send([
      logEvents.mapStarted('de_inferno', 1),
      ...arrival(ct),
      ...arrival(t),
      logEvents.teamWin('CT', 1, 0),
      logEvents.roundEnd(),
      logEvents.killed(ct, t, 'm4a1'),
      'Team "TERRORIST" triggered "Target_Bombed" (CT "1") (T "1")',
      logEvents.roundEnd(),
      // A name that is a path is no map: what is played on it counts on none.
      'Started map "../../cstrike/server.cfg" (CRC "1")',
      logEvents.killed(t, ct, 'ak47'),
      logEvents.roundEnd(),
      logEvents.mapStarted('DE_Nuke', 2),
      logEvents.teamWin('CT', 1, 0),
      logEvents.roundEnd(),
    ]);
    const maps = await waitFor(
      async () => {
        const answer = await api.get(`/servers/${servers[6].documentId}/maps`);
        return answer.body.data?.length === 2 && answer.body.data.some((row: { map: string }) => row.map === 'de_nuke')
          ? answer
          : null;
      },
      { what: "server 6's maps" },
    );
    const byName = (rows: { map: string }[]) => [...rows].sort((a, b) => a.map.localeCompare(b.map));
    expect(byName(maps.body.data)).toEqual([
      { map: 'de_inferno', playTimeSeconds: expect.any(Number), rounds: 2, ctWins: 1, tWins: 1, players: 2, kills: 1 },
      { map: 'de_nuke', playTimeSeconds: expect.any(Number), rounds: 1, ctWins: 1, tWins: 0, players: 2, kills: 0 },
    ]);
    expect(maps.body.meta).toMatchObject({ period: '30d', updatedAt: expect.any(String) });

    const { maps: played } = (await api.get('/players/STEAM_0:1:3101/stats')).body.data;
    expect(byName(played)).toEqual([
      {
        map: 'de_inferno',
        kills: 1,
        deaths: 0,
        kd: 1,
        rounds: 2,
        roundsWon: 1,
        winPercentage: 50,
        playTimeSeconds: expect.any(Number),
      },
      {
        map: 'de_nuke',
        kills: 0,
        deaths: 0,
        kd: 0,
        rounds: 1,
        roundsWon: 1,
        winPercentage: 100,
        playTimeSeconds: expect.any(Number),
      },
    ]);
  });

  it('answers 404 in Spanish for an unknown server and 400 for a bad period or parameter', async () => {
    expectSpanishError(await api.get('/servers/noexiste123/maps'), 404, 'Servidor no encontrado.');
    expectSpanishError(await api.get(`/servers/${servers[6].documentId}/maps?period=hoy`), 400, /El período/);
    expectSpanishError(
      await api.get(`/servers/${servers[6].documentId}/maps?map=de_dust2`),
      400,
      'Parámetro de consulta no válido: map.',
    );
  });
});

describe('GET /api/servers/:documentId/awards', () => {
  const A = 'STEAM_0:0:7101';
  const B = 'STEAM_0:1:7102';
  const C = 'STEAM_0:1:7103';

  it("names each finished day's winners by the rules, ties to the lower Steam ID, and lists a player's awards", async () => {
    const server = servers[7];
    const yesterday = today - 1;
    await played(server, A, yesterday, { kills: 10, headshots: 3, play_seconds: 4000 });
    await played(server, B, yesterday, { kills: 10, headshots: 5, play_seconds: 3000, bombs_planted: 2 });
    await weapon(server, A, yesterday, 'ak47', { shots: 150, hits: 60 });
    await weapon(server, A, yesterday, 'awp', { kills: 4 });
    await weapon(server, B, yesterday, 'knife', { kills: 1, shots: 90, hits: 80 });
    await weapon(server, C, yesterday, 'xm1014', { shots: 200, hits: 900 });
    // Today is not over: no awards yet. Twenty days ago is past the server's two weeks, within the player's 30 days.
    await played(server, C, today, { kills: 99 });
    await played(server, C, today - 20, { kills: 5 });

    const response = await api.get(`/servers/${server.documentId}/awards`);
    expect(response.status).toBe(200);
    const winner = (steamId: string) => ({ steamID: steamId, name: `Jugador ${steamId.slice(-4)}`, profileId: null });
    expect(response.body.data).toEqual([
      {
        day: date(yesterday),
        awards: [
          { award: 'kills', title: 'Más kills', value: 10, unit: 'kills', player: winner(A) },
          { award: 'headshots', title: 'Rey del headshot', value: 5, unit: 'headshots', player: winner(B) },
          { award: 'accuracy', title: 'Mejor puntería', value: 40, unit: '% de precisión', player: winner(A) },
          { award: 'awp', title: 'Francotirador', value: 4, unit: 'kills con AWP', player: winner(A) },
          { award: 'knife', title: 'Cuchillero', value: 1, unit: 'kill con cuchillo', player: winner(B) },
          { award: 'bombs', title: 'Demoledor', value: 2, unit: 'bombas plantadas', player: winner(B) },
          { award: 'play-time', title: 'Incansable', value: 67, unit: 'minutos jugados', player: winner(A) },
        ],
      },
    ]);
    expect(response.body.meta.rules.map((rule: { award: string }) => rule.award)).toEqual([
      'kills',
      'headshots',
      'accuracy',
      'awp',
      'knife',
      'bombs',
      'play-time',
    ]);
    expect(response.body.meta.rules[2].rule).toMatch(/al menos 100 disparos/);

    const { awards } = (await api.get(`/players/${C}/stats`)).body.data;
    expect(awards).toEqual([
      {
        award: 'kills',
        title: 'Más kills',
        day: date(today - 20),
        server: { documentId: server.documentId, name: server.name },
        value: 5,
        unit: 'kills',
      },
    ]);
  });

  it('answers no days for a server without games, 404 for an unknown one and 400 for any parameter', async () => {
    expect((await api.get(`/servers/${servers[8].documentId}/awards`)).body.data).toEqual([]);
    expectSpanishError(await api.get('/servers/noexiste123/awards'), 404, 'Servidor no encontrado.');
    expectSpanishError(
      await api.get(`/servers/${servers[7].documentId}/awards?day=2026-12-01`),
      400,
      'Parámetro de consulta no válido: day.',
    );
  });
});

describe('GET /api/players/:steamId/stats', () => {
  it("answers a player's stats per server and their totals, leading zeros of the number included", async () => {
    const other = await sender(3);
    await other.send([
      ...arrival({ ...tincho, uid: 40 }),
      ...arrival({ ...pato, uid: 41 }),
      logEvents.killed({ ...tincho, uid: 40 }, { ...pato, uid: 41 }, 'awp'),
    ]);
    const response = await waitFor(
      async () => {
        const answer = await api.get('/players/STEAM_0:1:0001001/stats');
        return answer.body.data?.servers?.length === 2 ? answer : null;
      },
      { what: "Tincho's stats on two servers" },
    );
    const { data, meta } = response.body;
    expect(meta).toEqual({ period: 'all', from: null });
    expect(data.steamID).toBe('STEAM_0:1:1001');
    expect(data.servers.map((row: { server: Server }) => row.server.documentId).sort()).toEqual(
      [servers[0].documentId, servers[3].documentId].sort(),
    );
    const dust2 = data.servers.find((row: { server: Server }) => row.server.documentId === servers[0].documentId);
    expect(dust2).toEqual({
      server: { documentId: servers[0].documentId, name: servers[0].name },
      name: 'Tincho',
      rank: 1,
      level: 1,
      kills: 3,
      deaths: 1,
      kd: 3,
      headshots: 1,
      hsPercentage: 33.3,
      shots: 30,
      hits: 9,
      damage: 412,
      suicides: 0,
      teamKills: 0,
      rounds: 1,
      playTimeSeconds: expect.any(Number),
      bombsPlanted: 0,
      bombsDefused: 0,
      hostagesRescued: 0,
      hostagesKilled: 0,
      vipsAssassinated: 0,
      score: 2,
      firstSeen: expect.any(String),
      lastSeen: expect.any(String),
    });
    expect(data.totals).toMatchObject({ kills: 4, deaths: 1, kd: 4, shots: 30, score: 3 });
    // Time played per day over the last 30 days, today last.
    expect(data.activity).toHaveLength(30);
    expect(data.activity[29]).toEqual({
      day: new Date(today * DAY_MS).toISOString().slice(0, 10),
      playTimeSeconds: expect.any(Number),
    });
    // Per weapon on both servers together, most kills first: the first is the favourite.
    expect(data.weapons).toEqual([
      {
        weapon: 'ak47',
        kills: 2,
        headshots: 1,
        hsPercentage: 50,
        deaths: 0,
        shots: 30,
        hits: 9,
        accuracy: 30,
        damage: 412,
      },
      {
        weapon: 'awp',
        kills: 1,
        headshots: 0,
        hsPercentage: 0,
        deaths: 0,
        shots: 0,
        hits: 0,
        accuracy: null,
        damage: 0,
      },
      {
        weapon: 'deagle',
        kills: 1,
        headshots: 1,
        hsPercentage: 100,
        deaths: 0,
        shots: 0,
        hits: 0,
        accuracy: null,
        damage: 0,
      },
      {
        weapon: 'glock18',
        kills: 0,
        headshots: 0,
        hsPercentage: 0,
        deaths: 1,
        shots: 0,
        hits: 0,
        accuracy: null,
        damage: 0,
      },
    ]);
    expect(data.presence).toMatchObject({ state: 'playing', server: expect.any(Object), since: expect.any(String) });
  });

  it('answers no servers for a valid Steam ID without data, and 400 in Spanish for anything else', async () => {
    const empty = await api.get('/players/STEAM_0:0:424242/stats');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      steamID: 'STEAM_0:0:424242',
      name: null,
      servers: [],
      totals: { kills: 0, deaths: 0, kd: 0 },
      weapons: [],
      maps: [],
      awards: [],
      presence: { state: 'offline', server: null, since: null, lastSeen: null },
    });
    for (const bad of [
      'STEAM_0:2:1',
      'STEAM_0:1:',
      'steam_0:1:5',
      '76561198000000000',
      'STEAM_0:1:99999999999',
      'BOT',
    ]) {
      expectSpanishError(await api.get(`/players/${encodeURIComponent(bad)}/stats`), 400, /formato STEAM_X:Y:Z/);
    }
  });
});

describe('rank history', () => {
  it("draws a player's all-time place on a server at the end of each finished day of the last 30, and today's so far", async () => {
    const server = servers[11];
    const A = 'STEAM_0:1:8201';
    const B = 'STEAM_0:1:8202';
    // In one transaction, so the job (every 2 s here) takes the days with all their rows.
    await db.query('BEGIN');
    await played(server, A, today - 20, { kills: 1 });
    await played(server, A, today - 3, { kills: 4 });
    await played(server, B, today - 3, { kills: 10 });
    await played(server, A, today - 2, { kills: 10 });
    await played(server, B, today, { kills: 20 });
    // The all-time totals the consumer keeps beside the days (today's place is read from them).
    await db.query(
      `UPDATE game_player_totals t SET kills = s.kills
         FROM (SELECT steam_id, SUM(kills) AS kills FROM game_player_days WHERE server_document_id = $1 GROUP BY 1) s
        WHERE t.server_document_id = $1 AND t.steam_id = s.steam_id`,
      [server.documentId],
    );
    // A day older than 30 left from before: dropped by the job.
    await db.query('INSERT INTO game_rank_history_days (server_document_id, day, ranked_players) VALUES ($1, $2, 1)', [
      server.documentId,
      today - 31,
    ]);
    await db.query(
      'INSERT INTO game_player_rank_days (steam_id, server_document_id, day, rank) VALUES ($1, $2, $3, 1)',
      [A, server.documentId, today - 31],
    );
    await db.query('COMMIT');
    const historyOf = async (steamId: string) => {
      const { rankHistory } = (await api.get(`/players/${steamId}/stats`)).body.data as {
        rankHistory: { server: { documentId: string }; days: { day: string; rank: number; rankedPlayers: number }[] }[];
      };
      return rankHistory.find((entry) => entry.server.documentId === server.documentId)?.days ?? [];
    };
    const days = await waitFor(
      async () => {
        const found = await historyOf(A);
        return found.length === 21 ? found : null;
      },
      { what: "the rank history job to take the server's finished days" },
    );
    // From the server's first day in the window (the day older than 30 went): alone, first.
    expect(days.slice(0, 17)).toEqual(
      Array.from({ length: 17 }, (_, index) => ({ day: date(today - 20 + index), rank: 1, rankedPlayers: 1 })),
    );
    expect(days.slice(17)).toEqual([
      { day: date(today - 3), rank: 2, rankedPlayers: 2 },
      { day: date(today - 2), rank: 1, rankedPlayers: 2 },
      { day: date(today - 1), rank: 1, rankedPlayers: 2 },
      { day: date(today), rank: 2, rankedPlayers: 2 },
    ]);
    expect(await historyOf(B)).toEqual([
      { day: date(today - 3), rank: 1, rankedPlayers: 2 },
      { day: date(today - 2), rank: 2, rankedPlayers: 2 },
      { day: date(today - 1), rank: 2, rankedPlayers: 2 },
      { day: date(today), rank: 1, rankedPlayers: 2 },
    ]);
    const [{ n }] = await db.query<{ n: string }>(
      'SELECT COUNT(*) AS n FROM game_player_rank_days WHERE server_document_id = $1 AND day < $2',
      [server.documentId, today - 30],
    );
    expect(Number(n)).toBe(0);
  });
});

describe('GET /api/profiles/:profileId', () => {
  const ALLOWED_KEYS = [
    'avatar',
    'bio',
    'discordName',
    'documentId',
    'id',
    'memberSince',
    'namesUsed',
    'nickname',
    'presence',
    'stats',
    'steamID',
    'steamIdVerified',
    'userType',
    'username',
  ];

  it("shows a site user's public face, their stats and where they play now, and nothing private", async () => {
    const session = await api.login('jugador', jugador.password);
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c98b2b' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'yo.jpg');
    form.append('ref', 'plugin::users-permissions.user');
    form.append('refId', String(session.user.id));
    form.append('field', 'profilePicture');
    expect((await api.post('/upload', { token: session.jwt, form })).status).toBe(201);

    const server = await sender(4);
    await server.send([...arrival(jugadorInGame), ...arrival({ ...rulo, uid: 10 })]);
    await server.send(logEvents.killed(jugadorInGame, { ...rulo, uid: 10 }, 'm4a1'));
    // Later in the game they take another name, and one that tries markup (drawn as text by the site).
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.send(logEvents.changedName(jugadorInGame, '<b>Jugador</b> 🇦🇷'));

    const response = await waitFor(
      async () => {
        const answer = await api.get(`/profiles/${session.user.documentId}`);
        return answer.body.data?.stats?.totals?.kills === 1 ? answer : null;
      },
      { what: "jugador's kill to reach the profile" },
    );
    const profile = response.body.data;
    expect(Object.keys(profile).sort()).toEqual(ALLOWED_KEYS);
    expect(profile).toMatchObject({
      id: session.user.id,
      documentId: session.user.documentId,
      username: 'jugador',
      nickname: jugador.nickname,
      userType: 'regular',
      bio: jugador.bio,
      steamID: jugador.steamID,
      steamIdVerified: true,
      presence: { state: 'playing', server: { documentId: servers[4].documentId, name: servers[4].name } },
    });
    expect(Date.parse(profile.memberSince)).toBeLessThanOrEqual(Date.now());
    // The names its Steam ID played under, the latest first: names only.
    await waitFor(
      async () => (await api.get(`/profiles/${session.user.documentId}`)).body.data.namesUsed.length === 2,
      { what: 'the new name to reach the profile' },
    );
    const { namesUsed } = (await api.get(`/profiles/${session.user.documentId}`)).body.data;
    expect(namesUsed.map((used: { name: string }) => used.name)).toEqual(['<b>Jugador</b> 🇦🇷', 'Jugador Común']);
    expect(Object.keys(namesUsed[0]).sort()).toEqual(['lastSeenAt', 'name']);
    expect(Object.keys(profile.avatar).sort()).toEqual(['alternativeText', 'formats', 'height', 'url', 'width']);
    expect(profile.avatar.formats.thumbnail).toEqual({
      url: expect.stringMatching(/^\/uploads\//),
      width: 156,
      height: 156,
    });
    expect(profile.stats.servers).toMatchObject([{ server: { documentId: servers[4].documentId }, kills: 1 }]);
    expect(profile.stats.weapons).toContainEqual(expect.objectContaining({ weapon: 'm4a1', kills: 1, headshots: 0 }));
    // Ranked today on the server: the rank history's point for today so far.
    expect(profile.stats.rankHistory).toMatchObject([
      { server: { documentId: servers[4].documentId, name: servers[4].name } },
    ]);
    expect(profile.stats.rankHistory[0].days.at(-1)).toEqual({
      day: date(today),
      rank: expect.any(Number),
      rankedPlayers: expect.any(Number),
    });
    expect(JSON.stringify(response.body)).not.toMatch(
      /@cs16\.com\.ar|"email"|"password"|"provider"|"resetPasswordToken"|"confirmationToken"|"confirmed"|"blocked"|"role"/,
    );

    // The TOP 15 shows the site user's picture and links the profile, under the latest name.
    const ranking = (await top(servers[4])).body.data;
    expect(ranking[0]).toMatchObject({
      name: '<b>Jugador</b> 🇦🇷',
      profileId: session.user.documentId,
      avatar: profile.avatar.formats.thumbnail.url,
    });

    await server.send(logEvents.disconnected(jugadorInGame));
    const offline = await waitFor(
      async () => {
        const answer = await api.get(`/profiles/${session.user.documentId}`);
        return answer.body.data.presence.state === 'offline' ? answer.body.data.presence : null;
      },
      { what: 'jugador to be offline after disconnecting' },
    );
    expect(offline).toEqual({ state: 'offline', server: null, since: null, lastSeen: expect.any(String) });
  });

  it('shows a user without a Steam ID with no stats and no presence', async () => {
    const admin = await api.login('admin', 'Admin1234');
    await db.query('UPDATE up_users SET steam_id = NULL WHERE id = $1', [admin.user.id]);
    const response = await api.get(`/profiles/${admin.user.documentId}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      username: 'admin',
      steamID: null,
      steamIdVerified: false,
      namesUsed: [],
      stats: null,
      presence: null,
      avatar: null,
    });
  });

  // Issue 23: /profiles/1, /2, /3… listed every account's username (a sign-in identifier) and role.
  it('answers 404 "Jugador no encontrado." for numeric, unknown, blocked or malformed ids', async () => {
    const jugadorSession = await api.login('jugador', jugador.password);
    const premium = await api.login('premium', 'Premium1234');
    const { count } = (await db.query<{ count: unknown }>('SELECT COUNT(*) AS count FROM up_users'))[0];
    const numeric = Array.from({ length: Number(count) + 2 }, (_, i) => String(i));
    expect(numeric).toContain(String(jugadorSession.user.id));
    for (const id of numeric) expectSpanishError(await api.get(`/profiles/${id}`), 404, 'Jugador no encontrado.');
    await db.query('UPDATE up_users SET blocked = $1 WHERE id = $2', [true, premium.user.id]);
    for (const id of [
      premium.user.documentId,
      'abc',
      'x'.repeat(24),
      '-1',
      '1e3',
      'A'.repeat(24),
      `${premium.user.documentId}.json`,
    ]) {
      expectSpanishError(await api.get(`/profiles/${encodeURIComponent(id)}`), 404, 'Jugador no encontrado.');
    }
    expectSpanishError(await api.get(`/profiles/${jugadorSession.user.documentId}?period=forever`), 400, /El período/);
  });
});

describe('GET /api/players/:steamId/signature.svg and signature.png', () => {
  const signature = (steamId: string, format: 'svg' | 'png', query = '') =>
    fetch(`${cms.api}/players/${encodeURIComponent(steamId)}/signature.${format}${query}`);

  it("draws a player's name, place, kills, K/D and headshots from the public stats, dark or light, the name as text", async () => {
    const dark = await signature(rulo.id, 'svg');
    expect(dark.status).toBe(200);
    expect(dark.headers.get('content-type')).toBe('image/svg+xml');
    expect(dark.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const svg = await dark.text();
    expect(svg).toContain('>Rulo &lt;&quot;el&quot; capo&gt;</text>');
    expect(svg).not.toContain('<"el"');
    expect(svg).toMatch(/>Puesto \d+ de \d+ en [^<]+<\/text>/);
    expect(svg).toMatch(/>[\d.]+ kills · K\/D \d+,\d{2} · \d+,\d % HS<\/text>/);
    expect(svg).toContain('fill="#12141a"');
    expect(svg).not.toContain(rulo.id);
    const light = await (await signature(rulo.id, 'svg', '?theme=light')).text();
    expect(light).toContain('fill="#f7f7f9"');

    const png = await signature(rulo.id, 'png', '?theme=light');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 468,
      height: 100,
    });
    const etag = png.headers.get('etag')!;
    expect((await fetch(png.url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers 404 for a Steam ID without games and 400 in Spanish for a bad Steam ID, theme or parameter', async () => {
    const none = await signature('STEAM_0:0:424242', 'png');
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe('Jugador no encontrado.');
    const refusal = async (response: Response) => [
      response.status,
      ((await response.json()) as { error: { message: string } }).error.message,
    ];
    expect(await refusal(await signature('BOT', 'svg'))).toEqual([400, expect.stringMatching(/formato STEAM_X:Y:Z/)]);
    expect(await refusal(await signature(rulo.id, 'svg', '?theme=blue'))).toEqual([
      400,
      'El tema tiene que ser dark (oscuro) o light (claro).',
    ]);
    expect(await refusal(await signature(rulo.id, 'png', '?size=9999'))).toEqual([
      400,
      'Parámetro de consulta no válido: size.',
    ]);
  });
});

describe('a simulated day of play', () => {
  it("gives a server its weapon table, its map table and the day's awards, through the statistics' own store", async () => {
    // Last in this file: the simulator's regulars (the demo players among them) play it, and the tests above count
    // their own games. Yesterday, 00:05 to 23:55 in Argentina, on the simulator's Dust2 server (bomb rounds, weaponstats, map changes),
    // each line read by the log parser and applied as the consumer does, saved in batches by the store.
    const server = servers[9];
    const yesterday = today - 1;
    const start = yesterday * DAY_MS + 3 * 3600 * 1000 + 5 * 60_000;
    const knex = knexFactory({
      client: 'pg',
      connection: cms.clusterEnv.DATABASE_URL,
      searchPath: [cms.clusterEnv.DATABASE_SCHEMA],
      pool: { min: 1, max: 1 },
    });
    try {
      const state = newServerLogState(server.documentId);
      let batch = new StatsBatch();
      const rules = { minPlayers: 2, sessionGapMs: 10 * 60_000 };
      const game = simulatedGame(
        0,
        (line, at) => {
          const event = parseLogEvent(line);
          if (event) applyLogEvent(state, event, at, rules, batch);
        },
        start,
      );
      for (let minute = 0; minute < 23 * 60 + 50; minute += 1) {
        game.minute();
        if (minute % 60 === 59) {
          await saveStatsBatch(knex, batch);
          batch = new StatsBatch();
        }
      }
      await saveStatsBatch(knex, batch);
      // Visits older than 90 days go with the hourly pruning; the day's stay.
      const kept = Number((await knex('game_player_sessions').count({ n: '*' }))[0]?.n);
      await knex('game_player_sessions').insert({
        server_document_id: server.documentId,
        steam_id: 'STEAM_0:1:9999',
        name: 'Viejo',
        started_at: Date.now() - 100 * DAY_MS,
        ended_at: Date.now() - 100 * DAY_MS + 60_000,
        kills: 1,
      });
      expect(await pruneOldSessions(knex, Date.now() - SESSIONS_KEPT_MS)).toBe(1);
      expect(Number((await knex('game_player_sessions').count({ n: '*' }))[0]?.n)).toBe(kept);
      expect(kept).toBeGreaterThan(10);
    } finally {
      await knex.destroy();
    }

    const weapons = (await api.get(`/servers/${server.documentId}/weapons`)).body.data as {
      shots: number;
      hits: number;
    }[];
    expect(weapons.length).toBeGreaterThan(5);
    for (const weapon of weapons) expect(weapon.shots).toBeGreaterThanOrEqual(weapon.hits);
    const maps = (await api.get(`/servers/${server.documentId}/maps`)).body.data as {
      rounds: number;
      playTimeSeconds: number;
    }[];
    expect(maps.length).toBeGreaterThan(0);
    expect(maps.reduce((sum, map) => sum + map.playTimeSeconds, 0)).toBeGreaterThan(20 * 3600);
    expect(maps.reduce((sum, map) => sum + map.rounds, 0)).toBeGreaterThan(100);

    const [day] = (await api.get(`/servers/${server.documentId}/awards`)).body.data as {
      day: string;
      awards: { award: string }[];
    }[];
    expect(day?.day).toBe(new Date(yesterday * DAY_MS).toISOString().slice(0, 10));
    expect(day?.awards.map((award) => award.award)).toEqual(
      expect.arrayContaining(['kills', 'headshots', 'accuracy', 'bombs', 'play-time']),
    );
    // The day's best killer's visits, each with its kills (a visit still open at the day's end is not listed yet).
    const best = day?.awards.find((award) => award.award === 'kills') as unknown as { player: { steamID: string } };
    const { sessions } = (await api.get(`/players/${best.player.steamID}/stats`)).body.data as {
      sessions: { server: { documentId: string }; from: string; to: string; kills: number }[];
    };
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) {
      expect(Date.parse(session.to) - Date.parse(session.from)).toBeGreaterThanOrEqual(60_000);
    }
    expect(sessions.some((session) => session.server.documentId === server.documentId && session.kills > 0)).toBe(true);
  });
});
