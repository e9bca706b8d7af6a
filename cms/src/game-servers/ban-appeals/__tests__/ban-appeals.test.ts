import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { COMMUNITY_SERVERS } from '../../../community/servers';
import { DEMO_USERS } from '../../../seed/demo-users';
import { canonicalPlayerId } from '../../game-log/steam-id';
import { logEvents, type LogPlayer } from '../../../../simulator/game-log';
import { startSimulator, type Simulator } from '../../../../simulator/simulator';
import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import type { TestDatabase } from '../../../../test-utils/database';
import { apiClient, expectSpanishError } from '../../../../test-utils/http';
import { openMailInbox, type MailInbox } from '../../../../test-utils/mail-inbox';
import { freeUdpRange } from '../../../../test-utils/ports';
import { waitFor } from '../../../../test-utils/wait-for';
import { EVIDENCE_RETENTION_MS } from '../../ban-evidence/evidence-store';

// Ban appeals (descargos) against a real CMS over HTTP, with the evidence read from a real game-log stream
// (a simulated server logging to the CMS over UDP) and the accepted appeal's lift sent over rcon to the
// simulated servers: who may appeal (401, 403, 404, 409), what they may send (400), one appeal per ban, what
// staff read (the player's own lines of the ten minutes before the ban, on that server) and how they answer
// (accept lifts the ban, reject needs a reason), the audit log, the email, and the 30-day purge.

const SITE = 'http://sitio.test:8080';
let cms: TestCms;
let simulator: Simulator;
let inbox: MailInbox;
let db: TestDatabase;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
let servers: { documentId: string; name: string }[];
// The server the evidence is logged on: answering, and not one the demo player is a regular of (its
// simulated match would add lines of its own for them).
let evidenceIndex: number;
let banId: string;
let bannedAt: number;

const demo = (username: string) => DEMO_USERS.find((user) => user.username === username)!;
const steamIdOf = (username: string) => canonicalPlayerId(demo(username).steamID)!;
const JUGADOR_STEAM = () => steamIdOf('jugador');

async function png(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1e88e5' } })
    .png()
    .toBuffer();
}

function appealForm(text: string | null, images: { data: Buffer; name: string; type?: string }[] = []): FormData {
  const form = new FormData();
  if (text !== null) form.append('text', text);
  for (const image of images) {
    form.append('images', new Blob([new Uint8Array(image.data)], { type: image.type ?? 'image/png' }), image.name);
  }
  return form;
}

const TEXT = 'No usé ningún programa: el ak se me trabó y disparé contra la pared. Pueden ver la demo.';

beforeAll(async () => {
  inbox = await openMailInbox();
  const basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  cms = await startCms({
    simulatorBasePort: basePort,
    env: {
      PUBLIC_CACHE_MS: '0',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inbox.port),
      SITE_URL: SITE,
      UPLOAD_RATE_LIMIT_MAX: '1000',
      REGISTRATION_RATE_LIMIT_MAX: '1000',
      GAME_LOG_SOURCES_REFRESH_MS: '1000',
      BAN_EVIDENCE_PURGE_INTERVAL_MS: '1000',
    },
  });
  simulator = await startSimulator({ basePort, logSecretKey: cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY });
  api = apiClient(cms.api);
  db = await cms.db();
  for (const user of DEMO_USERS) tokens[user.username] = (await api.login(user.username, user.password)).jwt;
  const listed = (await api.get('/servers?pagination[pageSize]=100')).body.data as {
    documentId: string;
    name: string;
  }[];
  servers = COMMUNITY_SERVERS.map((seeded) => listed.find((server) => server.name === seeded.name)!);
  evidenceIndex = COMMUNITY_SERVERS.findIndex(
    (server, index) => !server.simulatedDown && !demo('jugador').serverIndexes.includes(index),
  );
  simulator.servers[evidenceIndex].startLogging(
    { host: '127.0.0.1', port: cms.logPort },
    cms.logSecretOf(evidenceIndex),
  );
});

afterAll(() => db?.close());
afterAll(() => cms?.stop());
afterAll(() => simulator?.close());
afterAll(() => inbox?.close());

const evidenceRows = (steamId: string) =>
  db.query<{ kind: string; text: string }>(
    'SELECT kind, text FROM ban_evidence_lines WHERE steam_id = $1 AND server_document_id = $2',
    [steamId, servers[evidenceIndex].documentId],
  );

describe('ban appeals', () => {
  it("keeps the player's own lines from the log stream (hostile names and text read, link codes and impostors not)", async () => {
    const server = simulator.servers[evidenceIndex];
    const jugador: LogPlayer = { name: 'Ju"ga<dor>', uid: 901, id: JUGADOR_STEAM(), team: 'CT' };
    const other: LogPlayer = { name: 'Rulo', uid: 902, id: 'STEAM_0:0:7700001', team: 'TERRORIST' };
    // A name built to make its own line read as the demo player's.
    const impostor: LogPlayer = {
      name: `x<901><${JUGADOR_STEAM()}><CT>" say "`,
      uid: 903,
      id: 'STEAM_0:1:7700002',
      team: 'CT',
    };
    const lines = [
      logEvents.entered({ ...jugador, team: '' }),
      logEvents.joinedTeam({ ...jugador, team: '' }, 'CT'),
      logEvents.say(jugador, 'che "manco" <b>vení</b> " say "'),
      logEvents.say(jugador, 'rush b', true),
      `"${jugador.name}<${jugador.uid}><${jugador.id}><CT>" killed "${other.name}<${other.uid}><${other.id}><TERRORIST>" with "ak47" (headshot)`,
      logEvents.say(jugador, '!vincular K7QM-2XPA'),
      logEvents.say(impostor, 'me rindo, uso wallhack'),
    ];
    for (const line of lines) expect(server.logLine(line)).toBe(true);
    await waitFor(async () => (await evidenceRows(JUGADOR_STEAM())).length >= 5, { what: 'the evidence lines' });
    // Give the impostor's and the link line time to be applied too (they come last; the kill's death row is Rulo's).
    await waitFor(async () => (await evidenceRows('STEAM_0:0:7700001')).length === 1, { what: "the victim's death" });
    const rows = await evidenceRows(JUGADOR_STEAM());
    expect(rows.map((row) => [row.kind, row.text])).toEqual([
      ['connect', ''],
      ['team', 'CT'],
      ['chat', 'che "manco" <b>vení</b> " say "'],
      ['team-chat', 'rush b'],
      ['kill', 'Rulo'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('K7QM');

    // Now the ban, set by staff on that server, community-wide so every other server gets it over rcon.
    const created = await api.post('/bans', {
      token: tokens.admin,
      body: { steamId: JUGADOR_STEAM(), server: servers[evidenceIndex].documentId, reason: 'Wallhack', minutes: 120 },
    });
    expect(created.status).toBe(201);
    banId = created.body.data.documentId;
    bannedAt = Date.parse(created.body.data.bannedAt);
    expect((await api.post(`/bans/${banId}/community-wide`, { body: {}, token: tokens.admin })).status).toBe(200);
    const reached = COMMUNITY_SERVERS.findIndex((server, index) => index !== evidenceIndex && !server.simulatedDown);
    await waitFor(() => simulator.servers[reached].isBanned(JUGADOR_STEAM()), { what: 'the rcon ban' });

    // Lines outside the window: before its ten minutes, after the ban, and on another server.
    const insert = (at: number, text: string, server = servers[evidenceIndex].documentId) =>
      db.query(
        `INSERT INTO ban_evidence_lines (server_document_id, steam_id, at, log_time, kind, text, weapon, headshot, player_name)
         VALUES ($1, $2, $3, NULL, 'chat', $4, NULL, $5, 'Jugador')`,
        [server, JUGADOR_STEAM(), at, text, false],
      );
    await insert(bannedAt - 11 * 60 * 1000, 'once minutos antes');
    await insert(bannedAt + 60 * 1000, 'después del baneo');
    await insert(bannedAt - 60 * 1000, 'en otro servidor', servers[(evidenceIndex + 1) % servers.length].documentId);
  });

  it('refuses whoever is not the banned player with a verified Steam ID: 401, 404, 403', async () => {
    const form = () => appealForm(TEXT);
    expectSpanishError(await api.post(`/bans/${banId}/appeal`, { form: form() }), 401);
    expectSpanishError(await api.get(`/bans/${banId}/appeal`), 401);
    expectSpanishError(await api.post('/bans/noexiste1/appeal', { form: form(), token: tokens.jugador }), 404);
    expectSpanishError(
      await api.post(`/bans/${banId}/appeal`, { form: form(), token: tokens.premium }),
      403,
      'Solo el jugador baneado puede presentar un descargo sobre este baneo.',
    );
    expectSpanishError(await api.get(`/bans/${banId}/appeal`, { token: tokens.premium }), 403);
    // An account that typed the banned Steam ID without proving it from the game.
    const registered = await api.post('/auth/local/register', {
      body: { username: 'copion', email: 'copion@example.com', password: 'Copion1234' },
    });
    expect(registered.status).toBe(200);
    const copion = registered.body.jwt as string;
    expect((await api.put('/users/me', { token: copion, body: { steamID: JUGADOR_STEAM() } })).status).toBe(200);
    expectSpanishError(
      await api.post(`/bans/${banId}/appeal`, { form: form(), token: copion }),
      403,
      /no está verificado/,
    );
  });

  it('refuses bad text and bad images with a Spanish 400 and keeps nothing', async () => {
    const filesBefore = cms.uploadedFiles().length;
    const good = { data: await png(), name: 'captura.png' };
    const html = { data: Buffer.from('<html><script>alert(1)</script></html>'), name: 'falsa.png' };
    const huge = {
      data: readFileSync(path.join(__dirname, '../../../../test-utils/fixtures/black-20000x20000.png')),
      name: 'enorme.png',
    };
    const refused: [FormData, string | RegExp][] = [
      [appealForm(null), /Escribí tu descargo/],
      [appealForm('   '), /Escribí tu descargo/],
      [appealForm('muy corto'), /al menos 20 caracteres/],
      [appealForm('x'.repeat(2001)), /hasta 2000 caracteres/],
      [appealForm(TEXT, [good, good, good, good]), /hasta 3 imágenes/],
      [
        appealForm(TEXT, [good, html]),
        'La imagen "falsa.png" no es una imagen válida. Subí imágenes JPG, PNG, WebP o GIF.',
      ],
      [appealForm(TEXT, [huge]), /La imagen "enorme.png" mide 20000 × 20000 píxeles/],
    ];
    for (const [form, message] of refused) {
      expectSpanishError(await api.post(`/bans/${banId}/appeal`, { form, token: tokens.jugador }), 400, message);
    }
    const extra = appealForm(TEXT);
    extra.append('state', 'aceptado');
    expectSpanishError(await api.post(`/bans/${banId}/appeal`, { form: extra, token: tokens.jugador }), 400, /"state"/);
    expect((await api.get(`/bans/${banId}/appeal`, { token: tokens.jugador })).body).toEqual({ data: null });
    expect(cms.uploadedFiles().length).toBe(filesBefore);
  });

  it('takes one appeal per ban, with its images, and only while the ban is in force', async () => {
    const images = [
      { data: await png(64, 48), name: 'captura.png' },
      // A GIF sent as a "PNG" called x.html is stored as what its bytes are.
      {
        data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        name: 'x.html',
      },
    ];
    const created = await api.post(`/bans/${banId}/appeal`, {
      form: appealForm(`  ${TEXT}  `, images),
      token: tokens.jugador,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ banDocumentId: banId, text: TEXT, state: 'pendiente', answer: null });
    const stored = created.body.data.images as { url: string; mime: string; width: number }[];
    // The multipart parser does not keep the parts' order.
    const byMime = [...stored].sort((a, b) => a.mime.localeCompare(b.mime));
    expect(byMime.map((image) => [image.mime, image.width])).toEqual([
      ['image/gif', 8],
      ['image/png', 64],
    ]);
    expect(byMime[0].url).toMatch(/\.gif$/);
    const served = await fetch(`${cms.url}${byMime[1].url}`);
    expect(served.status).toBe(200);
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    const own = await api.get(`/bans/${banId}/appeal`, { token: tokens.jugador });
    expect(own.body.data).toMatchObject({ documentId: created.body.data.documentId, state: 'pendiente' });
    expectSpanishError(
      await api.post(`/bans/${banId}/appeal`, { form: appealForm(TEXT), token: tokens.jugador }),
      409,
      'Ya presentaste un descargo para este baneo: el staff lo va a responder.',
    );

    // A ban no longer in force takes none.
    const other = await api.post('/bans', {
      token: tokens.admin,
      body: { steamId: JUGADOR_STEAM(), server: servers[0].documentId, reason: 'Spam', minutes: 30 },
    });
    expect((await api.post(`/bans/${other.body.data.documentId}/lift`, { body: {}, token: tokens.admin })).status).toBe(
      200,
    );
    expectSpanishError(
      await api.post(`/bans/${other.body.data.documentId}/appeal`, { form: appealForm(TEXT), token: tokens.jugador }),
      409,
      'Este baneo ya no está vigente: no hace falta un descargo.',
    );
  });

  // Issue 41, item 3: an appeal followed the banned Steam ID, not its author; the export left it out; deleting the
  // account left its text, its author and its images; the images' names held 40 random bits.
  it("is its author's: not whoever holds the Steam ID later; in the author's export; gone, images too, with the account", async () => {
    const steamId = 'STEAM_0:0:9100001';
    // An account that verified the Steam ID from the game (as src/game-servers/steam-link writes it).
    const verifiedAccount = async (username: string) => {
      const password = 'Clave12345';
      const { jwt, user } = (
        await api.post('/auth/local/register', { body: { username, email: `${username}@example.com`, password } })
      ).body as { jwt: string; user: { id: number } };
      await db.query('UPDATE up_users SET steam_id = NULL, steam_id_verified_at = NULL WHERE steam_id = $1', [steamId]);
      await db.query('UPDATE up_users SET steam_id = $1, steam_id_verified_at = $2 WHERE id = $3', [
        steamId,
        new Date().toISOString(),
        user.id,
      ]);
      return { jwt, password };
    };
    const author = await verifiedAccount('autor41');
    const ban = await api.post('/bans', {
      token: tokens.admin,
      body: { steamId, server: servers[0].documentId, reason: 'Insultos', minutes: 600 },
    });
    expect(ban.status).toBe(201);
    const banDocumentId = ban.body.data.documentId as string;
    const created = await api.post(`/bans/${banDocumentId}/appeal`, {
      form: appealForm(TEXT, [{ data: await png(), name: 'captura.png' }]),
      token: author.jwt,
    });
    expect(created.status).toBe(201);
    const [image] = created.body.data.images as { url: string }[];
    // 128 random bits (32 hex digits) in the name, beside the upload plugin's own 40.
    expect(image.url).toMatch(/descargo_[0-9a-f]{32}_[0-9a-f]{10}\.png$/);

    // The Steam ID moves to another account: that account neither reads the appeal nor writes a second one.
    const heir = await verifiedAccount('heredero41');
    expect((await api.get(`/bans/${banDocumentId}/appeal`, { token: heir.jwt })).body).toEqual({ data: null });
    expectSpanishError(
      await api.post(`/bans/${banDocumentId}/appeal`, { form: appealForm(TEXT), token: heir.jwt }),
      409,
      'Ya hay un descargo para este baneo: el staff lo va a responder.',
    );
    // Its author still reads it, without the Steam ID.
    expect((await api.get(`/bans/${banDocumentId}/appeal`, { token: author.jwt })).body.data).toMatchObject({
      documentId: created.body.data.documentId,
      text: TEXT,
    });
    const exported = (await api.get('/users/me/export', { token: author.jwt })).body;
    expect(exported.appeals).toEqual([
      expect.objectContaining({
        banDocumentId,
        text: TEXT,
        state: 'pendiente',
        images: [expect.objectContaining(image)],
      }),
    ]);
    expect((await api.get('/users/me/export', { token: heir.jwt })).body.appeals).toEqual([]);

    const deleted = await api.post('/users/me/delete', { token: author.jwt, body: { password: author.password } });
    expect(deleted.status).toBe(200);
    expect(await db.query('SELECT id FROM ban_appeals WHERE ban_document_id = $1', [banDocumentId])).toEqual([]);
    expect((await fetch(`${cms.url}${image.url}`)).status).toBe(404);
    expect(cms.uploadedFiles().some((file) => image.url.endsWith(file))).toBe(false);
  });

  it('shows staff the appeal with the evidence of the ten minutes before the ban on its server', async () => {
    expectSpanishError(await api.get('/ban-appeals'), 401);
    expectSpanishError(await api.get('/ban-appeals', { token: tokens.jugador }), 403);
    expectSpanishError(await api.get('/ban-appeals?page=0', { token: tokens.admin }), 400);
    const list = await api.get('/ban-appeals', { token: tokens.admin });
    expect(list.status).toBe(200);
    const [first] = list.body.data as { documentId: string; state: string; ban: { documentId: string } }[];
    expect(first).toMatchObject({
      state: 'pendiente',
      ban: { documentId: banId, player: { steamId: JUGADOR_STEAM() } },
    });

    expectSpanishError(await api.get(`/ban-appeals/${first.documentId}`, { token: tokens.premium }), 403);
    expectSpanishError(await api.get('/ban-appeals/noexiste1', { token: tokens.admin }), 404);
    const detail = await api.get(`/ban-appeals/${first.documentId}`, { token: tokens.admin });
    expect(detail.status).toBe(200);
    const { evidence, ban } = detail.body.data;
    expect(ban).toMatchObject({ documentId: banId, state: 'activo' });
    expect(evidence.server).toMatchObject({ documentId: servers[evidenceIndex].documentId });
    expect(Date.parse(evidence.to) - Date.parse(evidence.from)).toBe(10 * 60 * 1000);
    const lines = evidence.lines as {
      kind: string;
      text: string;
      weapon: string | null;
      headshot: boolean;
      logTime: string | null;
    }[];
    expect(lines.map((line) => [line.kind, line.text])).toEqual([
      ['connect', ''],
      ['team', 'CT'],
      ['chat', 'che "manco" <b>vení</b> " say "'],
      ['team-chat', 'rush b'],
      ['kill', 'Rulo'],
    ]);
    expect(lines[4]).toMatchObject({ weapon: 'ak47', headshot: true });
    expect(lines[0].logTime).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}:\d{2}$/);
    // Never public: the ban's own page says nothing of it.
    expect(JSON.stringify((await api.get(`/bans/${banId}`)).body)).not.toContain('manco');
  });

  it('accepting lifts the ban everywhere over rcon, audits it, and emails the player', async () => {
    const appealId = (
      (await api.get(`/bans/${banId}/appeal`, { token: tokens.jugador })).body.data as { documentId: string }
    ).documentId;
    expectSpanishError(await api.post(`/ban-appeals/${appealId}/accept`, { body: {}, token: tokens.jugador }), 403);
    expectSpanishError(
      await api.post(`/ban-appeals/${appealId}/accept`, { body: { extra: 1 }, token: tokens.admin }),
      400,
    );
    const accepted = await api.post(`/ban-appeals/${appealId}/accept`, {
      body: { reason: 'Revisamos la demo: fue un error.' },
      token: tokens.admin,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      state: 'aceptado',
      answer: 'Revisamos la demo: fue un error.',
      answeredBy: 'El Admin',
    });
    expect((await api.get(`/bans/${banId}`)).body.data).toMatchObject({ state: 'levantado' });
    expectSpanishError(
      await api.post(`/ban-appeals/${appealId}/reject`, { body: { reason: 'no' }, token: tokens.admin }),
      409,
      'Este descargo ya fue respondido.',
    );

    // removeid reached every simulated server that had the ban.
    const answering = COMMUNITY_SERVERS.map((server, index) => ({ server, index })).filter(
      ({ server, index }) => index !== evidenceIndex && !server.simulatedDown,
    );
    await waitFor(() => answering.every(({ index }) => !simulator.servers[index].isBanned(JUGADOR_STEAM())), {
      what: 'removeid on every answering server',
    });

    const audit = (await api.get(`/bans/${banId}/audit`, { token: tokens.admin })).body.data as {
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'community-wide', 'appeal-accept', 'lift']);
    expect(audit[2]).toMatchObject({ before: { state: 'pendiente' }, after: { state: 'aceptado' } });

    const mail = await inbox.next((candidate) => candidate.to === demo('jugador').email, 'the answer to jugador');
    expect(mail.subject).toBe('Aceptaron tu descargo en CS 1.6 Argentina');
    expect(mail.text).toContain('aceptó tu descargo');
    expect(mail.text).toContain(`${SITE}/baneos/${banId}`);
    expect(mail.html).toContain('Revisamos la demo');
    expect((await api.get(`/bans/${banId}/appeal`, { token: tokens.jugador })).body.data).toMatchObject({
      state: 'aceptado',
      answer: 'Revisamos la demo: fue un error.',
    });
  });

  it('rejecting needs a reason, which the player reads (and the email escapes)', async () => {
    const ban = await api.post('/bans', {
      token: tokens.admin,
      body: { steamId: steamIdOf('premium'), reason: 'Insultos', minutes: null },
    });
    const premiumBan = ban.body.data.documentId as string;
    const appeal = await api.post(`/bans/${premiumBan}/appeal`, { form: appealForm(TEXT), token: tokens.premium });
    expect(appeal.status).toBe(201);
    const appealId = appeal.body.data.documentId as string;

    const detail = await api.get(`/ban-appeals/${appealId}`, { token: tokens.admin });
    expect(detail.body.data.evidence).toEqual({
      server: null,
      from: expect.any(String),
      to: expect.any(String),
      lines: [],
    });

    expectSpanishError(
      await api.post(`/ban-appeals/${appealId}/reject`, { body: {}, token: tokens.admin }),
      400,
      /motivo del rechazo/,
    );
    expectSpanishError(
      await api.post(`/ban-appeals/${appealId}/reject`, { body: { reason: 'r'.repeat(1001) }, token: tokens.admin }),
      400,
      /hasta 1000 caracteres/,
    );
    const reason = 'Los insultos están en el chat: <b>no</b> corresponde.';
    const rejected = await api.post(`/ban-appeals/${appealId}/reject`, { body: { reason }, token: tokens.admin });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ state: 'rechazado', answer: reason });
    expect((await api.get(`/bans/${premiumBan}`)).body.data).toMatchObject({ state: 'permanente' });
    expect((await api.get(`/bans/${premiumBan}/appeal`, { token: tokens.premium })).body.data).toMatchObject({
      state: 'rechazado',
      answer: reason,
    });
    const audit = (await api.get(`/bans/${premiumBan}/audit`, { token: tokens.admin })).body.data as {
      action: string;
    }[];
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'appeal-reject']);

    const mail = await inbox.next((candidate) => candidate.to === demo('premium').email, 'the answer to premium');
    expect(mail.text).toContain('rechazó tu descargo');
    expect(mail.text).toContain(reason);
    expect(mail.html).toContain('&lt;b&gt;no&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>no</b>');

    // Answered appeals come after the pending ones; none is pending now.
    const states = ((await api.get('/ban-appeals', { token: tokens.admin })).body.data as { state: string }[]).map(
      (entry) => entry.state,
    );
    expect(states).toEqual(['rechazado', 'aceptado']);
  });

  it("drops evidence older than 30 days, on the leader's purge, and keeps the rest", async () => {
    await db.query(
      `INSERT INTO ban_evidence_lines (server_document_id, steam_id, at, log_time, kind, text, weapon, headshot, player_name)
       VALUES ($1, $2, $3, NULL, 'chat', 'hace 31 días', NULL, $4, 'Jugador')`,
      [
        servers[evidenceIndex].documentId,
        JUGADOR_STEAM(),
        Date.now() - EVIDENCE_RETENTION_MS - 24 * 60 * 60 * 1000,
        false,
      ],
    );
    await waitFor(async () => !(await evidenceRows(JUGADOR_STEAM())).some((row) => row.text === 'hace 31 días'), {
      what: 'the purge of the old line',
    });
    expect((await evidenceRows(JUGADOR_STEAM())).map((row) => row.text)).toContain('rush b');
  });
});
