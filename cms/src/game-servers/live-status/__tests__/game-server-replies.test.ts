import { COMMUNITY_SERVERS } from '../../../community/servers';
import { REPLY_BEHAVIOURS, type ReplyBehaviour } from '../../../../simulator/simulated-server';
import { startSimulator, type Simulator } from '../../../../simulator/simulator';
import { freeUdpRange } from '../../../../test-utils/ports';
import type { CurrentData, GameServerStatus } from '../game-status';
import { queryGameServer } from '../query-game-server';

// The poller's query of one game server (src/game-servers/live-status/query-game-server.ts) against simulated servers
// that answer like broken or different GoldSrc software, over real UDP: each is read correctly or counted
// offline, and none costs more than one timeout. (src/game-servers/live-status/__tests__/live-status.test.ts runs the
// same servers through a whole CMS's poll cycles.)

// Long enough that a busy machine (CI runs two CMS suites and the browser tests at once) cannot hold an answer
// or a timer up by most of a second timeout, which the last test would take for a query that cost two.
const TIMEOUT_MS = 2000;

let simulator: Simulator;
// One answering server per behaviour.
const answering = COMMUNITY_SERVERS.flatMap((server, index) => (server.simulatedDown ? [] : [index]));
const serverFor = (behaviour: ReplyBehaviour) => simulator.servers[answering[REPLY_BEHAVIOURS.indexOf(behaviour)]];

beforeAll(async () => {
  // Players and maps stand still during the test, so a reply can be compared with the simulator's state.
  simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length), stepMs: 3_600_000 });
  for (const behaviour of REPLY_BEHAVIOURS) serverFor(behaviour).setBehaviour(behaviour);
});

afterAll(() => simulator?.close());

async function query(behaviour: ReplyBehaviour): Promise<{ status: GameServerStatus }> {
  const server = serverFor(behaviour);
  const status = await queryGameServer({ type: 'counterstrike16', host: '127.0.0.1', port: server.port }, TIMEOUT_MS);
  return { status };
}

const dataOf = (status: GameServerStatus): CurrentData => {
  if (!status.online) throw new Error('the server was read as offline');
  return status.currentData;
};
const namesOn = (behaviour: ReplyBehaviour) =>
  serverFor(behaviour)
    .currentPlayers()
    .map((player) => player.name);

describe('a game server that answers garbage, or is other GoldSrc software', () => {
  it.each(['truncated', 'wrong-type', 'other-address'] as const)('%s: offline', async (behaviour) => {
    const { status } = await query(behaviour);
    expect(status).toEqual({ online: false });
    expect(serverFor(behaviour).answeredRequests).toBeGreaterThan(0);
  });

  it('oversized: read, and what is kept is bounded', async () => {
    const data = dataOf((await query('oversized')).status);
    expect(data.map).toBe(serverFor('oversized').currentMap());
    expect(data.players.list).toHaveLength(64);
    for (const player of data.players.list) expect(player.name).toHaveLength(64);
  });

  it('split: the player list in GoldSrc split packets, last part first, is read whole', async () => {
    const data = dataOf((await query('split')).status);
    expect(data.players.list.map((player) => player.name).sort()).toEqual(namesOn('split').sort());
  });

  it('hltv: an HLTV proxy is read as what it reports (its spectators, no player list)', async () => {
    const data = dataOf((await query('hltv')).status);
    expect(data.players).toEqual({ online: 12, max: 100, list: [] });
    expect(data.map).toBe(serverFor('hltv').currentMap());
  });

  it('non-steam: protocol 47 without challenge, the obsolete reply first, is read from its 0x49 reply', async () => {
    const data = dataOf((await query('non-steam')).status);
    expect(data.players.list.map((player) => player.name).sort()).toEqual(namesOn('non-steam').sort());
    expect(data.game).toBe('Counter-Strike');
  });

  it('queried together with a well-behaved server, each is read as it is', async () => {
    const results = await Promise.all(REPLY_BEHAVIOURS.map(query));
    expect(results.map((result) => result.status.online)).toEqual(
      REPLY_BEHAVIOURS.map((behaviour) => !['truncated', 'wrong-type', 'other-address'].includes(behaviour)),
    );
    // That the three that never give a whole answer cost one timeout together, not three, is a figure of the bench
    // (`npm --prefix cms run bench`: a poll cycle of 26 servers with 5 silent lasts about one timeout).
  });
});
