import dgram from 'node:dgram';
import { GameDig } from 'gamedig';
import { COMMUNITY_SERVERS, simulatorPort } from '../../src/community/servers';
import { freeUdpRange } from '../../test-utils/ports';
import { SimulatedServer } from '../simulated-server';
import { startSimulator, type Simulator } from '../simulator';

const gamedig = new GameDig();
const query = (port: number, extra: Record<string, unknown> = {}) =>
  gamedig.query({
    type: 'counterstrike16',
    host: '127.0.0.1',
    port,
    givenPortOnly: true,
    portCache: false,
    maxRetries: 1,
    // Seconds, not 0.8: a reply the busy machine held a moment is not a missing one. A server that does not answer
    // still fails to be queried, and a down one still rejects.
    socketTimeout: 5000,
    attemptTimeout: 5000,
    ...extra,
  });

// 3 s: a reply comes within milliseconds unless the machine is busy; "no answer" is still null.
function rawRequest(port: number, packet: Buffer, timeoutMs = 3000): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    const timer = setTimeout(() => {
      socket.close();
      resolve(null);
    }, timeoutMs);
    socket.once('message', (message) => {
      clearTimeout(timer);
      socket.close();
      resolve(message);
    });
    socket.send(packet, port, '127.0.0.1');
  });
}

const INFO_REQUEST = Buffer.concat([
  Buffer.from([0xff, 0xff, 0xff, 0xff, 0x54]),
  Buffer.from('Source Engine Query\0', 'latin1'),
]);

describe('the seeded servers and the simulator share one list', () => {
  it('has the 26 community servers with 5 of them down, on consecutive ports', () => {
    expect(COMMUNITY_SERVERS).toHaveLength(26);
    expect(COMMUNITY_SERVERS.filter((server) => server.simulatedDown)).toHaveLength(5);
    expect(COMMUNITY_SERVERS.map((_, index) => simulatorPort(27015, index))).toEqual(
      Array.from({ length: 26 }, (_, index) => 27015 + index),
    );
  });
});

describe('A2S simulator queried by gamedig over real UDP', () => {
  let simulator: Simulator;
  const servers = COMMUNITY_SERVERS.slice(0, 4).map((server, index) => ({ ...server, simulatedDown: index === 3 }));

  beforeAll(async () => {
    simulator = await startSimulator({ basePort: await freeUdpRange(servers.length), servers });
  });
  afterAll(() => simulator.close());

  it('answers A2S_INFO and A2S_PLAYER like a CS 1.6 server', async () => {
    const [first] = simulator.servers;
    const result = await query(first.port);
    expect(result.name).toBe(servers[0].name);
    expect(servers[0].maps).toContain(result.map);
    expect(result.maxplayers).toBe(servers[0].maxPlayers);
    expect(result.raw.game).toBe('Counter-Strike');
    expect(result.raw.folder).toBe('cstrike');
    expect(result.numplayers).toBeGreaterThan(0);
    expect(result.players).toHaveLength(result.numplayers);
    for (const player of result.players) {
      expect(typeof player.name).toBe('string');
      expect(Number.isInteger(player.raw?.score)).toBe(true);
      expect(player.raw?.time).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers A2S_RULES', async () => {
    const result = await query(simulator.servers[1].port, { requestRules: true });
    expect(result.raw.rules).toMatchObject({ mp_friendlyfire: '0', sv_gravity: '800' });
  });

  it('asks for the 0x41 challenge first when it is on, and answers directly when it is off', async () => {
    const server = simulator.servers[2];
    const challenged = await rawRequest(server.port, INFO_REQUEST);
    expect(challenged?.readInt32LE(0)).toBe(-1);
    expect(challenged?.[4]).toBe(0x41);

    const withChallenge = Buffer.concat([INFO_REQUEST, challenged!.subarray(5, 9)]);
    expect((await rawRequest(server.port, withChallenge))?.[4]).toBe(0x49);

    server.setChallenge(false);
    try {
      expect((await rawRequest(server.port, INFO_REQUEST))?.[4]).toBe(0x49);
      expect((await query(server.port)).name).toBe(servers[2].name);
    } finally {
      server.setChallenge(true);
    }
  });

  it('ignores packets that are not A2S requests', async () => {
    expect(await rawRequest(simulator.servers[0].port, Buffer.from('hello'))).toBeNull();
  });

  it('a down server does not answer, and answers again once it is back', async () => {
    const down = simulator.servers[3];
    await expect(query(down.port)).rejects.toThrow();
    down.setAnswering(true);
    try {
      expect((await query(down.port)).name).toBe(servers[3].name);
    } finally {
      down.setAnswering(false);
    }
  });
});

describe('simulated players and maps change over time', () => {
  it('players join and leave, scores and connection times grow, maps rotate', () => {
    let now = 1_800_000_000_000;
    const server = new SimulatedServer({
      name: 'Prueba',
      maxPlayers: 24,
      maps: ['de_dust2', 'de_inferno', 'de_nuke'],
      host: '127.0.0.1',
      port: 0,
      seed: 7,
      mapDurationMs: 10 * 60 * 1000,
      now: () => now,
    });
    const before = server.currentPlayers();
    const mapBefore = server.currentMap();
    expect(before.length).toBeGreaterThan(0);

    now += 4 * 60 * 1000;
    const later = server.currentPlayers();
    // A name is a player (one Steam ID): one who left and came back meanwhile is connected since then, so only those
    // connected all four minutes are compared.
    const stayed = later.filter(
      (player) => before.some((previous) => previous.name === player.name) && player.durationSeconds >= 4 * 60,
    );
    expect(stayed.length).toBeGreaterThan(0);
    for (const player of stayed) {
      const previous = before.find((candidate) => candidate.name === player.name)!;
      expect(player.durationSeconds).toBeGreaterThan(previous.durationSeconds);
    }

    now += 21 * 60 * 1000; // two rotations of three maps later
    const muchLater = server.currentPlayers();
    const names = (list: { name: string }[]) =>
      list
        .map((player) => player.name)
        .sort()
        .join();
    expect(names(muchLater)).not.toBe(names(before));
    expect(muchLater.length).toBeLessThanOrEqual(24);
    expect(server.currentMap()).not.toBe(mapBefore);
    expect(muchLater.some((player) => player.score > 0)).toBe(true);
  });
});
