import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import type { TestDatabase } from '../../../../test-utils/database';
import { apiClient, expectSpanishError } from '../../../../test-utils/http';
import { freeUdpRange } from '../../../../test-utils/ports';
import { waitFor } from '../../../../test-utils/wait-for';
import { COMMUNITY_SERVERS } from '../../../community/servers';
import { startSimulator, type Simulator } from '../../../../simulator/simulator';
import type { AdminPlanServerView } from '@cs16ar/contracts';

// Issue 44, the Admin plan's panel: a member with a live Admin membership acts on the one server they chose, over the
// real GoldSrc rcon of a simulated server (status, kick, and a ban of at most seven days made as staff make one: in
// the ban list in their name, delivered with banid), and nobody else gets in.

const ACTION_LIMIT = 6;

let cms: TestCms;
let simulator: Simulator;
let db: TestDatabase;
let api: ReturnType<typeof apiClient>;
let staffJwt: string;

beforeAll(async () => {
  const basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  cms = await startCms({
    simulatorBasePort: basePort,
    env: { PUBLIC_CACHE_MS: '0', ADMIN_PLAN_ACTION_LIMIT: String(ACTION_LIMIT) },
  });
  simulator = await startSimulator({ basePort, logSecretKey: cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY, regulars: [] });
  db = await cms.db();
  api = apiClient(cms.api);
  staffJwt = (await api.login('admin', 'Admin1234')).jwt;
});

afterAll(() => cms?.stop());
afterAll(() => simulator?.close());
afterAll(() => db?.close());

async function member(plan: 'premium' | 'admin', steamId: string) {
  const username = `adm${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const registered = await api.post('/auth/local/register', {
    body: { username, email: `${username}@ejemplo.com.ar`, password: 'Secreta123' },
  });
  expect(registered.status).toBe(200);
  await db.query('UPDATE up_users SET steam_id = $1, steam_id_verified_at = now(), nickname = $2 WHERE id = $3', [
    steamId,
    `Admin ${username}`,
    registered.body.user.id,
  ]);
  const given = await api.post('/membership/staff/courtesy', {
    token: staffJwt,
    body: { username, plan, days: 30, reason: 'Prueba del panel' },
  });
  expect(given.status).toBe(200);
  return { jwt: registered.body.jwt as string, name: `Admin ${username}`, membershipId: given.body.data.id as string };
}

const serverIdOf = async (name: string) =>
  (await db.query<{ document_id: string }>('SELECT document_id FROM servers WHERE name = $1', [name]))[0].document_id;

it('an Admin member sees their server, kicks and bans (at most seven days) a player on it, in their own name', async () => {
  const server = simulator.servers[0];
  const admin = await member('admin', 'STEAM_0:1:4144144');
  expectSpanishError(await api.get('/admin-plan/server', { token: admin.jwt }), 409, /Elegí tu servidor de admin/);
  const serverId = await serverIdOf(server.name);
  expect((await api.post('/membership/admin-server', { token: admin.jwt, body: { serverId } })).status).toBe(200);

  const victim = 'STEAM_0:0:4244244';
  const connected = server.connectPlayer(victim, 'Molesto');
  expect(connected?.refused).toBe(false);
  const panel = await api.get('/admin-plan/server', { token: admin.jwt });
  expect(panel.status).toBe(200);
  const view = panel.body.data as AdminPlanServerView;
  expect(view.server).toEqual({ id: serverId, name: server.name });
  expect(view.playersError).toBeNull();
  const listed = view.players?.find((player) => player.steamId === victim);
  expect(listed).toMatchObject({ name: 'Molesto', uid: connected!.uid });
  expect(JSON.stringify(view)).not.toMatch(/\d+\.\d+\.\d+\.\d+/);

  // A kick: the player leaves the server, the action is theirs.
  const kicked = await api.post('/admin-plan/kick', { token: admin.jwt, body: { uid: listed!.uid } });
  expect(kicked.status).toBe(200);
  expect(server.currentLogPlayers().map((player) => player.steamId)).not.toContain(victim);
  expect(kicked.body.data.actions[0]).toMatchObject({ action: 'kick', playerName: 'Molesto', steamId: victim });
  expectSpanishError(
    await api.post('/admin-plan/kick', { token: admin.jwt, body: { uid: listed!.uid } }),
    404,
    /ya no está en tu servidor/,
  );

  // A ban: refused past seven days or without a reason; then in the ban list in their name, applied by banid.
  const again = server.connectPlayer(victim, 'Molesto');
  expectSpanishError(
    await api.post('/admin-plan/ban', { token: admin.jwt, body: { uid: again!.uid, minutes: 10_081, reason: 'Spam' } }),
    400,
    /siete días/,
  );
  expectSpanishError(
    await api.post('/admin-plan/ban', { token: admin.jwt, body: { uid: again!.uid, minutes: 60 } }),
    400,
    /motivo/,
  );
  const banned = await api.post('/admin-plan/ban', {
    token: admin.jwt,
    body: { uid: again!.uid, minutes: 60, reason: 'Spam en el chat' },
  });
  expect(banned.status).toBe(200);
  const banId = banned.body.data.banDocumentId as string;
  const ban = await api.get(`/bans/${banId}`);
  expect(ban.status).toBe(200);
  expect(JSON.stringify(ban.body)).toContain(admin.name);
  expect(JSON.stringify(ban.body)).toContain('Spam en el chat');
  await waitFor(() => server.isBanned(victim), { what: 'the ban applied on the server over rcon' });
  expect(server.currentLogPlayers().map((player) => player.steamId)).not.toContain(victim);
  expect(banned.body.data.actions[0]).toMatchObject({
    action: 'ban',
    steamId: victim,
    minutes: 60,
    reason: 'Spam en el chat',
    banDocumentId: banId,
  });
  // In the staff audit log as theirs.
  const audit = await api.get(`/bans/${banId}/audit`, { token: staffJwt });
  expect(JSON.stringify(audit.body)).toContain(admin.name);
});

it('nobody but a live, unsuspended Admin member gets the panel, and never on another server', async () => {
  const premium = await member('premium', 'STEAM_0:1:4344344');
  expectSpanishError(await api.get('/admin-plan/server', { token: premium.jwt }), 403, /membresía Admin/);
  expectSpanishError(await api.get('/admin-plan/server'), 401);
  expectSpanishError(await api.post('/admin-plan/kick', { token: premium.jwt, body: { uid: 1 } }), 403);

  const admin = await member('admin', 'STEAM_0:0:4444444');
  const serverId = await serverIdOf(simulator.servers[1].name);
  expect((await api.post('/membership/admin-server', { token: admin.jwt, body: { serverId } })).status).toBe(200);
  // A player on another server is not on theirs.
  const elsewhere = simulator.servers[0].connectPlayer('STEAM_0:1:4544544', 'Ajeno');
  expectSpanishError(
    await api.post('/admin-plan/kick', { token: admin.jwt, body: { uid: elsewhere!.uid + 5000 } }),
    404,
  );
  expectSpanishError(await api.post('/admin-plan/kick', { token: admin.jwt, body: { uid: '1; quit' } }), 400);
  expectSpanishError(await api.post('/admin-plan/kick', { token: admin.jwt, body: { uid: 1, extra: true } }), 400);

  // Never the community's staff, nor themselves.
  const [staff] = await db.query<{ steam_id: string }>(
    "UPDATE up_users SET steam_id = 'STEAM_0:1:4644644', steam_id_verified_at = now() WHERE username = 'admin' RETURNING steam_id",
  );
  const onTheirs = simulator.servers[1];
  const staffOnline = onTheirs.connectPlayer(staff.steam_id, 'El Admin');
  const selfOnline = onTheirs.connectPlayer('STEAM_0:0:4444444', 'Yo');
  expectSpanishError(
    await api.post('/admin-plan/kick', { token: admin.jwt, body: { uid: staffOnline!.uid } }),
    403,
    /staff de la comunidad/,
  );
  expectSpanishError(
    await api.post('/admin-plan/ban', {
      token: admin.jwt,
      body: { uid: selfOnline!.uid, minutes: 5, reason: 'Pruebo' },
    }),
    400,
    /vos mismo/,
  );

  const suspended = await api.post(`/membership/staff/members/${admin.membershipId}/suspend-privileges`, {
    token: staffJwt,
    body: { reason: 'Abuso del panel' },
  });
  expect(suspended.status).toBe(200);
  expectSpanishError(await api.get('/admin-plan/server', { token: admin.jwt }), 403, /suspendió/);
});

it('open panels share one rcon status read per server, and an admin clicking past the limit waits', async () => {
  const server = simulator.servers[2];
  const admin = await member('admin', 'STEAM_0:1:4744744');
  const serverId = await serverIdOf(server.name);
  expect((await api.post('/membership/admin-server', { token: admin.jwt, body: { serverId } })).status).toBe(200);

  expect((await api.get('/admin-plan/server', { token: admin.jwt })).status).toBe(200);
  const answered = server.answeredRconRequests;
  // Another tab (or another poll) a moment later is answered from that read: the server is not asked again.
  const [second, third] = await Promise.all([
    api.get('/admin-plan/server', { token: admin.jwt }),
    api.get('/admin-plan/server', { token: admin.jwt }),
  ]);
  expect([second.status, third.status]).toEqual([200, 200]);
  expect(server.answeredRconRequests).toBe(answered);

  // A player who joined after that read is found: a uid missing from it is read again.
  const joined = server.connectPlayer('STEAM_0:0:4844844', 'Recien');
  const kicked = await api.post('/admin-plan/kick', { token: admin.jwt, body: { uid: joined!.uid } });
  expect(kicked.status).toBe(200);
  expect(server.currentLogPlayers().map((player) => player.steamId)).not.toContain('STEAM_0:0:4844844');

  for (let click = 2; click <= ACTION_LIMIT; click += 1) {
    expect((await api.post('/admin-plan/kick', { token: admin.jwt, body: { uid: 999_000 + click } })).status).toBe(404);
  }
  const refused = await api.post('/admin-plan/kick', { token: admin.jwt, body: { uid: 999_999 } });
  expectSpanishError(refused, 429, /muchas acciones seguidas/);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
});
