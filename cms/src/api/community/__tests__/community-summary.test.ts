import { COMMUNITY_SERVERS } from '../../../community/servers';
import { startSimulator, type Simulator } from '../../../../simulator/simulator';
import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import type { TestDatabase } from '../../../../test-utils/database';
import { apiClient } from '../../../../test-utils/http';
import { freeUdpRange } from '../../../../test-utils/ports';
import { waitFor } from '../../../../test-utils/wait-for';

// GET /api/community/summary against a polling CMS and the A2S simulator over real UDP: every figure is
// what the server list says at the same poll, and the number of accounts is the accounts table's.

type Player = { name: string; score: number; time: number };
type Server = {
  documentId: string;
  name: string;
  gameMode: string;
  ipAddress: string;
  port: number;
  online: boolean;
  statusCheckedAt: string;
  current_data: { players: { online: number; max: number; list: Player[] }; map: string } | null;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the API
type Summary = Record<string, any>;

let simulator: Simulator;
let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let db: TestDatabase;

const latest = (servers: Server[]) =>
  servers.reduce((max, server) => (server.statusCheckedAt > max ? server.statusCheckedAt : max), '');

// The summary and the list of one and the same poll (a poll may land between two requests).
async function summaryWithList(): Promise<{ summary: Summary; servers: Server[] }> {
  return waitFor(
    async () => {
      const before = (await api.get('/community/summary')).body.data as Summary;
      const servers = (await api.get('/servers?populate=*')).body.data as Server[];
      const after = (await api.get('/community/summary')).body.data as Summary;
      const samePoll = before.statusCheckedAt === after.statusCheckedAt && after.statusCheckedAt === latest(servers);
      return samePoll && JSON.stringify(before) === JSON.stringify(after) ? { summary: after, servers } : null;
    },
    { what: 'a summary and a server list of the same poll' },
  );
}

beforeAll(async () => {
  simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
  cms = await startCms({
    simulatorBasePort: simulator.basePort,
    env: { POLL_INTERVAL_MS: '1500', POLL_TIMEOUT_MS: '400', GAME_STATS_CACHE_MS: '0' },
  });
  api = apiClient(cms.api);
  db = await cms.db();
  await waitFor(async () => (await api.get('/community/summary')).body.data.servers.online === 21, {
    what: 'the first poll',
    timeoutMs: 90_000,
  });
});

afterAll(() => cms?.stop());
afterAll(() => simulator?.close());

describe('GET /api/community/summary', () => {
  it('says what the server list says at the same poll', async () => {
    const { summary, servers } = await summaryWithList();
    const online = servers.filter((server) => server.online && server.current_data);
    const playersOnline = online.reduce((sum, server) => sum + server.current_data!.players.online, 0);
    expect(summary.servers).toEqual({ online: online.length, total: 26 });
    expect(summary.playersOnline).toBe(playersOnline);
    expect(playersOnline).toBeGreaterThan(20);

    const byPlayers = [...online].sort(
      (a, b) => b.current_data!.players.online - a.current_data!.players.online || a.name.localeCompare(b.name, 'es'),
    );
    expect(summary.featuredServers).toEqual(
      byPlayers.slice(0, 4).map((server) => ({
        documentId: server.documentId,
        name: server.name,
        gameMode: server.gameMode,
        map: server.current_data!.map,
        players: server.current_data!.players.online,
        maxPlayers: server.current_data!.players.max,
        address: `${server.ipAddress}:${server.port}`,
      })),
    );

    const connected = online.flatMap((server) =>
      server.current_data!.players.list.map((player) => ({ ...player, server })),
    );
    const longest = connected.map((player) => player.time).sort((a, b) => b - a);
    expect(summary.mostActive.basis).toBe('connected-time');
    expect(summary.mostActive.players).toHaveLength(20);
    expect(summary.mostActive.players.map((player: { seconds: number }) => player.seconds)).toEqual(
      longest.slice(0, 20),
    );
    for (const player of summary.mostActive.players) {
      const entry = connected.find(
        (candidate) => candidate.name === player.name && candidate.server.documentId === player.server.documentId,
      );
      expect(entry).toMatchObject({ time: player.seconds, server: { name: player.server.name } });
    }
    expect(summary.mostActive.others).toBe(playersOnline - 20);
  });

  it('counts every account', async () => {
    const [{ count }] = await db.query<{ count: number | string }>('SELECT COUNT(*) AS count FROM up_users');
    expect((await api.get('/community/summary')).body.data.registeredUsers).toBe(Number(count));
  });

  it('counts each player the servers have seen once, whatever the servers, and says since when', async () => {
    const firstSeen = Date.parse('2026-11-02T12:00:00.000Z');
    const rows = [
      ['srv-a', 'STEAM_0:1:4801'],
      ['srv-b', 'STEAM_0:1:4801'], // the same player on another server
      ['srv-a', 'STEAM_0:0:4802'],
      ['srv-b', 'STEAM_1:0:4801'], // a non-Steam client's id: a player of its own
    ];
    for (const [index, [server, steamId]] of rows.entries()) {
      await db.query(
        `INSERT INTO game_player_totals (server_document_id, steam_id, name, first_seen_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $4)`,
        [server, steamId, `Jugador ${index}`, firstSeen + index * 60_000],
      );
    }
    const [{ count, since }] = await db.query<{ count: string; since: string }>(
      'SELECT COUNT(DISTINCT steam_id) AS count, MIN(first_seen_at) AS since FROM game_player_totals',
    );
    expect(Number(count)).toBeGreaterThanOrEqual(3);
    const expected = { count: Number(count), since: new Date(Number(since)).toISOString() };
    // The answer is kept a moment (PUBLIC_CACHE_MS): rows written straight to the table show after it.
    const summary = await waitFor(
      async () => {
        const data = (await api.get('/community/summary')).body.data as Summary;
        return JSON.stringify(data.playersSeen) === JSON.stringify(expected) ? data : null;
      },
      { what: 'the players written to game_player_totals in the summary' },
    );
    expect(summary.playersSeen).toEqual(expected);
    // The accounts are counted apart: every account of the site, whether its player was ever seen or not.
    const [{ accounts }] = await db.query<{ accounts: string }>('SELECT COUNT(*) AS accounts FROM up_users');
    expect(summary.registeredUsers).toBe(Number(accounts));
  });

  it('lists only who is on when fewer than 20 players are connected', async () => {
    const kept = COMMUNITY_SERVERS.findIndex((server) => !server.simulatedDown && server.maxPlayers <= 16);
    const silenced = simulator.servers.filter((server, index) => index !== kept && server.isAnswering);
    for (const server of silenced) server.setAnswering(false);
    try {
      const { summary, servers } = await waitFor(
        async () => {
          const pair = await summaryWithList();
          return pair.summary.servers.online === 1 ? pair : null;
        },
        { what: 'a poll with one server answering' },
      );
      const [only] = servers.filter((server) => server.online);
      const list = only.current_data!.players.list;
      expect(list.length).toBeLessThan(20);
      expect(summary.mostActive.players.map((player: { name: string }) => player.name).sort()).toEqual(
        list.map((player) => player.name).sort(),
      );
      expect(summary.mostActive.others).toBe(only.current_data!.players.online - list.length);
      expect(summary.featuredServers.map((server: Server) => server.documentId)).toEqual([only.documentId]);
    } finally {
      for (const server of silenced) server.setAnswering(true);
    }
  });

  it('is a small public read the CMS answers from its cache', async () => {
    const response = await api.get('/community/summary');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(8 * 1024);
    const etag = response.headers.get('etag')!;
    // As a browser revalidates (Node's fetch otherwise says `Cache-Control: no-cache`: Koa answers that whole).
    const revalidated = await api.get('/community/summary', {
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    // 304 unless a poll landed in between and the figures changed.
    expect([200, 304]).toContain(revalidated.status);
    if (revalidated.status === 200) expect(revalidated.headers.get('etag')).not.toBe(etag);
  });
});
