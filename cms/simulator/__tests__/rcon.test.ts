import dgram from 'node:dgram';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simulatedRconPassword } from '../../src/community/log-secrets';
import { COMMUNITY_SERVERS } from '../../src/community/servers';
import { openLogReceiver, type LogReceiver } from '../../test-utils/log-receiver';
import { freeTcpPort, freeUdpRange } from '../../test-utils/ports';
import { waitFor } from '../../test-utils/wait-for';
import { startControlServer } from '../control-server';
import { startSimulator, type Simulator } from '../simulator';

// The simulated servers speak GoldSrc's rcon over real UDP like HLDS: a challenge, then the command with the
// password; the answer is console output in "l" packets. Spoken here by hand, byte for byte, so the CMS's
// client (src/game-servers/rcon/) is not what checks the simulator.

const KEY = 'clave-de-rcon-de-prueba';
const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);

type Client = { ask: (text: string, until?: (output: string) => boolean) => Promise<Buffer[]>; close: () => void };

const body = (packet: Buffer) => packet.subarray(5, -1).toString('latin1');

// Sends one datagram and collects the answer. GoldSrc marks no last packet: a long answer is waited for
// until its known end (`until`), a short one is one packet.
async function openClient(port: number): Promise<Client> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  const inbox: Buffer[] = [];
  socket.on('message', (message) => inbox.push(message));
  return {
    ask: async (text, until = () => true) => {
      inbox.length = 0;
      socket.send(Buffer.concat([HEADER, Buffer.from(text, 'latin1')]), port, '127.0.0.1');
      await waitFor(() => inbox.length > 0 && until(inbox.map(body).join('')), {
        what: `an answer to ${text.slice(0, 20)}`,
        timeoutMs: 15_000,
      });
      return [...inbox];
    },
    close: () => socket.close(),
  };
}

const printed = (packets: Buffer[]) =>
  packets
    .map((packet) => {
      expect(packet.subarray(0, 5).toString('latin1')).toBe('\xff\xff\xff\xffl');
      expect(packet[packet.length - 1]).toBe(0);
      expect(packet.length).toBeLessThanOrEqual(1400);
      return body(packet);
    })
    .join('');

describe('GoldSrc rcon on the simulated servers', () => {
  let simulator: Simulator;
  let control: http.Server;
  let base: string;
  let receiver: LogReceiver;
  let events: string[];

  beforeAll(async () => {
    const servers = COMMUNITY_SERVERS.slice(0, 2).map((server) => ({ ...server, simulatedDown: false }));
    simulator = await startSimulator({ basePort: await freeUdpRange(2), servers, logSecretKey: KEY });
    control = await startControlServer(simulator.servers, await freeTcpPort());
    base = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
    receiver = await openLogReceiver();
    events = receiver.events;
    simulator.startLogging(receiver.target);
  });
  afterAll(() => new Promise((resolve) => control.close(resolve)));
  afterAll(() => simulator.close());
  afterAll(() => receiver.close());

  const challengeOf = async (client: Client) => {
    const [reply] = await client.ask('challenge rcon\n');
    const match = /^\xff\xff\xff\xffchallenge rcon (\d+)\n\0$/.exec(reply.toString('latin1'));
    expect(match).not.toBeNull();
    return match![1];
  };

  it('answers a challenge, then runs commands with the right password only', async () => {
    const server = simulator.servers[0];
    const client = await openClient(server.port);
    try {
      const password = simulatedRconPassword(KEY, 0);
      const challenge = await challengeOf(client);
      expect(printed(await client.ask(`rcon ${challenge} "wrong" status\n`))).toBe('Bad rcon_password.\n');
      // Server 1's password is not server 0's.
      expect(printed(await client.ask(`rcon ${challenge} "${simulatedRconPassword(KEY, 1)}" status\n`))).toBe(
        'Bad rcon_password.\n',
      );
      expect(printed(await client.ask(`rcon 12345 "${password}" status\n`))).toBe('Bad challenge.\n');
      // A new challenge makes the one before stale.
      const next = await challengeOf(client);
      expect(printed(await client.ask(`rcon ${challenge} "${password}" status\n`))).toBe('Bad challenge.\n');
      const status = printed(await client.ask(`rcon ${next} "${password}" status\n`, (out) => / users\n$/.test(out)));
      expect(status).toContain(`hostname:  ${server.name}`);
      for (const player of server.currentLogPlayers()) expect(status).toContain(`"${player.name}" ${player.uid}`);
      expect(printed(await client.ask(`rcon ${next} "${password}" listid\n`))).toBe('UserID filter list: empty\n');
    } finally {
      client.close();
    }
  });

  it('splits a long answer into packets of at most 1400 bytes, between lines', async () => {
    const server = simulator.servers[0];
    const client = await openClient(server.port);
    try {
      const password = simulatedRconPassword(KEY, 0);
      const challenge = await challengeOf(client);
      const ids = Array.from({ length: 120 }, (_, i) => `STEAM_0:1:${900000 + i}`);
      for (let part = 0; part < 3; part += 1) {
        const commands = ids.slice(part * 40, part * 40 + 40).map((id) => `banid 0 ${id}`);
        expect(printed(await client.ask(`rcon ${challenge} "${password}" ${commands.join('; ')}\n`))).toBe('');
      }
      const packets = await client.ask(`rcon ${challenge} "${password}" listid\n`, (out) => out.includes('\n120 '));
      expect(packets.length).toBeGreaterThan(1);
      const text = printed(packets);
      expect(text.split('\n').filter((line) => line.endsWith(': permanent'))).toHaveLength(120);
      // Every packet ends at the end of a line.
      for (const packet of packets) expect(packet.subarray(-2, -1).toString('latin1')).toBe('\n');
      for (let part = 0; part < 3; part += 1) {
        const commands = ids.slice(part * 40, part * 40 + 40).map((id) => `removeid ${id}`);
        await client.ask(`rcon ${challenge} "${password}" ${commands.join(';')}\n`);
      }
      expect(printed(await client.ask(`rcon ${challenge} "${password}" listid\n`))).toBe('UserID filter list: empty\n');
    } finally {
      client.close();
    }
  });

  it('bans a Steam ID: the player is kicked and logged, refused when reconnecting, lifted with removeid', async () => {
    const server = simulator.servers[1];
    const client = await openClient(server.port);
    const say = (path: string, init?: RequestInit) => fetch(`${base}/servers/${server.port}${path}`, init);
    const post = (path: string, body: unknown) =>
      say(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    try {
      const password = simulatedRconPassword(KEY, 1);
      const victim = 'STEAM_0:1:7654321';
      expect(await (await post('/connect', { steamId: victim, name: 'Tramposo <3>' })).json()).toMatchObject({
        refused: false,
      });
      expect(server.currentLogPlayers().some((player) => player.steamId === victim)).toBe(true);
      expect(await (await say(`/bans/${victim}`)).json()).toEqual({ steamId: victim, banned: false });

      const challenge = await challengeOf(client);
      expect(printed(await client.ask(`rcon ${challenge} "${password}" banid 0 ${victim} kick; writeid\n`))).toBe('');
      expect(await (await say(`/bans/${victim}`)).json()).toEqual({ steamId: victim, banned: true });
      expect(server.writtenBans().steamIds).toContain(victim);
      expect(server.currentLogPlayers().some((player) => player.steamId === victim)).toBe(false);
      await waitFor(() => events.some((event) => event.startsWith('Kick: "Tramposo <3><') && event.includes(victim)), {
        what: 'the Kick line',
      });
      expect(events).toContainEqual(
        expect.stringMatching(/^Banid: ".*" was kicked and banned "permanently" by "Console"$/),
      );

      // Reconnecting: validated, then kicked at once.
      const before = events.length;
      expect(await (await post('/connect', { steamId: victim })).json()).toMatchObject({ refused: true });
      await waitFor(() => events.slice(before).some((event) => event.startsWith('Kick: ') && event.includes(victim)), {
        what: 'the Kick line on reconnect',
      });
      expect(server.currentLogPlayers().some((player) => player.steamId === victim)).toBe(false);

      expect(printed(await client.ask(`rcon ${challenge} "${password}" listid\n`))).toBe(
        `UserID filter list:\n1 ${victim} : permanent\n`,
      );
      expect(printed(await client.ask(`rcon ${challenge} "${password}" removeid ${victim}\n`))).toBe(
        `UserID filter removed for ${victim}\n`,
      );
      expect(server.isBanned(victim)).toBe(false);
      expect(await (await post('/connect', { steamId: victim })).json()).toMatchObject({ refused: false });

      // A timed ban counts down; a bad command gets the engine's usage text.
      expect(printed(await client.ask(`rcon ${challenge} "${password}" banid 30 STEAM_0:0:11\n`))).toBe('');
      expect(printed(await client.ask(`rcon ${challenge} "${password}" listid\n`))).toMatch(
        /^UserID filter list:\n1 STEAM_0:0:11 : (30\.000|29\.\d{3}) min\n$/,
      );
      expect(printed(await client.ask(`rcon ${challenge} "${password}" banid treinta STEAM_0:0:11\n`))).toMatch(
        /^Usage: {2}banid/,
      );
      expect(printed(await client.ask(`rcon ${challenge} "${password}" banid 0 "STEAM_0:0:1; quit"\n`))).toMatch(
        /couldn't find/,
      );
      // The control refuses what is not a Steam ID.
      expect((await post('/connect', { steamId: 'STEAM_ID_LAN' })).status).toBe(400);
      expect((await say('/bans/STEAM_ID_LAN')).status).toBe(404);
      expect((await say(`/bans/${victim}`, { method: 'POST' })).status).toBe(405);
    } finally {
      client.close();
    }
  });

  it('ignores rcon while down, and answers every command "Bad rcon_password." without a password', async () => {
    const [server] = simulator.servers;
    server.setAnswering(false);
    const client = await openClient(server.port);
    try {
      await expect(client.ask('challenge rcon\n')).rejects.toThrow(/Timed out/);
    } finally {
      server.setAnswering(true);
      client.close();
    }
    const keyless = await startSimulator({
      basePort: await freeUdpRange(1),
      servers: COMMUNITY_SERVERS.slice(0, 1).map((definition) => ({ ...definition, simulatedDown: false })),
      logSecretKey: null,
    });
    const other = await openClient(keyless.servers[0].port);
    try {
      const challenge = await challengeOf(other);
      expect(printed(await other.ask(`rcon ${challenge} "" status\n`))).toBe('Bad rcon_password.\n');
      expect(printed(await other.ask(`rcon ${challenge} status\n`))).toBe('Bad rcon_password.\n');
    } finally {
      other.close();
      await keyless.close();
    }
  });
});
