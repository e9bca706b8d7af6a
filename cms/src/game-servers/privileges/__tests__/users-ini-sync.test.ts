import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import type { TestDatabase } from '../../../../test-utils/database';
import { apiClient, expectSpanishError, request } from '../../../../test-utils/http';
import { freeUdpRange } from '../../../../test-utils/ports';
import { serverKeyOf, usersIniBlock } from '../../../../test-utils/users-ini';
import { waitFor } from '../../../../test-utils/wait-for';
import { COMMUNITY_SERVERS, simulatorPort } from '../../../community/servers';
import { startSimulator, type Simulator } from '../../../../simulator/simulator';
import { loginLine } from '../../../../simulator/amx-admins';
import type { MembershipPrivilegesView } from '@cs16ar/contracts';
import { MANAGED_BEGIN, MANAGED_END } from '../users-ini';

// Issue 44, the delivery: a member's flags reach a game server's AMX Mod X users.ini through the game host's own
// script (game-server/sync-users-ini.sh, run here as a game host runs it: sh, curl, awk) and the CMS's per-server
// key; the lines the server's staff wrote stay; the CMS then sends amx_reloadadmins over real UDP rcon to the
// simulated server, which reads the file again and logs `Login:` for the connected member; that line, through the
// server's real UDP log stream (with its sv_logsecret), is what the member reads on /tu-membresia as confirmed.

const execFileAsync = promisify(execFile);
const SCRIPT = path.join(__dirname, '../../../../../game-server/sync-users-ini.sh');

let cms: TestCms;
let simulator: Simulator;
let db: TestDatabase;
let api: ReturnType<typeof apiClient>;
let staffJwt: string;
let configsDir: string;
let usersIni: string;
let serverKey: string;
let basePort: number;

beforeAll(async () => {
  basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  // A low limit of wrong keys per address, so the last test reaches it (the tests before spend 6).
  // The memberships' sweeper every half second, so an expiry is swept while the test waits.
  cms = await startCms({
    simulatorBasePort: basePort,
    env: { PUBLIC_CACHE_MS: '0', SERVER_KEY_FAILURE_MAX: '8', MEMBERSHIP_SWEEP_MS: '500' },
  });
  configsDir = mkdtempSync(path.join(tmpdir(), 'amx-configs-'));
  simulator = await startSimulator({
    basePort,
    logSecretKey: cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY,
    amxConfigsDir: configsDir,
  });
  simulator.servers[0].startLogging({ host: '127.0.0.1', port: cms.logPort }, cms.logSecretOf(0));
  db = await cms.db();
  api = apiClient(cms.api);
  staffJwt = (await api.login('admin', 'Admin1234')).jwt;
  usersIni = path.join(configsDir, String(simulatorPort(basePort, 0)), 'users.ini');
  mkdirSync(path.dirname(usersIni), { recursive: true });
});

afterAll(() => cms?.stop());
afterAll(() => simulator?.close());
afterAll(() => db?.close());

async function serverDocumentIdOf(name: string): Promise<string> {
  const rows = await db.query<{ document_id: string }>('SELECT document_id FROM servers WHERE name = $1', [name]);
  return rows[0].document_id;
}

function sync(apiUrl = cms.api) {
  return execFileAsync('sh', [SCRIPT], {
    env: { PATH: process.env.PATH ?? '', CS16_API_URL: apiUrl, CS16_SERVER_KEY: serverKey, CS16_USERS_INI: usersIni },
  }).then(
    (done) => ({ code: 0, stderr: done.stderr }),
    (failed: { code?: number; stderr?: string }) => ({ code: failed.code ?? -1, stderr: failed.stderr ?? '' }),
  );
}

async function premiumMember(steamId: string, plan: 'premium' | 'admin' = 'premium') {
  const username = `vip${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const registered = await api.post('/auth/local/register', {
    body: { username, email: `${username}@ejemplo.com.ar`, password: 'Secreta123' },
  });
  expect(registered.status).toBe(200);
  // A Steam ID verified from the game's chat (the steam-link tests cover that path): set as that path leaves it.
  await db.query('UPDATE up_users SET steam_id = $1, steam_id_verified_at = now() WHERE id = $2', [
    steamId,
    registered.body.user.id,
  ]);
  const given = await api.post('/membership/staff/courtesy', {
    token: staffJwt,
    body: { username, plan, days: 30, reason: 'Prueba de privilegios' },
  });
  expect(given.status).toBe(200);
  return {
    username,
    id: registered.body.user.id as number,
    jwt: registered.body.jwt as string,
    membershipId: given.body.data.id as string,
  };
}

async function privilegesOf(jwt: string): Promise<MembershipPrivilegesView> {
  const answer = await api.get('/membership/me/privileges', { token: jwt });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const confirmedOn = (view: MembershipPrivilegesView) =>
  view.servers.filter((server) => server.confirmedAt !== null).map((server) => server.name);

it('a server key is made by staff only, shown once, and is the only way to read the block', async () => {
  const serverId = await serverDocumentIdOf(COMMUNITY_SERVERS[0].name);
  const player = await api.post('/auth/local/register', {
    body: { username: 'nokey', email: 'nokey@ejemplo.com.ar', password: 'Secreta123' },
  });
  expectSpanishError(await api.post(`/game-server/keys/${serverId}`, { token: player.body.jwt }), 403);
  expectSpanishError(await api.post('/game-server/keys/noexiste', { token: staffJwt }), 404);
  const made = await api.post(`/game-server/keys/${serverId}`, { token: staffJwt });
  expect(made.status).toBe(200);
  serverKey = made.body.data.key;
  const stored = await db.query<{ privileges_key_hash: string }>(
    'SELECT privileges_key_hash FROM servers WHERE document_id = $1',
    [serverId],
  );
  expect(stored[0].privileges_key_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(stored)).not.toContain(serverKey);
  // The server as the API shows it never carries the hash.
  expect(JSON.stringify((await api.get(`/servers/${serverId}`)).body)).not.toContain('privileges');

  for (const authorization of [
    undefined,
    'Bearer ',
    `Bearer ${serverKey.slice(1)}x`,
    serverKey,
    `Basic ${serverKey}`,
  ]) {
    const refused = await request('GET', `${cms.api}/game-server/users-ini`, {
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });
    expectSpanishError(refused, 401);
  }
  const health = await request('GET', `${cms.url}/_health`);
  expect(health.body.privileges.keysRefused).toBeGreaterThanOrEqual(5);

  const block = await request('GET', `${cms.api}/game-server/users-ini`, {
    headers: { Authorization: `Bearer ${serverKey}` },
  });
  expect(block.status).toBe(200);
  expect(block.headers.get('content-type')).toMatch(/^text\/plain/);
  const etag = block.headers.get('etag') ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  const unchanged = await request('GET', `${cms.api}/game-server/users-ini`, {
    headers: { Authorization: `Bearer ${serverKey}`, 'If-None-Match': etag },
  });
  expect(unchanged.status).toBe(304);
});

it('the script writes a member with a verified Steam ID, keeps the staff lines, and the server confirms them', async () => {
  const staffLines = '; Admins del servidor\n"STEAM_0:0:1111" "" "abcdefghijklmnopqrstu" "ce"\n';
  writeFileSync(usersIni, staffLines);
  const steamId = 'STEAM_0:1:4404404';
  const member = await premiumMember(steamId);
  // An unverified Steam ID is never written; its owner is told the privileges wait for the link.
  const unverified = await premiumMember('STEAM_0:0:5505505');
  await db.query('UPDATE up_users SET steam_id_verified_at = NULL WHERE id = $1', [unverified.id]);
  expect(await privilegesOf(unverified.jwt)).toMatchObject({ flags: 'bt', holds: true, steamIdVerified: false });
  const before = await privilegesOf(member.jwt);
  expect(before).toMatchObject({ flags: 'bt', holds: true, steamIdVerified: true });
  expect(before.servers).toHaveLength(COMMUNITY_SERVERS.length);
  expect(confirmedOn(before)).toEqual([]);
  const online = simulator.servers[0].connectPlayer(steamId, 'Socio VIP');
  expect(online?.refused).toBe(false);

  const first = await sync();
  expect(first).toEqual({ code: 0, stderr: expect.stringContaining('users.ini updated') });
  const written = readFileSync(usersIni, 'utf8');
  expect(written.startsWith(staffLines)).toBe(true);
  expect(written).toContain(`${MANAGED_BEGIN}\n"${steamId}" "" "bt" "ce"\n${MANAGED_END}\n`);
  expect(written).not.toContain('STEAM_0:0:5505505');

  // The CMS sent amx_reloadadmins over rcon; AMX Mod X (simulated) read the file and logged the member in; the CMS
  // read that line from the server's log stream: one server of all confirmed it.
  const confirmed = await waitFor(
    async () => {
      const view = await privilegesOf(member.jwt);
      return confirmedOn(view).length > 0 ? view : null;
    },
    { what: "the server's confirmation of the member", timeoutMs: 15_000 },
  );
  expect(confirmedOn(confirmed)).toEqual([COMMUNITY_SERVERS[0].name]);
  expect(confirmedOn(await privilegesOf(unverified.jwt))).toEqual([]);

  // Nothing changed: a 304, the file untouched (the staff's own edit outside the block stays).
  writeFileSync(usersIni, `${written}; nota del staff\n`);
  expect(await sync()).toEqual({ code: 0, stderr: '' });
  expect(readFileSync(usersIni, 'utf8')).toBe(`${written}; nota del staff\n`);

  // The membership ends (a refund, an expiry): the next run takes the line off, the staff lines stay, and the
  // server's confirmation is gone with it.
  await db.query("UPDATE membership_subscriptions SET state = 'expired' WHERE id = $1", [member.membershipId]);
  expect((await sync()).code).toBe(0);
  const after = readFileSync(usersIni, 'utf8');
  expect(after).not.toContain(steamId);
  expect(after).toContain('"STEAM_0:0:1111" "" "abcdefghijklmnopqrstu" "ce"');
  expect(after).toContain('; nota del staff');
  expect(after).toContain(`${MANAGED_BEGIN}\n${MANAGED_END}\n`);
  expect(await privilegesOf(member.jwt)).toMatchObject({ holds: false });
  const kept = await db.query('SELECT 1 FROM privilege_confirmations WHERE steam_id = $1', [steamId]);
  expect(kept).toEqual([]);
});

// What the game host's script would fetch now.
const blockHolds = async (steamId: string) => (await usersIniBlock(cms.api, serverKey)).includes(`"${steamId}"`);

it('a membership whose paid period ended leaves the block when the sweeper expires it, with nothing else happening', async () => {
  const steamId = 'STEAM_0:0:8808808';
  const member = await premiumMember(steamId);
  expect(await blockHolds(steamId)).toBe(true);
  // Cancelled by the player, the paid period over a second ago: only the sweeper can end it.
  await db.query("UPDATE membership_subscriptions SET state = 'cancelled', period_end = $1 WHERE id = $2", [
    Date.now() - 1000,
    member.membershipId,
  ]);
  await waitFor(async () => !(await blockHolds(steamId)), {
    what: 'the expired member out of the block (the memberships sweeper)',
    timeoutMs: 15_000,
  });
  expect(await privilegesOf(member.jwt)).toMatchObject({ holds: false });
});

it('staff suspend the privileges of a member (reason, audit log) without touching the payment, and restore them', async () => {
  const steamId = 'STEAM_0:1:9909909';
  const member = await premiumMember(steamId);
  expect(await blockHolds(steamId)).toBe(true);
  const path = `/membership/staff/members/${member.membershipId}`;
  expectSpanishError(
    await api.post(`${path}/suspend-privileges`, { token: member.jwt, body: { reason: 'Abuso' } }),
    403,
  );
  expectSpanishError(await api.post(`${path}/suspend-privileges`, { token: staffJwt, body: { reason: ' x ' } }), 400);
  expectSpanishError(await api.post(`${path}/restore-privileges`, { token: staffJwt }), 409);

  const suspended = await api.post(`${path}/suspend-privileges`, {
    token: staffJwt,
    body: { reason: 'Abuso del slot reservado' },
  });
  expect(suspended.status).toBe(200);
  expect(suspended.body.data).toMatchObject({
    state: 'active',
    privilegesSuspension: { reason: 'Abuso del slot reservado', staff: { name: expect.any(String) } },
    staffActions: expect.arrayContaining([
      expect.objectContaining({ action: 'privileges-off', reason: 'Abuso del slot reservado' }),
    ]),
  });
  expect(await blockHolds(steamId)).toBe(false);
  expect(await privilegesOf(member.jwt)).toMatchObject({
    holds: false,
    suspended: { reason: 'Abuso del slot reservado' },
  });
  // The membership itself is untouched: still active, still the member's.
  expect((await api.get('/membership/me', { token: member.jwt })).body.data).toMatchObject({ state: 'active' });

  const restored = await api.post(`${path}/restore-privileges`, { token: staffJwt });
  expect(restored.status).toBe(200);
  expect(restored.body.data.privilegesSuspension).toBeNull();
  expect(restored.body.data.staffActions.map((action: { action: string }) => action.action)).toEqual(
    expect.arrayContaining(['privileges-off', 'privileges-on']),
  );
  expect(await blockHolds(steamId)).toBe(true);
  expect(await privilegesOf(member.jwt)).toMatchObject({ holds: true, suspended: null });
});

it("the Admin plan's member gets the admin flags on the one server they choose, changed once per period", async () => {
  const steamId = 'STEAM_0:0:1201201';
  const admin = await premiumMember(steamId, 'admin');
  const premium = await premiumMember('STEAM_0:1:1301301');
  const [chosen, other] = [COMMUNITY_SERVERS[0].name, COMMUNITY_SERVERS[1].name];
  const otherKey = await serverKeyOf(cms.api, db, staffJwt, other);
  const lineOf = (block: string) => block.split('\n').find((line) => line.startsWith(`"${steamId}"`));
  // Not chosen yet: the plan's flags everywhere, and the member is told to choose.
  expect(lineOf(await usersIniBlock(cms.api, serverKey))).toBe(`"${steamId}" "" "bt" "ce"`);
  expect(await privilegesOf(admin.jwt)).toMatchObject({ admin: { flags: 'cdefiju', serverId: null } });

  const choose = (jwt: string, serverId: unknown) =>
    api.post('/membership/admin-server', { token: jwt, body: { serverId } });
  const chosenId = await serverDocumentIdOf(chosen);
  const otherId = await serverDocumentIdOf(other);
  expectSpanishError(await choose(premium.jwt, chosenId), 409, /Solo una membresía Admin/);
  expectSpanishError(await choose(admin.jwt, 'noexiste'), 400, /servidores de la comunidad/);
  expectSpanishError(await choose(admin.jwt, '"; DROP'), 400);
  const picked = await choose(admin.jwt, chosenId);
  expect(picked.status).toBe(200);
  expect(picked.body.data.adminServer).toEqual({ id: chosenId, name: chosen, changeableFrom: expect.any(String) });

  expect(lineOf(await usersIniBlock(cms.api, serverKey))).toBe(`"${steamId}" "" "bcdefijtu" "ce"`);
  expect(lineOf(await usersIniBlock(cms.api, otherKey))).toBe(`"${steamId}" "" "bt" "ce"`);
  expect(await privilegesOf(admin.jwt)).toMatchObject({ admin: { flags: 'cdefiju', serverId: chosenId } });
  // Once per period: the second change waits for the next one.
  expectSpanishError(await choose(admin.jwt, otherId), 409, /Ya elegiste servidor en este período/);
  expect(lineOf(await usersIniBlock(cms.api, otherKey))).toBe(`"${steamId}" "" "bt" "ce"`);

  // The chosen server confirms only what it should give there: the admin flags too.
  const server = simulator.servers[0];
  expect(server.logLine(loginLine({ name: 'Admin', uid: 90, steamId }, 'bt', '1.2.3.4'))).toBe(true);
  expect(server.logLine(loginLine({ name: 'Testigo', uid: 91, steamId: 'STEAM_0:1:1301301' }, 'bt', '1.2.3.4'))).toBe(
    true,
  );
  await waitFor(async () => confirmedOn(await privilegesOf(premium.jwt)).length > 0, { what: 'the witness line' });
  expect(confirmedOn(await privilegesOf(admin.jwt))).toEqual([]);
  expect(server.logLine(loginLine({ name: 'Admin', uid: 90, steamId }, 'bcdefijtu', '1.2.3.4'))).toBe(true);
  await waitFor(async () => confirmedOn(await privilegesOf(admin.jwt)).includes(chosen), {
    what: "the admin's confirmation",
  });
});

it('a Login line without the log secret, or typed in the chat, confirms nothing', async () => {
  const victim = await premiumMember('STEAM_0:1:6606606');
  const witness = await premiumMember('STEAM_0:0:7707707');
  const server = simulator.servers[0];
  const forged = loginLine({ name: 'Falso', uid: 77, steamId: 'STEAM_0:1:6606606' }, 'bt', '1.2.3.4');
  server.stopLogging();
  server.startLogging({ host: '127.0.0.1', port: cms.logPort }, null);
  expect(server.logLine(forged)).toBe(true);
  server.stopLogging();
  server.startLogging({ host: '127.0.0.1', port: cms.logPort }, cms.logSecretOf(0));
  expect(server.logLine(`"Falso<77><STEAM_0:1:6606606><CT>" say "${forged}"`)).toBe(true);
  // A proven line after them: once it is confirmed, the lines before it were read (or dropped) too.
  expect(server.logLine(loginLine({ name: 'Testigo', uid: 78, steamId: 'STEAM_0:0:7707707' }, 'bt', '1.2.3.4'))).toBe(
    true,
  );
  await waitFor(async () => confirmedOn(await privilegesOf(witness.jwt)).length > 0, {
    what: 'the proven Login line',
    timeoutMs: 15_000,
  });
  expect(confirmedOn(await privilegesOf(victim.jwt))).toEqual([]);
});

it('a wrong key writes nothing', async () => {
  const before = readFileSync(usersIni, 'utf8');
  const saved = serverKey;
  serverKey = 'A'.repeat(43);
  try {
    const refused = await sync();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('401');
  } finally {
    serverKey = saved;
  }
  expect(readFileSync(usersIni, 'utf8')).toBe(before);
});

it('an answer that is not a whole, well-formed block writes nothing', async () => {
  const before = readFileSync(usersIni, 'utf8');
  const answers = [
    `${MANAGED_BEGIN}\n"STEAM_0:1:7" "" "bt" "ce"\n`,
    `${MANAGED_BEGIN}\n"STEAM_0:1:7" "" "bt" "ce"\n"STEAM_0:1:8" "" "abcdefghijklmnopqrstu" "c`,
    `${MANAGED_BEGIN}\n"STEAM_0:1:7" "" "bt" "ce"; exec rm\n${MANAGED_END}\n`,
    `${MANAGED_BEGIN}\n${MANAGED_END}\n"STEAM_0:1:7" "" "abcdefghijklmnopqrstu" "ce"\n`,
    `<html>Bad gateway</html>`,
  ];
  let next = 0;
  const hostile = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/plain', ETag: '"x"' });
    response.end(answers[next++]);
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/api`;
    for (let index = 0; index < answers.length; index += 1) {
      const refused = await sync(url);
      expect([index, refused.code, refused.stderr]).toEqual([index, 1, expect.stringContaining('nothing written')]);
      expect(readFileSync(usersIni, 'utf8')).toBe(before);
    }
  } finally {
    hostile.close();
  }
});

it('an address that keeps sending wrong keys is made to wait (429), whatever key it sends next', async () => {
  const wrong = { Authorization: `Bearer ${'B'.repeat(43)}` };
  let answer = await request('GET', `${cms.api}/game-server/users-ini`, { headers: wrong });
  for (let tries = 0; answer.status === 401 && tries < 10; tries += 1) {
    answer = await request('POST', `${cms.api}/game-server/users-ini/applied`, { headers: wrong });
  }
  expectSpanishError(answer, 429, /Demasiadas claves de servidor/);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  const right = await request('GET', `${cms.api}/game-server/users-ini`, {
    headers: { Authorization: `Bearer ${serverKey}` },
  });
  expect(right.status).toBe(429);
});
