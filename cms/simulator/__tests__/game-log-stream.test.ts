import dgram from 'node:dgram';
import { GameDig } from 'gamedig';
import { REGULAR_PLAYERS } from '../../src/community/regular-players';
import { readLogDatagram } from '../../src/game-servers/game-log/log-datagram';
import { parseLogEvent, type LogEvent } from '../../src/game-servers/game-log/log-events';
import { freeUdpPort } from '../../test-utils/ports';
import { waitFor } from '../../test-utils/wait-for';
import { SimulatedServer } from '../simulated-server';

// The simulator streams its log like HLDS (one line per datagram, from the server's own address) and
// what it logs agrees with what it answers over A2S: the same names, and scores that follow the kills.

const gamedig = new GameDig();
const a2sPlayers = async (port: number) =>
  (
    await gamedig.query({
      type: 'counterstrike16',
      host: '127.0.0.1',
      port,
      givenPortOnly: true,
      portCache: false,
      maxRetries: 2,
      // 5 s, not 1: the simulator answers at once unless the machine is busy; one that does not answer still fails.
      socketTimeout: 5000,
      attemptTimeout: 5000,
    })
  ).players.map((player) => ({ name: String(player.name), score: Number(player.raw?.score) }));

type Received = { packet: Buffer; port: number };

describe('the simulated game-server log', () => {
  let receiver: dgram.Socket;
  let server: SimulatedServer;
  const received: Received[] = [];
  let now = Date.UTC(2026, 10, 24, 21, 0, 0);
  const jugador = REGULAR_PLAYERS.find((regular) => regular.username === 'jugador')!;

  beforeAll(async () => {
    receiver = dgram.createSocket('udp4');
    receiver.on('message', (packet, remote) => received.push({ packet, port: remote.port }));
    await new Promise<void>((resolve) => receiver.bind(0, '127.0.0.1', () => resolve()));
  });

  afterAll(() => server?.close());
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('logs from its own address, agrees with A2S, and keeps headshots between 30 and 45 %', async () => {
    server = new SimulatedServer({
      name: 'Prueba de logs',
      maxPlayers: 24,
      maps: ['de_dust2', 'de_inferno'],
      host: '127.0.0.1',
      port: await freeUdpPort(),
      seed: 1000,
      index: jugador.serverIndexes[0],
      regulars: REGULAR_PLAYERS,
      mapDurationMs: 60 * 60 * 1000,
      now: () => now,
    });
    await server.listen();
    server.startLogging({ host: '127.0.0.1', port: receiver.address().port });
    const before = new Map((await a2sPlayers(server.port)).map((player) => [player.name, player.score]));
    // Twenty simulated minutes, one at a time, letting every datagram of a minute arrive.
    for (let minute = 0; minute < 20; minute += 1) {
      now += 60 * 1000;
      server.currentMap();
      await waitFor(() => received.length === server.loggedLines, { what: 'every logged datagram' });
    }
    const after = await a2sPlayers(server.port);

    const events: LogEvent[] = [];
    for (const { packet, port } of received) {
      expect(port).toBe(server.port);
      const read = readLogDatagram(packet);
      if (!read.ok) throw new Error(`not a log datagram: ${packet.toString('latin1')}`);
      const event = parseLogEvent(read.datagram.event);
      if (event) events.push(event);
      else expect(read.datagram.event).toMatch(/triggered "(weaponstats2|time|latency|CTs_Win|Terrorists_Win)"/);
    }

    // Who the log says is on, by uid, and each connection's frags since the stream started.
    const online = new Map<number, string>();
    const initial = new Set<number>();
    const frags = new Map<number, number>();
    const steamIds = new Map<string, Set<string>>();
    let kills = 0;
    let headshots = 0;
    expect(events[0]).toMatchObject({ type: 'map-started' });
    for (const event of events) {
      // Whoever is validated before the first frag was on when the stream started.
      if (event.type === 'validated' && frags.size === 0) initial.add(event.player.uid);
      if (event.type === 'validated') {
        online.set(event.player.uid, event.player.name);
        steamIds.set(event.player.name, (steamIds.get(event.player.name) ?? new Set()).add(event.player.steamId!));
      } else if (event.type === 'disconnected') online.delete(event.player.uid);
      else if (event.type === 'kill') {
        const { killer } = event.candidates[0];
        frags.set(killer.uid, (frags.get(killer.uid) ?? 0) + 1);
        kills += 1;
        headshots += event.headshot ? 1 : 0;
      } else if (event.type === 'suicide') frags.set(event.player.uid, (frags.get(event.player.uid) ?? 0) - 1);
    }
    expect([...online.values()].sort()).toEqual(after.map((player) => player.name).sort());
    for (const [uid, name] of online) {
      const score = after.find((player) => player.name === name)!.score;
      expect(score).toBe((initial.has(uid) ? (before.get(name) ?? 0) : 0) + (frags.get(uid) ?? 0));
    }
    // One Steam ID per name, and the regular who plays here carries the demo account's.
    for (const ids of steamIds.values()) expect(ids.size).toBe(1);
    expect(steamIds.get(jugador.name)).toEqual(new Set([jugador.steamId]));
    expect(kills).toBeGreaterThan(300);
    expect(headshots / kills).toBeGreaterThan(0.3);
    expect(headshots / kills).toBeLessThan(0.45);
    // AMX Mod X weaponstats when players leave (or the map ends), and the regular reconnects now and then.
    expect(events.some((event) => event.type === 'weaponstats')).toBe(true);
    expect(events.some((event) => event.type === 'disconnected' && event.player.steamId === jugador.steamId)).toBe(
      true,
    );
  });
});
