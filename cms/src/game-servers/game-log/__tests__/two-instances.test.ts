import { logEvents } from '../../../../simulator/game-log';
import { COMMUNITY_SERVERS } from '../../../community/servers';
import { startCms, type TestCms, TWO_CMS_STARTS_TIMEOUT_MS } from '../../../../test-utils/cms-process';
import type { TestDatabase } from '../../../../test-utils/database';
import {
  arrival,
  openGameLogSender,
  seededCommunityServers,
  steamPlayer,
  type GameLogSender,
} from '../../../../test-utils/game-log-sender';
import { apiClient } from '../../../../test-utils/http';
import { freeUdpRange } from '../../../../test-utils/ports';
import { waitFor } from '../../../../test-utils/wait-for';

// Two CMS processes on one PostgreSQL schema, each with its own log listener and consumer, as when
// several instances run behind one address. A server's log may reach both (the same stream twice) or
// be split between them: every line is counted exactly once.

type Server = { documentId: string; name: string };

let first: TestCms;
let second: TestCms;
let db: TestDatabase;
let servers: Server[];
let basePort: number;
const senders: GameLogSender[] = [];

const KILLS = 150;
// The marker's two arrivals and its kill (see settle).
const MARKER_LINES = 9;
const players = [
  steamPlayer(1, 'Uno', 5001, 'CT'),
  steamPlayer(2, 'Dos', 5002, 'TERRORIST'),
  steamPlayer(3, 'Tres', 5003, 'CT'),
  steamPlayer(4, 'Cuatro', 5004, 'TERRORIST'),
];

async function kills(cms: TestCms, server: Server): Promise<Record<string, number>> {
  const response = await apiClient(cms.api).get(`/servers/${server.documentId}/top-players?period=all`);
  return Object.fromEntries(
    (response.body.data as { name: string; kills: number }[]).map((row) => [row.name, row.kills]),
  );
}

// The same lines for each test stream: arrivals, then kills at distinct seconds, then the same kill
// three times within one second (three real kills that read alike).
function stream(): { event: string; at: Date }[] {
  const start = Date.now() - KILLS * 1000;
  const lines = [...players.flatMap(arrival)].map((event) => ({ event, at: new Date(start) }));
  for (let i = 0; i < KILLS; i += 1) {
    const killer = players[i % 4];
    const victim = players[(i + 1) % 4];
    lines.push({ event: logEvents.killed(killer, victim, 'ak47'), at: new Date(start + (i + 1) * 1000) });
  }
  const same = { event: logEvents.killed(players[0], players[1], 'awp'), at: new Date(start + (KILLS + 2) * 1000) };
  lines.push(same, same, same);
  return lines;
}

// Kills per player the stream holds: each of the four kills KILLS / 4 times, Uno 3 more.
const expected = () => {
  const counts: Record<string, number> = {};
  for (let i = 0; i < KILLS; i += 1) counts[players[i % 4].name] = (counts[players[i % 4].name] ?? 0) + 1;
  counts.Uno += 3;
  return counts;
};

describe('two CMS instances on one PostgreSQL schema', () => {
  beforeAll(async () => {
    basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
    const env = { GAME_STATS_MIN_PLAYERS: '2', GAME_STATS_CACHE_MS: '0' };
    first = await startCms({ simulatorBasePort: basePort, env });
    second = await startCms({ simulatorBasePort: basePort, env, sameDatabaseAs: first });
    db = await first.db();
    servers = await seededCommunityServers<Server>(apiClient(first.api).get);
  }, TWO_CMS_STARTS_TIMEOUT_MS);

  afterAll(() => Promise.all(senders.map((sender) => sender.close())));
  afterAll(() => second?.stop());
  afterAll(() => first?.stop());

  // A marker kill sent to both after the stream, then every line the server's stream should leave in the
  // queue stored and applied: only the leader applies, and lines one instance queued may still be waiting
  // when the other's copy of the marker is applied.
  async function settle(server: Server, sender: GameLogSender, targets: number[], lines: number): Promise<void> {
    const marker = [steamPlayer(20, 'Marca', 5020, 'CT'), steamPlayer(21, 'Blanco', 5021, 'TERRORIST')];
    await sender.send([...marker.flatMap(arrival), logEvents.killed(marker[0], marker[1], 'knife')], { targets });
    await waitFor(async () => (await kills(first, server)).Marca === 1, { what: 'the marker kill', timeoutMs: 60000 });
    await waitFor(
      async () => {
        const [queued] = await db.query<{ stored: string; waiting: string }>(
          'SELECT COUNT(*) AS stored, COUNT(*) FILTER (WHERE NOT applied) AS waiting FROM game_log_lines WHERE server_document_id = $1',
          [server.documentId],
        );
        return Number(queued.stored) === lines + MARKER_LINES && Number(queued.waiting) === 0;
      },
      { what: 'every line of the stream stored and applied', timeoutMs: 60000 },
    );
  }

  it('counts once a stream that reaches both instances', async () => {
    const server = servers[0];
    const sender = await openGameLogSender(basePort, first.logPort, first.logSecretOf(0));
    senders.push(sender);
    const targets = [first.logPort, second.logPort];
    for (const line of stream()) await sender.send(line.event, { at: line.at, targets });
    // Every line stored once, although each reached both instances.
    await settle(server, sender, targets, stream().length);
    const { Marca, Blanco, ...counted } = await kills(first, server);
    expect([Marca, Blanco]).toEqual([1, 0]);
    expect(counted).toEqual(expected());
    expect(await kills(second, server)).toEqual({ ...counted, Marca, Blanco });
  });

  it('counts once a stream split between the instances', async () => {
    const server = servers[1];
    const sender = await openGameLogSender(basePort + 1, first.logPort, first.logSecretOf(1));
    senders.push(sender);
    const lines = stream();
    for (const [index, line] of lines.entries()) {
      // The three identical kills go one to each side and the third to both.
      const targets =
        index >= lines.length - 1 ? [first.logPort, second.logPort] : [index % 2 ? second.logPort : first.logPort];
      await sender.send(line.event, { at: line.at, targets });
    }
    // The third identical kill reached both and is stored once (below).
    await settle(server, sender, [first.logPort, second.logPort], lines.length - 1);
    const { Marca, Blanco, ...counted } = await kills(second, server);
    expect([Marca, Blanco]).toEqual([1, 0]);
    // Identical lines within one second that reached different instances cannot be told apart from
    // one copy sent twice: the split third one, seen by both, counts once, so Uno has 2 of those 3.
    expect(counted).toEqual({ ...expected(), Uno: expected().Uno - 1 });
  });
});
