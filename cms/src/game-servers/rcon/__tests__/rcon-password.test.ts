import { simulatedRconPassword } from '../../../community/log-secrets';
import { COMMUNITY_SERVERS } from '../../../community/servers';
import { startSimulator, type Simulator } from '../../../../simulator/simulator';
import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import type { TestDatabase } from '../../../../test-utils/database';
import { seededCommunityServers } from '../../../../test-utils/game-log-sender';
import { apiClient } from '../../../../test-utils/http';
import { freeUdpRange } from '../../../../test-utils/ports';
import { sendRconCommands } from '../goldsrc-rcon';

// Issue 26: each server's rcon password is stored in the CMS (a private field), seeded for the simulated
// servers from the key they derive theirs from, and no API ever returns it.

type Server = { documentId: string; name: string };

let simulator: Simulator;
let cms: TestCms;
let db: TestDatabase;
let api: ReturnType<typeof apiClient>;
let servers: Server[];

beforeAll(async () => {
  const basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  cms = await startCms({ simulatorBasePort: basePort });
  // The simulated servers take their rcon passwords from the key the CMS's seed used.
  simulator = await startSimulator({ basePort, logSecretKey: cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY });
  db = await cms.db();
  api = apiClient(cms.api);
  servers = await seededCommunityServers<Server>(api.get);
});

afterAll(() => db?.close());
afterAll(() => cms?.stop());
afterAll(() => simulator?.close());

const storedTarget = async (server: Server) => {
  const [row] = await db.query<{ ip_address: string; port: number; rcon_password: string | null }>(
    'SELECT ip_address, port, rcon_password FROM servers WHERE document_id = $1',
    [server.documentId],
  );
  return row;
};

it('seeds each simulated server with the rcon password its simulated server accepts', async () => {
  const key = cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY;
  const passwords = new Set<string>();
  for (const [index, server] of servers.entries()) {
    const row = await storedTarget(server);
    expect(row.rcon_password).toBe(simulatedRconPassword(key, index));
    passwords.add(row.rcon_password!);
  }
  expect(passwords.size).toBe(servers.length);

  // The stored address and password reach the simulated server: the ban is applied there.
  const row = await storedTarget(servers[0]);
  const outcome = await sendRconCommands(
    { host: row.ip_address, port: Number(row.port) },
    ['banid 0 STEAM_0:1:24680 kick', 'writeid'],
    { password: row.rcon_password! },
  );
  expect(outcome).toEqual({ ok: true, outputs: ['', ''] });
  expect(simulator.servers[0].isBanned('STEAM_0:1:24680')).toBe(true);
  // Another server's password is refused.
  const other = await storedTarget(servers[1]);
  const refused = await sendRconCommands({ host: row.ip_address, port: Number(row.port) }, ['writeid'], {
    password: other.rcon_password!,
  });
  expect(refused).toMatchObject({ ok: false, code: 'bad-password' });
});

it('never returns the rcon password through the public API, nor lets it be probed, nor logs it', async () => {
  const server = servers[2];
  await db.query('UPDATE servers SET rcon_password = $1 WHERE document_id = $2', ['Rc0n-Marcador', server.documentId]);
  const reads = [
    await api.get('/servers?populate=*&pagination[pageSize]=100'),
    await api.get(`/servers/${server.documentId}?populate=*`),
    await api.get(`/servers/${server.documentId}/live`),
    await api.get(`/servers/${server.documentId}/statistics`),
    await api.get(`/servers/${server.documentId}/history`),
    await api.get(`/servers/${server.documentId}/top-players`),
    await api.get('/community/summary'),
  ];
  for (const response of reads) {
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toMatch(/Rc0n-Marcador|rconPassword|rcon_password/);
  }
  // The seeded passwords of the others do not show either.
  const seeded = simulatedRconPassword(cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY, 0);
  for (const response of reads) expect(JSON.stringify(response.body)).not.toContain(seeded);
  // Nor does the CMS's log (before the probes below, whose guesses the access log shows as sent).
  expect(cms.logs()).not.toContain('Rc0n-Marcador');
  expect(cms.logs()).not.toContain(seeded);
  for (const probe of [
    '/servers?filters[rconPassword][$eq]=Rc0n-Marcador',
    '/servers?filters[rconPassword][$startsWith]=R',
    '/servers?sort=rconPassword',
    '/servers?fields[0]=rconPassword&fields[1]=name',
  ]) {
    expect((await api.get(probe)).status).toBe(400);
  }
});

it('gives a seeded server that lost its log secret and rcon password both back on the next start', async () => {
  const server = servers[3];
  await db.query('UPDATE servers SET rcon_password = NULL, log_secret = $1 WHERE document_id = $2', [
    '',
    server.documentId,
  ]);
  await cms.restart();
  const [row] = await db.query<{ rcon_password: string | null; log_secret: string | null }>(
    'SELECT rcon_password, log_secret FROM servers WHERE document_id = $1',
    [server.documentId],
  );
  expect(row).toEqual({
    rcon_password: simulatedRconPassword(cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY, 3),
    log_secret: cms.logSecretOf(3),
  });
});
