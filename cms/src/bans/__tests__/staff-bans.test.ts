import { startCms, type TestCms } from '../../../test-utils/cms-process';
import { openEventStream, type EventStream } from '../../../test-utils/event-stream';
import { apiClient, expectSpanishError } from '../../../test-utils/http';
import { waitFor } from '../../../test-utils/wait-for';
import { freeUdpRange } from '../../../test-utils/ports';
import { COMMUNITY_SERVERS } from '../../community/servers';
import { DEMO_USERS } from '../../seed/demo-users';
import { startSimulator, type Simulator } from '../../../simulator/simulator';

// Staff ban from the site, against a real CMS over HTTP: only the staff roles may (401 anonymous, 403 a
// player), every field is checked, the internal note is never public, each action lands in the audit log with
// who, when and the ban before and after, and the list hears it live.

let cms: TestCms;
let simulator: Simulator;
let api: ReturnType<typeof apiClient>;
let stream: EventStream;
const tokens: Record<string, string> = {};
let serverId: string;

beforeAll(async () => {
  const basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  cms = await startCms({ simulatorBasePort: basePort, env: { PUBLIC_CACHE_MS: '0' } });
  // The simulated servers answer rcon with the passwords the CMS's seed stored (the same key).
  simulator = await startSimulator({ basePort, logSecretKey: cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY });
  api = apiClient(cms.api);
  for (const user of DEMO_USERS) tokens[user.username] = (await api.login(user.username, user.password)).jwt;
  serverId = ((await api.get('/servers?pagination[pageSize]=1')).body.data as { documentId: string }[])[0].documentId;
  stream = await openEventStream(`${cms.api}/events`);
});

afterAll(async () => {
  stream?.close();
  await cms?.stop();
  await simulator?.close();
});

const newBan = (overrides: Record<string, unknown> = {}) => ({
  steamId: '[U:1:8000001]',
  playerName: 'Griefer',
  server: serverId,
  reason: 'Bloquear a su equipo',
  minutes: 120,
  ruleAnchor: 'general-3',
  internalNote: 'Reincidente: avisado dos veces por chat',
  ...overrides,
});

describe('staff bans', () => {
  it('needs a session (401) and a staff role (403) to act, and to read the audit log', async () => {
    expectSpanishError(await api.post('/bans', { body: newBan() }), 401);
    expectSpanishError(
      await api.post('/bans', { body: newBan(), token: tokens.jugador }),
      403,
      'Solo el staff de la comunidad puede gestionar baneos.',
    );
    const [seeded] = (await api.get('/bans')).body.data as { documentId: string }[];
    expectSpanishError(await api.post(`/bans/${seeded.documentId}/lift`, { body: {}, token: tokens.premium }), 403);
    expectSpanishError(await api.get(`/bans/${seeded.documentId}/audit`), 401);
    expectSpanishError(await api.get(`/bans/${seeded.documentId}/audit`, { token: tokens.jugador }), 403);
  });

  it('a staff member bans, then lifts: the list shows it (never the note), the audit log keeps both with before and after', async () => {
    const created = await api.post('/bans', { body: newBan(), token: tokens.admin });
    expect(created.status).toBe(201);
    const ban = created.body.data;
    expect(ban).toMatchObject({
      player: { name: 'Griefer', steamId: 'STEAM_0:1:4000000' },
      server: { documentId: serverId },
      reason: 'Bloquear a su equipo',
      ruleAnchor: 'general-3',
      durationSeconds: 7200,
      state: 'activo',
    });
    expect(JSON.stringify(created.body)).not.toContain('Reincidente');
    const listed = (await api.get('/bans?q=STEAM_1:1:4000000')).body.data as { documentId: string }[];
    expect(listed.map((one) => one.documentId)).toEqual([ban.documentId]);
    expect(JSON.stringify(listed)).not.toContain('Reincidente');
    await stream.next(
      (event) =>
        event.event === 'ban' && event.data === JSON.stringify({ documentId: ban.documentId, change: 'created' }),
      'the created event',
    );

    const lifted = await api.post(`/bans/${ban.documentId}/lift`, { body: {}, token: tokens.admin });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({ state: 'levantado' });
    await stream.next(
      (event) =>
        event.event === 'ban' && event.data === JSON.stringify({ documentId: ban.documentId, change: 'lifted' }),
      'the lifted event',
    );
    // Lifting it again changes nothing and records nothing.
    expect((await api.post(`/bans/${ban.documentId}/lift`, { body: {}, token: tokens.admin })).status).toBe(200);

    const audit = await api.get(`/bans/${ban.documentId}/audit`, { token: tokens.admin });
    expect(audit.status).toBe(200);
    const entries = audit.body.data as {
      action: string;
      staff: { name: string };
      at: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'lift']);
    expect(entries[0].before).toBeNull();
    expect(entries[0].after).toMatchObject({
      internalNote: 'Reincidente: avisado dos veces por chat',
      ruleAnchor: 'general-3',
    });
    expect(entries[1].before).toMatchObject({ liftedAt: null });
    expect(entries[1].after!.liftedAt).not.toBeNull();
    expect(entries.every((entry) => entry.staff.name.length > 0 && Date.parse(entry.at) > 0)).toBe(true);
  });

  it('refuses bad input with a Spanish 400 and stores nothing', async () => {
    const before = (await api.get('/bans')).body.meta.pagination.total as number;
    const refused: [Record<string, unknown>, RegExp][] = [
      [newBan({ steamId: 'pepe' }), /Steam ID/],
      [newBan({ reason: '' }), /motivo/],
      [newBan({ reason: 'x'.repeat(10 * 1024) }), /hasta 200 caracteres/],
      [newBan({ minutes: 0 }), /duración/],
      [newBan({ minutes: '30' }), /duración/],
      [newBan({ ruleAnchor: '../x' }), /regla/],
      [newBan({ server: 'noexiste1' }), /servidor/],
      [newBan({ ip: '1.2.3.4' }), /"ip" no se puede enviar/],
      [newBan({ internalNote: 'n'.repeat(1001) }), /nota interna/],
    ];
    for (const [body, message] of refused) {
      expectSpanishError(await api.post('/bans', { body, token: tokens.admin }), 400, message);
    }
    const { minutes: _minutes, ...withoutLength } = newBan();
    expectSpanishError(await api.post('/bans', { body: withoutLength, token: tokens.admin }), 400, /duración/);
    expect((await api.get('/bans')).body.meta.pagination.total).toBe(before);
    expectSpanishError(await api.post('/bans/noexiste1/lift', { body: {}, token: tokens.admin }), 404);
  });

  it('a permanent ban is minutes null', async () => {
    const created = await api.post('/bans', {
      body: newBan({ minutes: null, steamId: 'STEAM_0:0:8000003' }),
      token: tokens.admin,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ permanent: true, expiresAt: null, state: 'permanente' });
  });

  it('marks a ban community-wide: rcon bans the Steam ID on every other server, a server that does not answer is retried, the lift removes it', async () => {
    const steamId = 'STEAM_0:1:8000005';
    const created = await api.post('/bans', { body: newBan({ steamId }), token: tokens.admin });
    const documentId = created.body.data.documentId as string;
    expect(created.body.data).toMatchObject({ communityWide: false, deliveries: null });
    expectSpanishError(await api.post(`/bans/${documentId}/community-wide`, { body: {}, token: tokens.jugador }), 403);
    expectSpanishError(await api.post(`/bans/${documentId}/community-wide`, { body: {} }), 401);

    const marked = await api.post(`/bans/${documentId}/community-wide`, { body: {}, token: tokens.admin });
    expect(marked.status).toBe(200);
    const others = COMMUNITY_SERVERS.length - 1;
    expect(marked.body.data).toMatchObject({ communityWide: true, deliveries: { total: others } });

    // The ban was made on the first server; every other one that answers gets it over rcon.
    const origin = (await api.get(`/bans/${documentId}`)).body.data.server as { documentId: string; name: string };
    expect(origin.documentId).toBe(serverId);
    const originIndex = COMMUNITY_SERVERS.findIndex((server) => server.name === origin.name);
    expect(originIndex).toBeGreaterThanOrEqual(0);
    const gets = (index: number) => index !== originIndex && !COMMUNITY_SERVERS[index].simulatedDown;
    const answering = COMMUNITY_SERVERS.filter((_, index) => gets(index)).length;
    expect(answering).toBeGreaterThan(0);
    expect(answering).toBeLessThan(others);
    await stream.next(
      (event) => event.event === 'ban' && event.data === JSON.stringify({ documentId, change: 'delivered' }),
      'a delivered event',
    );
    await waitFor(async () => (await api.get(`/bans/${documentId}`)).body.data.deliveries?.applied === answering, {
      what: `"aplicado en ${answering} de ${others}"`,
    });
    const db = await cms.db();
    const rows = () =>
      db.query<{ state: string; attempts: unknown; last_error: string | null; command: string }>(
        'SELECT state, attempts, last_error, command FROM ban_deliveries WHERE ban_document_id = $1',
        [documentId],
      );
    // A server that does not answer stays pending while it is tried again, with its error.
    await waitFor(
      async () =>
        (await rows()).filter((row) => row.state === 'pendiente' && Number(row.attempts) >= 2 && row.last_error)
          .length ===
        others - answering,
      { what: 'the servers that do not answer, retried' },
    );
    const simulated = simulator.servers;
    COMMUNITY_SERVERS.forEach((_, index) => {
      if (!gets(index)) return;
      expect(simulated[index].isBanned(steamId)).toBe(true);
      // writeid ran (HLDS writes only permanent bans to banned.cfg; this one lasts two hours).
      expect(simulated[index].writtenBans().times).toBeGreaterThanOrEqual(1);
    });
    // The banned player who joins another server is refused there.
    const elsewhere = COMMUNITY_SERVERS.findIndex((_, index) => gets(index));
    expect(simulated[elsewhere].connectPlayer(steamId, 'Griefer')).toMatchObject({ refused: true });

    const audit = (await api.get(`/bans/${documentId}/audit`, { token: tokens.admin })).body.data as {
      action: string;
    }[];
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'community-wide']);

    // Lifting it sends removeid to every other server: the count is the lift's.
    const lifted = await api.post(`/bans/${documentId}/lift`, { body: {}, token: tokens.admin });
    expect(lifted.body.data).toMatchObject({ state: 'levantado' });
    await waitFor(
      async () => {
        const removes = (await rows()).filter((row) => row.command === 'unban' && row.state === 'aplicado');
        return removes.length === answering;
      },
      { what: 'the removeid deliveries' },
    );
    expect((await api.get(`/bans/${documentId}`)).body.data.deliveries).toEqual({ applied: answering, total: others });
    COMMUNITY_SERVERS.forEach((_, index) => {
      if (gets(index)) expect(simulated[index].isBanned(steamId)).toBe(false);
    });
  });
});
