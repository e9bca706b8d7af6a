import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { simulatedRconPassword } from '../../../community/log-secrets';
import { COMMUNITY_SERVERS } from '../../../community/servers';
import { startSimulator, type Simulator } from '../../../../simulator/simulator';
import { openLogReceiver, type LogReceiver } from '../../../../test-utils/log-receiver';
import { freeUdpRange } from '../../../../test-utils/ports';
import { waitFor } from '../../../../test-utils/wait-for';
import { sendRconCommands, type RconOutcome } from '../goldsrc-rcon';

// The CMS's GoldSrc rcon client over real UDP on 127.0.0.1: against the simulator for the real path (a
// ban that kicks the player and shows in the log stream), and against small hostile servers written here
// for what a real one rarely does (garbage, answers too large, silence).

const KEY = 'clave-rcon-del-cliente';
// Shorter than the client's defaults (3 s, 250 ms) so the silent cases end soon, long enough that a busy
// machine (CI runs two CMS suites and the browser tests at once) does not turn an answer into a timeout.
const FAST = { timeoutMs: 1500, quietMs: 200 };
const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);

type Hostile = { port: number; received: string[]; close: () => Promise<void> };

// A UDP server on 127.0.0.1 that answers each datagram with what `answer` returns (nothing: silence).
async function hostileServer(answer: (text: string) => Buffer[]): Promise<Hostile> {
  const socket = dgram.createSocket('udp4');
  const received: string[] = [];
  socket.on('message', (message, remote) => {
    const text = message.subarray(4).toString('latin1');
    received.push(text);
    for (const reply of answer(text)) socket.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  return {
    port: (socket.address() as AddressInfo).port,
    received,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

const challengeThen = (command: (text: string) => Buffer[]) => (text: string) =>
  text.startsWith('challenge rcon')
    ? [Buffer.from('\xff\xff\xff\xffchallenge rcon 4242\n\0', 'latin1')]
    : command(text);
const print = (text: string) => Buffer.concat([HEADER, Buffer.from(`l${text}\0`, 'latin1')]);

const failure = (outcome: RconOutcome) => (outcome.ok ? null : { code: outcome.code, applied: outcome.applied });

describe('the GoldSrc rcon client', () => {
  let simulator: Simulator;
  let receiver: LogReceiver;
  let logged: string[];

  beforeAll(async () => {
    const servers = COMMUNITY_SERVERS.slice(0, 2).map((server) => ({ ...server, simulatedDown: false }));
    simulator = await startSimulator({ basePort: await freeUdpRange(2), servers, logSecretKey: KEY });
    receiver = await openLogReceiver();
    logged = receiver.events;
    simulator.startLogging(receiver.target);
  });
  afterAll(() => simulator.close());
  afterAll(() => receiver.close());

  const target = (index: number) => ({ host: '127.0.0.1', port: simulator.servers[index].port });

  it('bans a Steam ID on a simulated server: the player is kicked, the log says so, writeid saves it', async () => {
    const server = simulator.servers[0];
    const victim = 'STEAM_0:1:31337';
    server.connectPlayer(victim, 'Victima');
    const outcome = await sendRconCommands(target(0), [`banid 0 ${victim} kick`, 'writeid'], {
      password: simulatedRconPassword(KEY, 0),
    });
    expect(outcome).toEqual({ ok: true, outputs: ['', ''] });
    expect(server.isBanned(victim)).toBe(true);
    expect(server.writtenBans().steamIds).toContain(victim);
    expect(server.currentLogPlayers().some((player) => player.steamId === victim)).toBe(false);
    await waitFor(
      () => logged.some((event) => /^Kick: "Victima<\d+><STEAM_0:1:31337><>" was kicked by "Console"/.test(event)),
      {
        what: 'the Kick line in the log stream',
      },
    );
    // A long answer in several datagrams comes back whole.
    const status = await sendRconCommands(target(0), ['status'], { password: simulatedRconPassword(KEY, 0) });
    expect(status.ok && status.outputs[0]).toMatch(new RegExp(`${server.currentLogPlayers().length} users\\n$`));
    const lifted = await sendRconCommands(target(0), [`removeid ${victim}`, 'writeid'], {
      password: simulatedRconPassword(KEY, 0),
    });
    expect(lifted).toEqual({ ok: true, outputs: [`UserID filter removed for ${victim}\n`, ''] });
    expect(server.isBanned(victim)).toBe(false);
  });

  it('says clearly when the password is wrong, and never repeats the password', async () => {
    const password = simulatedRconPassword(KEY, 1);
    const outcome = await sendRconCommands(target(0), ['banid 0 STEAM_0:0:1'], { password });
    expect(outcome).toEqual({
      ok: false,
      code: 'bad-password',
      message: 'El servidor rechazó la contraseña de rcon ("Bad rcon_password.").',
      retryable: false,
      applied: 0,
    });
    expect(JSON.stringify(outcome)).not.toContain(password);
    expect(simulator.servers[0].isBanned('STEAM_0:0:1')).toBe(false);
  });

  it('refuses a password or a command that could break out of the rcon line, without sending anything', async () => {
    const before = simulator.servers[0].answeredRconRequests;
    const password = simulatedRconPassword(KEY, 0);
    expect(failure(await sendRconCommands(target(0), ['status'], { password: 'con "comillas' }))).toEqual({
      code: 'invalid-password',
      applied: 0,
    });
    for (const command of ['banid 0 STEAM_0:0:1; rcon_password x', 'kick "a', 'status\nquit', '', 'x'.repeat(600)]) {
      expect(failure(await sendRconCommands(target(0), [command], { password }))).toEqual({
        code: 'invalid-command',
        applied: 0,
      });
    }
    expect(simulator.servers[0].answeredRconRequests).toBe(before);
  });

  it('refuses garbage, answers too large, and silence', async () => {
    const password = 'Secreta123';
    const garbageChallenge = await hostileServer(() => [Buffer.from('hola, no soy un servidor')]);
    const garbageAnswer = await hostileServer(challengeThen(() => [Buffer.from('\xff\xff\xff\xffXbasura', 'latin1')]));
    const huge = await hostileServer(challengeThen(() => Array.from({ length: 60 }, () => print('A'.repeat(1390)))));
    const silent = await hostileServer(() => []);
    const silentAfterChallenge = await hostileServer(challengeThen(() => []));
    try {
      const send = (port: number, maxAnswerBytes?: number) =>
        sendRconCommands({ host: '127.0.0.1', port }, ['status'], { password, ...FAST, maxAnswerBytes });
      expect(failure(await send(garbageChallenge.port))).toEqual({ code: 'garbage', applied: 0 });
      expect(failure(await send(garbageAnswer.port))).toEqual({ code: 'garbage', applied: 0 });
      expect(failure(await send(huge.port, 32 * 1024))).toEqual({ code: 'too-large', applied: 0 });
      expect(failure(await send(silent.port))).toEqual({ code: 'timeout', applied: 0 });
      expect(failure(await send(silentAfterChallenge.port))).toEqual({ code: 'timeout', applied: 0 });
      // The command carried the password quoted, after the challenge the server gave.
      expect(silentAfterChallenge.received).toEqual(['challenge rcon\n', 'rcon 4242 "Secreta123" status\0']);
    } finally {
      await Promise.all([garbageChallenge, garbageAnswer, huge, silent, silentAfterChallenge].map((s) => s.close()));
    }
  });

  it('asks for a new challenge once when the server calls the old one stale', async () => {
    let challenges = 0;
    const server = await hostileServer((text) => {
      if (text.startsWith('challenge rcon')) {
        challenges += 1;
        return [Buffer.from(`\xff\xff\xff\xffchallenge rcon ${challenges}\n\0`, 'latin1')];
      }
      return [print(text.startsWith('rcon 1 ') ? 'Bad challenge.\n' : 'ok\n')];
    });
    try {
      const outcome = await sendRconCommands({ host: '127.0.0.1', port: server.port }, ['listid'], {
        password: 'x',
        ...FAST,
      });
      expect(outcome).toEqual({ ok: true, outputs: ['ok\n'] });
      expect(server.received).toEqual([
        'challenge rcon\n',
        'rcon 1 "x" listid\0',
        'challenge rcon\n',
        'rcon 2 "x" listid\0',
      ]);
    } finally {
      await server.close();
    }
  });

  it('keeps one exchange in flight per server: calls at once go one after the other', async () => {
    const server = await hostileServer(challengeThen((text) => [print(`${text.split(' ').pop()}`)]));
    try {
      const to = { host: '127.0.0.1', port: server.port };
      const outcomes = await Promise.all(
        ['uno', 'dos', 'tres'].map((word) => sendRconCommands(to, [`echo ${word}`], { password: 'x', ...FAST })),
      );
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      expect(server.received.map((text) => text.split(' ')[0])).toEqual([
        'challenge',
        'rcon',
        'challenge',
        'rcon',
        'challenge',
        'rcon',
      ]);
    } finally {
      await server.close();
    }
  });
});
