import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMUNITY_SERVERS, type CommunityServer } from '../../src/community/servers';
import { openLogReceiver, type LogReceiver } from '../../test-utils/log-receiver';
import { freeUdpRange } from '../../test-utils/ports';
import { waitFor } from '../../test-utils/wait-for';
import { usersIniPath } from '../game-host-sync';
import { startSimulator, type Simulator } from '../simulator';

// Stock AMX Mod X's adminslots.amxx on the simulated servers (issue 44): the last slots of a server are kept for
// access `b` (what a membership writes into users.ini), so a server full for the public still admits a member, and
// a Premium server, reserved whole, admits members only; the one dropped reads why in Spanish, naming /membresia.

const MEMBER = 'STEAM_0:1:5151515';

let simulator: Simulator;
let receiver: LogReceiver;

beforeAll(async () => {
  const classic = COMMUNITY_SERVERS.find((server) => server.privilege === null)!;
  const premium = COMMUNITY_SERVERS.find((server) => server.privilege === 'Premium')!;
  const servers: CommunityServer[] = [
    { ...classic, maxPlayers: 8, simulatedDown: false },
    { ...premium, maxPlayers: 10, simulatedDown: false },
  ];
  const basePort = await freeUdpRange(servers.length);
  const configsDir = mkdtempSync(path.join(tmpdir(), 'amx-configs-'));
  servers.forEach((_, index) => {
    const file = usersIniPath(configsDir, basePort + index);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `"${MEMBER}" "" "bt" "ce"\n`);
  });
  // No regulars: only the crowd and the test's players are on.
  simulator = await startSimulator({ basePort, servers, amxConfigsDir: configsDir, reservedSlots: true, regulars: [] });
  receiver = await openLogReceiver();
  simulator.startLogging(receiver.target);
});
afterAll(() => simulator?.close());
afterAll(() => receiver?.close());

const kickOf = (steamId: string) =>
  waitFor(() => receiver.events.find((event) => event.startsWith('Kick: ') && event.includes(steamId)), {
    what: `the Kick line of ${steamId}`,
  });

it('a server full for the public admits a member in a reserved slot and drops the newest without one', async () => {
  const server = simulator.servers[0];
  // The crowd never takes the two reserved slots; the public fills what is left, and the next one is dropped.
  let dropped: { steamId: string; message: string | null } | null = null;
  for (let next = 1; next <= server.maxPlayers && !dropped; next += 1) {
    const steamId = `STEAM_0:0:70000${next}`;
    const connected = server.connectPlayer(steamId, `Publico ${next}`);
    expect(connected).not.toBeNull();
    if (connected!.refused) dropped = { steamId, message: connected!.message };
  }
  expect(dropped).not.toBeNull();
  expect(dropped!.message).toMatch(/slot reservado.*\/membresia/);
  expect(await kickOf(dropped!.steamId)).toContain(`(message "${dropped!.message}")`);
  const before = server.currentLogPlayers().length;
  expect(before).toBe(server.maxPlayers - 2);

  expect(server.connectPlayer(MEMBER, 'Socio')).toMatchObject({ refused: false, message: null });
  expect(server.currentLogPlayers().map((player) => player.steamId)).toContain(MEMBER);
  expect(server.currentLogPlayers()).toHaveLength(before + 1);
  // AMX Mod X logged the member in as they arrived.
  await waitFor(() => receiver.events.some((event) => event.includes('Login: "Socio<') && event.includes(MEMBER)), {
    what: "the member's Login line",
  });
});

it('a Premium server refuses a player without a membership, in Spanish, naming /membresia, and admits a member', async () => {
  const server = simulator.servers[1];
  const outsider = 'STEAM_0:0:7171717';
  const refused = server.connectPlayer(outsider, 'Visitante');
  expect(refused).toMatchObject({
    refused: true,
    message: 'Este servidor es solo para socios Premium. Hacete socio en cs16.com.ar/membresia',
  });
  expect(await kickOf(outsider)).toContain('was kicked by "Console" (message "Este servidor es solo para socios');
  expect(server.currentLogPlayers().map((player) => player.steamId)).not.toContain(outsider);

  expect(server.connectPlayer(MEMBER, 'Socio')).toMatchObject({ refused: false });
  expect(server.currentLogPlayers().map((player) => player.steamId)).toContain(MEMBER);
});
