import dgram from 'node:dgram';
import { COMMUNITY_SERVERS } from '../../../community/servers';
import { encodeInfo, encodePlayers, parseRequest } from '../../../../simulator/a2s-protocol';
import { HISTORY_RETENTION_MS, SAMPLES_TABLE } from '../history';
import { REPLY_BEHAVIOURS, type ReplyBehaviour } from '../../../../simulator/simulated-server';
import { startSimulator, type Simulator } from '../../../../simulator/simulator';
import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import type { TestDatabase } from '../../../../test-utils/database';
import { apiClient } from '../../../../test-utils/http';
import { freeUdpRange } from '../../../../test-utils/ports';
import { waitFor } from '../../../../test-utils/wait-for';

// The poller against the A2S simulator over real UDP: status transitions, cycles bounded by the query
// timeout, history written, pruned and turned into statistics.

const POLL_INTERVAL_MS = 400;
const POLL_TIMEOUT_MS = 500;

type Server = { documentId: string; name: string; online: boolean; current_data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON from the API
type Sample = {
  server_document_id: string;
  sampled_at: number | string;
  online: number | boolean;
  players: number;
  max_players: number;
  map: string | null;
};

let simulator: Simulator;
let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let db: TestDatabase;
let servers: Server[];

const indexOf = (server: Server) => COMMUNITY_SERVERS.findIndex((candidate) => candidate.name === server.name);
const listServers = async () => (await api.get('/servers?populate=*')).body.data as Server[];
const byIndex = (index: number) => servers.find((server) => indexOf(server) === index)!;
const samplesOf = (documentId: string) =>
  db.query<Sample>(`SELECT * FROM ${SAMPLES_TABLE} WHERE server_document_id = $1 ORDER BY sampled_at`, [documentId]);

beforeAll(async () => {
  simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
  cms = await startCms({
    simulatorBasePort: simulator.basePort,
    env: { POLL_INTERVAL_MS: String(POLL_INTERVAL_MS), POLL_TIMEOUT_MS: String(POLL_TIMEOUT_MS) },
  });
  api = apiClient(cms.api);
  db = await cms.db();
  servers = await listServers();
});

afterAll(() => cms?.stop());
afterAll(() => simulator?.close());

describe('the poller', () => {
  it('marks answering servers online with current_data and silent ones offline without it', async () => {
    const current = await waitFor(
      async () => {
        const list = await listServers();
        return list.filter((server) => server.online).length === 21 ? list : null;
      },
      { what: '21 servers online' },
    );
    for (const server of current) {
      const seeded = COMMUNITY_SERVERS[indexOf(server)];
      if (seeded.simulatedDown) {
        expect(server).toMatchObject({ online: false, current_data: null });
        continue;
      }
      expect(server.online).toBe(true);
      expect(seeded.maps).toContain(server.current_data.map);
      expect(server.current_data.game).toBe('Counter-Strike');
      expect(server.current_data.players.max).toBe(seeded.maxPlayers);
      // The count (A2S_INFO) and the list (A2S_PLAYER) are two requests: a player may join or leave between
      // them, on a real server as on the simulator. The count never shows fewer players than the list.
      expect(server.current_data.players.online).toBeGreaterThanOrEqual(server.current_data.players.list.length);
      expect(server.current_data.players.online).toBeLessThanOrEqual(server.current_data.players.max);
    }
  });

  it('sees a server go offline within a cycle of it going silent, and come back online', async () => {
    const index = 2;
    const server = byIndex(index);
    const isOnline = async () => (await api.get(`/servers/${server.documentId}`)).body.data.online as boolean;
    await waitFor(isOnline, { what: 'the server to be online first' });

    simulator.servers[index].setAnswering(false);
    await waitFor(async () => !(await isOnline()), { what: 'the server to be reported offline' });
    expect((await api.get(`/servers/${server.documentId}`)).body.data.current_data).toBeNull();

    simulator.servers[index].setAnswering(true);
    await waitFor(isOnline, { what: 'the server to be reported online again' });
  });

  it('marks every silent server offline in each cycle, and waits out their timeout', async () => {
    const silenced = [0, 1, 3, 4, 5, 6, 7, 9, 10, 11];
    for (const index of silenced) simulator.servers[index].setAnswering(false);
    try {
      const probe = byIndex(12).documentId;
      const start = (await samplesOf(probe)).length;
      // Wait for a few complete cycles with 15 silent servers in a row.
      const samples = await waitFor(
        async () => {
          const rows = await samplesOf(probe);
          return rows.length >= start + 6 ? rows.slice(start + 1) : null;
        },
        { what: 'six more poll cycles' },
      );
      const gaps = samples.slice(1).map((sample, i) => Number(sample.sampled_at) - Number(samples[i].sampled_at));
      // Every cycle queries the silent servers and waits out their timeout (a cycle's length with many silent servers,
      // about one timeout when they are queried at once, is the bench's figure: `npm --prefix cms run bench`).
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(POLL_TIMEOUT_MS * 0.8);
      for (const index of silenced) {
        const rows = await samplesOf(byIndex(index).documentId);
        expect(rows[rows.length - 1]).toMatchObject({ players: 0, map: null });
        expect(Boolean(rows[rows.length - 1].online)).toBe(false);
      }
    } finally {
      for (const index of silenced) simulator.servers[index].setAnswering(true);
    }
  });

  it('records one sample per server per cycle with time, state, players and map', async () => {
    const server = byIndex(13);
    const rows = await waitFor(async () => {
      const list = await samplesOf(server.documentId);
      return list.length >= 3 ? list : null;
    });
    const onlineRows = rows.filter((row) => Boolean(row.online));
    expect(onlineRows.length).toBeGreaterThan(0);
    for (const row of onlineRows) {
      expect(COMMUNITY_SERVERS[13].maps).toContain(row.map);
      expect(row.players).toBeGreaterThanOrEqual(0);
      expect(row.max_players).toBe(COMMUNITY_SERVERS[13].maxPlayers);
      expect(Math.abs(Date.now() - Number(row.sampled_at))).toBeLessThan(10 * 60 * 1000);
    }
    const cycles = await db.query<{ sampled_at: number | string; count: number | string }>(
      `SELECT sampled_at, COUNT(*) AS count FROM ${SAMPLES_TABLE} GROUP BY sampled_at`,
    );
    for (const cycle of cycles) expect(Number(cycle.count)).toBe(26);
  });

  it('prunes samples older than 30 days and keeps newer ones', async () => {
    const server = byIndex(14);
    const now = Date.now();
    const old = now - HISTORY_RETENTION_MS - 60 * 60 * 1000;
    const recent = now - HISTORY_RETENTION_MS + 60 * 60 * 1000;
    for (const sampledAt of [old, recent]) {
      await db.query(
        `INSERT INTO ${SAMPLES_TABLE} (server_document_id, sampled_at, online, players, max_players, map) VALUES ($1, $2, $3, $4, $5, $6)`,
        [server.documentId, sampledAt, true, 5, 24, 'de_dust2'],
      );
    }
    await waitFor(
      async () => (await db.query(`SELECT id FROM ${SAMPLES_TABLE} WHERE sampled_at = $1`, [old])).length === 0,
      {
        what: 'the old sample to be pruned',
      },
    );
    expect(await db.query(`SELECT id FROM ${SAMPLES_TABLE} WHERE sampled_at = $1`, [recent])).toHaveLength(1);
  });

  it('stores hostile query answers as bounded text', async () => {
    // Server 15's port now answers with junk: control characters, oversized names and numbers.
    const index = 15;
    const port = simulator.servers[index].port;
    await simulator.servers[index].close();
    const hostile = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => hostile.bind(port, '127.0.0.1', () => resolve()));
    const longName = `\u0007\u001b[31m${'Ñ'.repeat(300)}`;
    hostile.on('message', (message, remote) => {
      const request = parseRequest(message);
      const reply =
        request?.kind === 'info'
          ? encodeInfo({
              name: longName,
              map: `de_${'x'.repeat(300)}\u0000`,
              folder: 'cstrike',
              game: 'G'.repeat(500),
              players: 255,
              maxPlayers: 255,
              bots: 0,
              version: '1',
              gamePort: port,
            })
          : request?.kind === 'players'
            ? encodePlayers([{ name: longName, score: 2 ** 31 - 1, durationSeconds: 1e30 }])
            : null;
      if (reply) hostile.send(reply, remote.port, remote.address);
    });
    try {
      const server = byIndex(index);
      const data = await waitFor(
        async () => {
          const current = (await api.get(`/servers/${server.documentId}`)).body.data.current_data;
          // Both answers from the hostile socket: a cycle that began before the swap has the simulator's info.
          return current?.players.list.length === 1 && current.players.max === 255 ? current : null;
        },
        { what: 'the hostile answer to be stored' },
      );
      expect(data.players.list[0].name).toBe('[31m' + 'Ñ'.repeat(60));
      expect(data.players.list[0].score).toBeLessThanOrEqual(999999);
      expect(data.players.list[0].time).toBeLessThanOrEqual(365 * 24 * 3600);
      expect(data.map.length).toBeLessThanOrEqual(64);
      expect(data.game.length).toBeLessThanOrEqual(64);
    } finally {
      await new Promise<void>((resolve) => hostile.close(() => resolve()));
    }
  });
});

describe('servers that answer garbage, or are other GoldSrc software', () => {
  it('are read or marked offline, and the poll cycles keep their pace', async () => {
    // Answering servers no other test here uses (see game-server-replies.test.ts for each behaviour alone).
    const indexes = [18, 19, 20, 22, 23, 24, 11];
    const behaviours = REPLY_BEHAVIOURS.filter((behaviour) => behaviour !== 'hlds');
    const at = new Map<ReplyBehaviour, number>(behaviours.map((behaviour, i) => [behaviour, indexes[i]]));
    for (const [behaviour, index] of at) simulator.servers[index].setBehaviour(behaviour);
    try {
      const offline = ['truncated', 'wrong-type', 'other-address'];
      await waitFor(
        async () => {
          const list = await listServers();
          return [...at].every(([behaviour, index]) => {
            const server = list.find((candidate) => indexOf(candidate) === index)!;
            if (offline.includes(behaviour)) return !server.online && server.current_data === null;
            if (!server.online) return false;
            if (behaviour === 'hltv') return server.current_data.players.list.length === 0;
            if (behaviour === 'oversized') return server.current_data.players.list.length === 64;
            return server.current_data.players.list.length > 0;
          });
        },
        { what: 'every odd server to be read or marked offline' },
      );
      const probe = byIndex(12).documentId;
      const start = (await samplesOf(probe)).length;
      const samples = await waitFor(
        async () => {
          const rows = await samplesOf(probe);
          return rows.length >= start + 7 ? rows.slice(start + 1) : null;
        },
        { what: 'six more poll cycles' },
      );
      // Never stalled: each of those cycles recorded every server, the odd ones included. (That none costs
      // more than one timeout is game-server-replies.test.ts's; durations are not asserted on a busy machine.)
      for (const sample of samples) {
        const [cycle] = await db.query<{ count: string }>(
          `SELECT COUNT(*) AS count FROM ${SAMPLES_TABLE} WHERE sampled_at = $1`,
          [sample.sampled_at],
        );
        expect(Number(cycle.count)).toBe(COMMUNITY_SERVERS.length);
      }
      expect(cms.logs()).not.toMatch(/poll cycle failed/);
    } finally {
      for (const index of at.values()) simulator.servers[index].setBehaviour('hlds');
    }
  });
});

describe('GET /api/servers/:documentId/statistics', () => {
  it('computes the figures from the recorded history', async () => {
    const index = COMMUNITY_SERVERS.findIndex((server) => server.simulatedDown);
    const server = byIndex(index);
    const now = Date.now();
    // A silent server only has offline samples (0 players, no map); add three online ones from today.
    for (const [offset, players, map] of [
      [60_000, 10, 'de_nuke'],
      [50_000, 30, 'de_nuke'],
      [40_000, 20, 'de_inferno'],
    ] as const) {
      await db.query(
        `INSERT INTO ${SAMPLES_TABLE} (server_document_id, sampled_at, online, players, max_players, map) VALUES ($1, $2, $3, $4, $5, $6)`,
        [server.documentId, now - offset, true, players, 20, map],
      );
    }
    const countBefore = (await samplesOf(server.documentId)).length;
    const response = await api.get(`/servers/${server.documentId}/statistics`);
    const countAfter = (await samplesOf(server.documentId)).length;
    expect(response.status).toBe(200);
    const stats = response.body.data;
    // The poller keeps adding offline samples: the figures are over as many samples as it had written.
    const possible = (format: (samples: number) => string) =>
      Array.from({ length: countAfter - countBefore + 1 }, (_value, i) => format(countBefore + i));
    const decimal = (value: number) => value.toFixed(1).replace('.', ',');
    expect(possible((samples) => decimal(60 / samples))).toContain(stats['Promedio de jugadores (24 h)']);
    expect(possible((samples) => `${decimal((3 / samples) * 100)} %`)).toContain(stats['Disponibilidad (24 h)']);
    // The three samples with players are the busiest hour (Argentina time: UTC-3).
    const argentineHour = (time: number) => String((new Date(time).getUTCHours() + 21) % 24).padStart(2, '0');
    const spans = [now - 60_000, now - 40_000].map(
      (time) => `${argentineHour(time)}:00 a ${argentineHour(time + 60 * 60 * 1000)}:00`,
    );
    expect(spans).toContain(stats['Hora más concurrida (24 h)']);
    expect(stats).toMatchObject({
      Estado: 'Fuera de línea',
      'Jugadores ahora': 0,
      'Pico de jugadores (24 h)': 30,
      'Mapa más jugado (24 h)': 'de_nuke',
      'Mapas jugados hoy': 2,
    });
  });

  it('reports an answering server from its own samples', async () => {
    const server = byIndex(16);
    await waitFor(async () => (await samplesOf(server.documentId)).filter((row) => Boolean(row.online)).length >= 2);
    const rows = await samplesOf(server.documentId);
    // "Estado" is the last cycle's: one answer a busy machine held past the timeout reads "Fuera de línea" for a cycle.
    const stats = await waitFor(async () => {
      const data = (await api.get(`/servers/${server.documentId}/statistics`)).body.data;
      return data.Estado === 'En línea' ? data : null;
    });
    const peak = Math.max(...rows.map((row) => row.players));
    expect(stats['Pico de jugadores (24 h)']).toBeGreaterThanOrEqual(peak);
    expect(COMMUNITY_SERVERS[16].maps).toContain(stats['Mapa más jugado (24 h)']);
    expect(stats['Disponibilidad (24 h)']).toMatch(/^\d{1,3},\d %$/);
  });
});
