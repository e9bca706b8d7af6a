import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import { openEventStream, type EventStream } from '../../../../test-utils/event-stream';
import { apiClient, expectSpanishError } from '../../../../test-utils/http';
import { waitFor } from '../../../../test-utils/wait-for';
import { freeUdpRange } from '../../../../test-utils/ports';
import { COMMUNITY_SERVERS } from '../../../community/servers';
import { DEMO_USERS } from '../../../seed/demo-users';
import { startSimulator, type Simulator } from '../../../../simulator/simulator';

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

afterAll(() => stream?.close());
afterAll(() => cms?.stop());
afterAll(() => simulator?.close());

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

  // Issue 41, item 2: staff could give up to ten years while the commands stopped at 366 days, so a longer ban
  // showed as in force while every server marked it failed.
  it('a ban of 367 days reaches its server over rcon', async () => {
    const minutes = 367 * 24 * 60;
    const created = await api.post('/bans', {
      body: newBan({ steamId: 'STEAM_0:0:8000011', minutes }),
      token: tokens.admin,
    });
    expect(created.status).toBe(201);
    const ban = created.body.data;
    expect(ban).toMatchObject({ durationSeconds: minutes * 60, state: 'activo' });
    const origin = simulator.servers[COMMUNITY_SERVERS.findIndex((server) => server.name === ban.server.name)];
    const db = await cms.db();
    const delivery = await waitFor(
      async () => {
        const [row] = await db.query<{ state: string; last_error: string | null }>(
          'SELECT state, last_error FROM ban_deliveries WHERE ban_document_id = $1',
          [ban.documentId],
        );
        return row && row.state !== 'pendiente' ? row : null;
      },
      { what: 'the delivery of the 367-day ban to end' },
    );
    expect(delivery).toEqual({ state: 'aplicado', last_error: null });
    expect(origin.isBanned('STEAM_0:0:8000011')).toBe(true);
  });

  it("the server's own Banid line for a ban the site sent is that ban applied, not a second one", async () => {
    const origin = simulator.servers[0];
    origin.startLogging({ host: '127.0.0.1', port: cms.logPort }, cms.logSecretOf(0));
    try {
      const [first] = (await api.get('/servers?pagination[pageSize]=1&sort=id:asc')).body.data as {
        documentId: string;
      }[];
      // On the server, so the engine kicks them and logs its Banid line.
      expect(origin.connectPlayer('STEAM_0:1:8000021', 'Griefer')?.refused).toBe(false);
      const created = await api.post('/bans', {
        body: newBan({ steamId: 'STEAM_0:1:8000021', server: first.documentId, minutes: 60 }),
        token: tokens.admin,
      });
      expect(created.status).toBe(201);
      await waitFor(() => origin.isBanned('STEAM_0:1:8000021'), { what: 'the ban applied over rcon' });
      // A proven line after the delivery's: once it is read, the Banid line before it was read too.
      origin.logLine('Banid: "Testigo<9><STEAM_0:0:8000022><>" was banned "for 5.00 minutes" by "Console"');
      await waitFor(async () => (await api.get('/bans?q=STEAM_0:0:8000022')).body.data.length > 0, {
        what: 'the witness ban read from the log',
      });
      const bans = (await api.get('/bans?q=STEAM_0:1:8000021')).body.data as { documentId: string }[];
      expect(bans.map((one) => one.documentId)).toEqual([created.body.data.documentId]);
    } finally {
      origin.stopLogging();
    }
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
    // A ban set on the site for one server is applied on that server over rcon.
    const origin = simulator.servers[COMMUNITY_SERVERS.findIndex((server) => server.name === ban.server.name)];
    await waitFor(async () => origin.isBanned('STEAM_0:1:4000000'), { what: 'the ban applied on its server' });
    const listed = (await api.get('/bans?q=[U:1:8000001]')).body.data as { documentId: string }[];
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
    // And lifted there (removeid): the site never says "levantado" of a ban its server still applies.
    await waitFor(async () => !origin.isBanned('STEAM_0:1:4000000'), { what: 'the lift applied on its server' });
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
    // Sent to its own server when it was set, then to every other one.
    const others = COMMUNITY_SERVERS.length - 1;
    expect(marked.body.data).toMatchObject({ communityWide: true, deliveries: { total: others + 1 } });

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
    await waitFor(async () => (await api.get(`/bans/${documentId}`)).body.data.deliveries?.applied === answering + 1, {
      what: `"aplicado en ${answering + 1} de ${others + 1}"`,
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

    // Lifting it sends removeid to its own server and every other one: the count is the lift's.
    const lifted = await api.post(`/bans/${documentId}/lift`, { body: {}, token: tokens.admin });
    expect(lifted.body.data).toMatchObject({ state: 'levantado' });
    await waitFor(
      async () => {
        const removes = (await rows()).filter((row) => row.command === 'unban' && row.state === 'aplicado');
        return removes.length === answering + 1;
      },
      { what: 'the removeid deliveries' },
    );
    expect((await api.get(`/bans/${documentId}`)).body.data.deliveries).toEqual({
      applied: answering + 1,
      total: others + 1,
    });
    COMMUNITY_SERVERS.forEach((_, index) => {
      if (gets(index) || index === originIndex) expect(simulated[index].isBanned(steamId)).toBe(false);
    });
    // The servers that never answered are not sent the ban any more: the lift replaced that order (were one
    // to come back now, a late banid must not land after the removeid).
    const stale = (await rows()).filter((row) => row.command === 'ban');
    expect(stale.filter((row) => row.state === 'pendiente')).toEqual([]);
    expect(stale.filter((row) => row.last_error === 'el baneo se levantó antes de aplicarse')).toHaveLength(
      others - answering,
    );
  });

  it('shortens a ban: staff only, shorter than now and not already over (a Spanish 400 each), audited, heard live', async () => {
    const created = await api.post('/bans', { body: newBan({ steamId: 'STEAM_0:0:8000007' }), token: tokens.admin });
    const ban = created.body.data as { documentId: string; bannedAt: string };
    const shorten = (body: unknown, token?: string) =>
      api.post(`/bans/${ban.documentId}/shorten`, { body, ...(token ? { token } : {}) });
    expectSpanishError(await shorten({ minutes: 60 }), 401);
    expectSpanishError(await shorten({ minutes: 60 }, tokens.jugador), 403);
    const refused: [unknown, RegExp][] = [
      [{ minutes: 120 }, /menor que la actual \(120 minutos\)/],
      [{ minutes: 500 }, /menor que la actual/],
      [{ minutes: 0 }, /duración nueva/],
      [{ minutes: '30' }, /duración nueva/],
      [{ minutes: 1.5 }, /duración nueva/],
      [{}, /duración nueva/],
      [{ minutes: 30, reason: 'x' }, /"reason" no se puede enviar/],
    ];
    for (const [body, message] of refused) expectSpanishError(await shorten(body, tokens.admin), 400, message);
    expectSpanishError(await api.post('/bans/noexiste1/shorten', { body: { minutes: 5 }, token: tokens.admin }), 404);

    const shortened = await shorten({ minutes: 60 }, tokens.admin);
    expect(shortened.status).toBe(200);
    expect(shortened.body.data).toMatchObject({ durationSeconds: 3600, state: 'activo' });
    expect(Date.parse(shortened.body.data.expiresAt) - Date.parse(ban.bannedAt)).toBe(3600 * 1000);
    await stream.next(
      (event) =>
        event.event === 'ban' && event.data === JSON.stringify({ documentId: ban.documentId, change: 'shortened' }),
      'the shortened event',
    );
    const audit = (await api.get(`/bans/${ban.documentId}/audit`, { token: tokens.admin })).body.data as {
      action: string;
      before: { durationSeconds: number } | null;
      after: { durationSeconds: number } | null;
    }[];
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'shorten']);
    expect(audit[1].before?.durationSeconds).toBe(7200);
    expect(audit[1].after?.durationSeconds).toBe(3600);

    // A duration that would already be over is a lift: set two hours ago, one hour is refused.
    const db = await cms.db();
    const [row] = await db.query<{ banned_at: unknown }>('SELECT banned_at FROM bans WHERE document_id = $1', [
      ban.documentId,
    ]);
    const twoHoursBefore = (value: unknown) =>
      typeof value === 'number'
        ? value - 2 * 3600 * 1000
        : value instanceof Date
          ? new Date(value.getTime() - 2 * 3600 * 1000)
          : new Date(Date.parse(String(value)) - 2 * 3600 * 1000).toISOString();
    await db.query('UPDATE bans SET banned_at = $1 WHERE document_id = $2', [
      twoHoursBefore(row.banned_at),
      ban.documentId,
    ]);
    expectSpanishError(await shorten({ minutes: 30 }, tokens.admin), 400, /levantalo/);

    // A lifted ban is no longer in force.
    await api.post(`/bans/${ban.documentId}/lift`, { body: {}, token: tokens.admin });
    expectSpanishError(await shorten({ minutes: 10 }, tokens.admin), 400, /ya no está vigente/);
  });

  it('shortening a community-wide ban sends it again to its server and every other one over rcon, with the minutes left', async () => {
    const steamId = 'STEAM_0:1:8000009';
    const documentId = (await api.post('/bans', { body: newBan({ steamId }), token: tokens.admin })).body.data
      .documentId as string;
    await api.post(`/bans/${documentId}/community-wide`, { body: {}, token: tokens.admin });
    // Its own server (the staff ban's first delivery) and every other one.
    const all = COMMUNITY_SERVERS.length;
    const answering = COMMUNITY_SERVERS.filter((server) => !server.simulatedDown).length;
    const db = await cms.db();
    const rows = () =>
      db.query<{ state: string; updated_at: unknown; server_document_id: string }>(
        "SELECT state, updated_at, server_document_id FROM ban_deliveries WHERE ban_document_id = $1 AND command = 'ban'",
        [documentId],
      );
    await waitFor(async () => (await api.get(`/bans/${documentId}`)).body.data.deliveries?.applied === answering, {
      what: 'the first sending',
    });
    const shortenedAt = Date.now();
    const shortened = await api.post(`/bans/${documentId}/shorten`, { body: { minutes: 30 }, token: tokens.admin });
    expect(shortened.status).toBe(200);
    // The same deliveries, sent again: none added, each applied anew after the shortening.
    await waitFor(
      async () =>
        (await rows()).filter((row) => row.state === 'aplicado' && Number(row.updated_at) >= shortenedAt).length ===
        answering,
      { what: 'the shortened ban sent again' },
    );
    expect(await rows()).toHaveLength(all);
    // Staff read each server's state with the audit log.
    const audit = await api.get(`/bans/${documentId}/audit`, { token: tokens.admin });
    const deliveries = audit.body.deliveries as { serverDocumentId: string; state: string; command: string }[];
    expect(deliveries).toHaveLength(all);
    expect(deliveries.filter((delivery) => delivery.state === 'aplicado')).toHaveLength(answering);
    expect(JSON.stringify(audit.body)).not.toMatch(/rcon_?password/i);
    COMMUNITY_SERVERS.forEach((server, index) => {
      if (!server.simulatedDown) expect(simulator.servers[index].isBanned(steamId)).toBe(true);
    });
  });

  // Each delivery is a job of the queue (src/jobs): its retries and their backoff are the queue's, kept in the
  // database, so a CMS that stops while a server does not answer sends the ban once it is back, after its restart.
  it('a delivery outlives its instance: a server down while the CMS restarts gets the ban once it answers', async () => {
    const steamId = 'STEAM_0:1:8000015';
    const servers = (await api.get('/servers?pagination[pageSize]=100')).body.data as {
      documentId: string;
      name: string;
    }[];
    const index = COMMUNITY_SERVERS.findIndex(
      (server, at) =>
        !server.simulatedDown && servers.find((s) => s.name === server.name)?.documentId !== serverId && at > 0,
    );
    const target = servers.find((server) => server.name === COMMUNITY_SERVERS[index].name)!;
    simulator.servers[index].setAnswering(false);
    const documentId = (
      await api.post('/bans', { body: newBan({ steamId, server: target.documentId }), token: tokens.admin })
    ).body.data.documentId as string;
    const db = await cms.db();
    const delivery = async () =>
      (
        await db.query<{ state: string; attempts: unknown; last_error: string | null }>(
          'SELECT state, attempts, last_error FROM ban_deliveries WHERE ban_document_id = $1',
          [documentId],
        )
      )[0];
    await waitFor(async () => Number((await delivery())?.attempts) >= 1 && (await delivery()).last_error !== null, {
      what: 'a first attempt that failed',
    });
    expect(await delivery()).toMatchObject({ state: 'pendiente' });
    await cms.restart();
    simulator.servers[index].setAnswering(true);
    await waitFor(async () => (await delivery()).state !== 'pendiente', {
      what: 'the delivery to end after the restart',
    });
    expect(await delivery()).toMatchObject({ state: 'aplicado', last_error: null });
    expect(simulator.servers[index].isBanned(steamId)).toBe(true);
    tokens.admin = (await api.login('admin', 'Admin1234')).jwt;
  });

  it('a wrong rcon password fails at once, said as it is, without being tried again', async () => {
    const steamId = 'STEAM_0:1:8000017';
    const db = await cms.db();
    const servers = (await api.get('/servers?pagination[pageSize]=100')).body.data as {
      documentId: string;
      name: string;
    }[];
    const index = COMMUNITY_SERVERS.findIndex((server, at) => !server.simulatedDown && at > 1);
    const target = servers.find((server) => server.name === COMMUNITY_SERVERS[index].name)!;
    const [{ rcon_password: password }] = await db.query<{ rcon_password: string }>(
      'SELECT rcon_password FROM servers WHERE document_id = $1',
      [target.documentId],
    );
    await db.query("UPDATE servers SET rcon_password = 'NoEsLaClave' WHERE document_id = $1", [target.documentId]);
    try {
      const documentId = (
        await api.post('/bans', { body: newBan({ steamId, server: target.documentId }), token: tokens.admin })
      ).body.data.documentId as string;
      const row = await waitFor(
        async () => {
          const [found] = await db.query<{ state: string; attempts: unknown; last_error: string | null }>(
            'SELECT state, attempts, last_error FROM ban_deliveries WHERE ban_document_id = $1',
            [documentId],
          );
          return found && found.state !== 'pendiente' ? found : null;
        },
        { what: 'the delivery to fail' },
      );
      expect(row).toMatchObject({ state: 'fallido', last_error: expect.stringMatching(/contraseña/i) });
      expect(Number(row.attempts)).toBe(1);
      expect(simulator.servers[index].isBanned(steamId)).toBe(false);
    } finally {
      await db.query('UPDATE servers SET rcon_password = $1 WHERE document_id = $2', [password, target.documentId]);
    }
  });
});
