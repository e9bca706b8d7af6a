import dgram from 'node:dgram';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMMUNITY_SERVERS } from '../../src/community/servers';
import { simulatedLogSecret } from '../../src/community/log-secrets';
import { readLogDatagram } from '../../src/game-servers/game-log/log-datagram';
import { parseLogEvent } from '../../src/game-servers/game-log/log-events';
import { freeTcpPort, freeUdpRange } from '../../test-utils/ports';
import { waitFor } from '../../test-utils/wait-for';
import { controlPortFromEnv, startControlServer } from '../control-server';
import { startSimulator, type Simulator } from '../simulator';

// The key the seed and the simulator derive each server's sv_logsecret from (src/community/log-secrets.ts).
const LOG_SECRET_KEY = 'clave-del-simulador-de-prueba';

describe('the simulator control (tests only)', () => {
  let simulator: Simulator;
  let control: http.Server;
  let base: string;

  beforeAll(async () => {
    const servers = COMMUNITY_SERVERS.slice(0, 2).map((server) => ({ ...server, simulatedDown: false }));
    simulator = await startSimulator({
      basePort: await freeUdpRange(servers.length),
      servers,
      logSecretKey: LOG_SECRET_KEY,
    });
    control = await startControlServer(simulator.servers, await freeTcpPort());
    base = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => control.close(resolve)));
  afterAll(() => simulator.close());

  it('is off unless SIMULATOR_CONTROL_PORT names a port', () => {
    expect(controlPortFromEnv(undefined)).toBeNull();
    expect(controlPortFromEnv('')).toBeNull();
    expect(controlPortFromEnv('28399')).toBe(28399);
    expect(() => controlPortFromEnv('0')).toThrow(/1-65535/);
    expect(() => controlPortFromEnv('70000')).toThrow(/1-65535/);
    expect(() => controlPortFromEnv('28399; rm')).toThrow(/TCP port/);
  });

  it('listens on 127.0.0.1 only', () => {
    expect((control.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('takes a server down and brings it back', async () => {
    const [first] = simulator.servers;
    const list = await (await fetch(`${base}/servers`)).json();
    expect(list).toEqual(
      simulator.servers.map((server) => ({ port: server.port, name: server.name, answering: true })),
    );

    expect((await fetch(`${base}/servers/${first!.port}/stop`, { method: 'POST' })).status).toBe(204);
    expect(first!.isAnswering).toBe(false);
    expect(simulator.servers[1]!.isAnswering).toBe(true);

    expect((await fetch(`${base}/servers/${first!.port}/start`, { method: 'POST' })).status).toBe(204);
    expect(first!.isAnswering).toBe(true);
  });

  it('refuses anything else: unknown paths and ports, other methods, bodies', async () => {
    const port = simulator.servers[0]!.port;
    expect((await fetch(`${base}/servers/1/stop`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/servers/${port}/reboot`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${base}/servers/${port}/stop`)).status).toBe(405);
    expect((await fetch(`${base}/servers`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${base}/servers/${port}/stop`, { method: 'POST', body: 'x' })).status).toBe(400);
    expect(simulator.servers[0]!.isAnswering).toBe(true);
  });

  it("makes a player with a given Steam ID say a line in a server's chat, in its log, with its log secret", async () => {
    const receiver = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => receiver.bind(0, '127.0.0.1', () => resolve()));
    const received: { secret: string | null; event: string }[] = [];
    receiver.on('message', (packet) => {
      const read = readLogDatagram(packet);
      if (read.ok) received.push({ secret: read.datagram.secret, event: read.datagram.event });
    });
    const [first] = simulator.servers;
    simulator.startLogging({ host: '127.0.0.1', port: (receiver.address() as AddressInfo).port });
    try {
      const say = (body: unknown) =>
        fetch(`${base}/servers/${first!.port}/say`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const response = await say({ steamId: 'STEAM_0:1:555', name: 'Probador', text: '!vincular K7QM-2XPA' });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ name: 'Probador', steamId: 'STEAM_0:1:555' });
      const line = await waitFor(() => received.find((entry) => entry.event.includes(' say ')), {
        what: 'the chat line',
      });
      expect(line.secret).toBe(simulatedLogSecret(LOG_SECRET_KEY, 0));
      expect(parseLogEvent(line.event)).toMatchObject({
        type: 'link-code',
        code: 'K7QM-2XPA',
        player: { name: 'Probador', steamId: 'STEAM_0:1:555', kind: 'steam' },
      });
      // The player joined as HLDS logs it (validated) before talking.
      expect(received.some((entry) => entry.event.endsWith('" STEAM USERID validated'))).toBe(true);
      // The same player again: no second arrival.
      expect((await say({ steamId: 'STEAM_0:1:555', text: 'gg', team: true })).status).toBe(200);
      await waitFor(() => received.find((entry) => entry.event.endsWith('say_team "gg"')), { what: 'the team line' });

      for (const bad of [
        { steamId: 'STEAM_ID_LAN', text: 'hola' },
        { steamId: 'STEAM_0:1:555', text: '' },
        { steamId: 'STEAM_0:1:555', text: 'a'.repeat(200) },
        { steamId: 'STEAM_0:1:555', text: 'hola" say "x' },
        { steamId: 'STEAM_0:1:555', text: 'hola', admin: true },
        ['STEAM_0:1:555'],
      ]) {
        expect((await say(bad)).status).toBe(400);
      }
      expect((await fetch(`${base}/servers/${first!.port}/say`, { method: 'POST', body: '{no es json' })).status).toBe(
        400,
      );
      expect((await fetch(`${base}/servers/${first!.port}/say`)).status).toBe(405);
    } finally {
      first!.stopLogging();
      simulator.servers[1]!.stopLogging();
      receiver.close();
    }
  });

  it("makes an admin ban a player with amx_ban: the AMX Mod X line, then the engine's banid and kick, in its log", async () => {
    const receiver = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => receiver.bind(0, '127.0.0.1', () => resolve()));
    const received: string[] = [];
    receiver.on('message', (packet) => {
      const read = readLogDatagram(packet);
      if (read.ok) received.push(read.datagram.event);
    });
    const [first] = simulator.servers;
    const adminBan = (body: unknown) =>
      fetch(`${base}/servers/${first!.port}/admin-ban`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const request = {
      adminSteamId: 'STEAM_0:0:777',
      adminName: 'Admin',
      steamId: 'STEAM_0:1:888',
      name: 'Tramposo',
      minutes: 30,
      reason: 'wallhack',
    };
    // Not logging: nothing to ban in.
    expect((await adminBan(request)).status).toBe(409);
    simulator.startLogging({ host: '127.0.0.1', port: (receiver.address() as AddressInfo).port });
    try {
      const response = await adminBan(request);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ steamId: 'STEAM_0:1:888' });
      const amxx = await waitFor(() => received.find((event) => event.startsWith('[admincmd.amxx] Ban:')), {
        what: 'the AMX Mod X line',
      });
      expect(parseLogEvent(amxx)).toMatchObject({
        type: 'amxx-ban',
        admin: { name: 'Admin', steamId: 'STEAM_0:0:777' },
        player: { name: 'Tramposo', steamId: 'STEAM_0:1:888' },
        durationSeconds: 1800,
        reason: 'wallhack',
      });
      const engine = await waitFor(() => received.find((event) => event.startsWith('Banid:')), {
        what: "the engine's Banid line",
      });
      expect(parseLogEvent(engine)).toMatchObject({ type: 'engine-ban', player: { steamId: 'STEAM_0:1:888' } });
      expect(first!.isBanned('STEAM_0:1:888')).toBe(true);
      expect(first!.connectPlayer('STEAM_0:1:888', 'Tramposo')).toMatchObject({ refused: true });

      for (const bad of [
        { ...request, steamId: 'STEAM_ID_LAN' },
        { ...request, steamId: request.adminSteamId },
        { ...request, minutes: -1 },
        { ...request, minutes: 1.5 },
        { ...request, minutes: '30' },
        { ...request, reason: 'x" (minutes "0' },
        { ...request, reason: 'r'.repeat(200) },
        { ...request, name: '' },
        { ...request, ip: '1.2.3.4' },
      ]) {
        expect((await adminBan(bad)).status).toBe(400);
      }
    } finally {
      first!.stopLogging();
      simulator.servers[1]!.stopLogging();
      receiver.close();
    }
  });
});
