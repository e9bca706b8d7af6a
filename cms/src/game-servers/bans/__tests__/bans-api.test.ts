import { COMMUNITY_SERVERS } from '../../../community/servers';
import { logEvents, type LogPlayer } from '../../../../simulator/game-log';
import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import { openEventStream, type EventStream } from '../../../../test-utils/event-stream';
import { arrival, openGameLogSender, steamPlayer, type GameLogSender } from '../../../../test-utils/game-log-sender';
import { apiClient, expectSpanishError } from '../../../../test-utils/http';
import { freeUdpRange } from '../../../../test-utils/ports';
import { waitFor } from '../../../../test-utils/wait-for';
import { MAX_BAN_REASON_LENGTH } from '../../game-log/ban-lines';

// Bans from the game-log stream, end to end over real UDP against a real CMS: a simulated admin bans a
// simulated player on one server (the line sent the way the server logs it, signed with its log secret), and
// the ban shows in GET /api/bans and on the live-event stream; unbans lift it, time ends it; bad input
// (forged sources, unknown unbans, huge reasons, unknown query parameters) changes nothing.

type Server = { documentId: string; name: string };
type PublicBan = {
  documentId: string;
  player: { name: string; steamId: string; profileId: string | null };
  server: { documentId: string; name: string } | null;
  reason: string | null;
  admin: { name: string | null; profileId: string | null };
  state: string;
  permanent: boolean;
  durationSeconds: number | null;
  expiresAt: string | null;
  liftedAt: string | null;
};

let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let servers: Server[];
let first: GameLogSender;
let second: GameLogSender;
let stream: EventStream;
let uids = 100;

function player(accountNumber: number, name = `Jugador${accountNumber}`): LogPlayer {
  uids += 1;
  return steamPlayer(uids, name, accountNumber, 'CT');
}

const token = (who: LogPlayer) => `${who.name}<${who.uid}><${who.id}><>`;
const engineBan = (who: LogPlayer, length: string) =>
  `Banid: "${token(who)}" was ${length === 'permanently' ? 'kicked and banned "permanently"' : `banned "for ${length} minutes"`} by "Console"`;
const amxxBan = (admin: LogPlayer, who: LogPlayer, minutes: number, reason: string) =>
  `[admincmd.amxx] Ban: "${token(admin)}" ban and kick "${token(who)}" (minutes "${minutes}") (reason "${reason}")`;
const amxxUnban = (admin: LogPlayer, steamId: string) => `[admincmd.amxx] Cmd: "${token(admin)}" unban "${steamId}"`;

async function bansOf(steamId: string, query = ''): Promise<PublicBan[]> {
  const response = await api.get(`/bans?q=${encodeURIComponent(steamId)}${query}`);
  expect(response.status).toBe(200);
  return response.body.data;
}

async function listedBan(steamId: string, what: string, accept: (ban: PublicBan) => boolean = () => true) {
  return waitFor(
    async () => {
      const found = (await bansOf(steamId)).filter(accept);
      return found.length > 0 ? found : null;
    },
    { what },
  );
}

// What the CMS logged about bans so far ("[bans] 1 bans recorded, … 2 unbans of no ban in force").
function banLog(pattern: RegExp): number {
  return [...cms.logs().matchAll(new RegExp(pattern.source, 'g'))].reduce((sum, match) => sum + Number(match[1]), 0);
}

beforeAll(async () => {
  const basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  cms = await startCms({
    simulatorBasePort: basePort,
    env: {
      GAME_STATS_CACHE_MS: '0',
      PUBLIC_CACHE_MS: '0',
      GAME_LOG_SOURCES_REFRESH_MS: '1000',
      GAME_LOG_REPORT_INTERVAL_MS: '300',
      REGISTRATION_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
  });
  api = apiClient(cms.api);
  const list = (await api.get('/servers?pagination[pageSize]=100')).body.data as Server[];
  servers = COMMUNITY_SERVERS.map((seeded) => list.find((server) => server.name === seeded.name)!);
  first = await openGameLogSender(basePort, cms.logPort, cms.logSecretOf(0));
  second = await openGameLogSender(basePort + 1, cms.logPort, cms.logSecretOf(1));
  stream = await openEventStream(`${cms.api}/events`);
});

afterAll(() => stream?.close());
afterAll(() => first?.close());
afterAll(() => second?.close());
afterAll(() => cms?.stop());

describe('bans from the log stream', () => {
  it('an admin bans a player on one server: the ban is listed with its server, admin, reason and time, and the stream says so', async () => {
    const admin = player(810001, 'Admin "<El>" Jefe');
    const victim = player(810003, 'Tramposo <3>');
    // The admin proves the Steam ID theirs from inside the game: their account is recognised as the admin.
    const registered = await api.post('/auth/local/register', {
      body: { username: 'adminbans', email: 'adminbans@example.com', password: 'Clave1234' },
    });
    const session = registered.body as { jwt: string; user: { documentId: string } };
    const code = (await api.post('/steam-link/code', { token: session.jwt, body: {} })).body.data.code as string;
    await first.send([...arrival(admin), logEvents.say(admin, `!vincular ${code}`), ...arrival(victim)]);
    await waitFor(async () => (await api.get('/users/me', { token: session.jwt })).body.steamIdVerifiedAt, {
      what: 'the admin account to be verified',
    });
    await first.send([amxxBan(admin, victim, 30, 'wallhack'), engineBan(victim, '30.00')]);
    const [ban] = await listedBan('STEAM_0:1:810003', 'the ban to be listed');
    expect(ban).toMatchObject({
      player: { name: 'Tramposo <3>', steamId: 'STEAM_0:1:810003', profileId: null },
      server: { documentId: servers[0].documentId, name: servers[0].name },
      reason: 'wallhack',
      admin: { name: 'adminbans', profileId: session.user.documentId },
      state: 'activo',
      permanent: false,
      durationSeconds: 1800,
      liftedAt: null,
    });
    // The AMX Mod X line and the engine's banid that follows it are one ban, not two.
    expect(await bansOf('STEAM_0:1:810003')).toHaveLength(1);
    const expires = Date.parse(ban.expiresAt!) - Date.now();
    expect(expires).toBeGreaterThan(29 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(30 * 60 * 1000);
    const event = await stream.next(
      (candidate) => candidate.event === 'ban' && JSON.parse(candidate.data).documentId === ban.documentId,
      'the ban event',
    );
    expect(JSON.parse(event.data)).toEqual({ documentId: ban.documentId, change: 'created' });
    const detail = await api.get(`/bans/${ban.documentId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual(ban);
    // Never an IP address, never the admin's Steam ID.
    const text = JSON.stringify(detail.body);
    expect(text).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    expect(text).not.toContain('810001');
  });

  it('a console ban is by "Consola" (no admin), a permanent one has no end, and every Steam ID form finds it', async () => {
    // STEAM_1:1:N is not among those forms: on GoldSrc it is a non-Steam client's id (issue 41, item 8).
    const victim = player(810005);
    await first.send([...arrival(victim), engineBan(victim, 'permanently')]);
    const [ban] = await listedBan('STEAM_0:1:810005', 'the permanent ban');
    expect(ban).toMatchObject({ admin: { name: null, profileId: null }, permanent: true, expiresAt: null });
    expect(ban.state).toBe('permanente');
    const accountId = 810005 * 2 + 1;
    for (const form of [
      'steam_0:1:0810005',
      `[U:1:${accountId}]`,
      String(BigInt('76561197960265728') + BigInt(accountId)),
    ]) {
      expect((await bansOf(form)).map((found) => found.documentId)).toEqual([ban.documentId]);
    }
    expect(
      (await bansOf(`${victim.name.slice(0, 7).toLowerCase()}`, '&state=permanentes')).map((b) => b.documentId),
    ).toContain(ban.documentId);
    expect((await bansOf('STEAM_0:1:810005', '&state=activos')).map((b) => b.documentId)).toEqual([ban.documentId]);
    expect(await bansOf('STEAM_0:1:810005', '&state=levantados')).toEqual([]);
    expect(await bansOf('STEAM_0:1:810005', `&server=${servers[1].documentId}`)).toEqual([]);
  });

  it('an unban lifts the ban (live), and an unban of a ban nobody saw changes nothing', async () => {
    const admin = player(810007, 'Moderador');
    const victim = player(810009);
    await first.send([...arrival(victim), amxxBan(admin, victim, 0, 'insultos')]);
    const [ban] = await listedBan('STEAM_0:1:810009', 'the ban to unban');
    const unknownBefore = banLog(/(\d+) unbans of no ban in force/);
    await first.send([amxxUnban(admin, 'STEAM_0:1:0810009'), amxxUnban(admin, 'STEAM_0:0:999999')]);
    const [lifted] = await listedBan(
      'STEAM_0:1:810009',
      'the ban to be lifted',
      (found) => found.state === 'levantado',
    );
    expect(lifted.documentId).toBe(ban.documentId);
    expect(lifted.liftedAt).not.toBeNull();
    await stream.next(
      (candidate) =>
        candidate.event === 'ban' &&
        candidate.data === JSON.stringify({ documentId: ban.documentId, change: 'lifted' }),
      'the lift event',
    );
    await waitFor(() => banLog(/(\d+) unbans of no ban in force/) > unknownBefore, {
      what: 'the unknown unban counted',
    });
    expect(await bansOf('STEAM_0:0:999999')).toEqual([]);
  });

  it('a ban runs out: its state becomes "expirado" and the stream says so', async () => {
    const victim = player(810011);
    await first.send([...arrival(victim), engineBan(victim, '0.05')]);
    const [ban] = await listedBan('STEAM_0:1:810011', 'the short ban');
    await stream.next(
      (candidate) =>
        candidate.event === 'ban' &&
        candidate.data === JSON.stringify({ documentId: ban.documentId, change: 'expired' }),
      'the expiry event',
      30000,
    );
    expect((await bansOf('STEAM_0:1:810011'))[0].state).toBe('expirado');
    expect((await bansOf('STEAM_0:1:810011', '&state=expirados')).map((b) => b.documentId)).toEqual([ban.documentId]);
  });

  it('a kick for flooding followed by a 5-minute engine ban is not a community ban (the flood rule)', async () => {
    const flooder = player(810013);
    const floodBefore = banLog(/(\d+) flood bans/);
    await second.send([
      ...arrival(flooder),
      `Kick: "${token(flooder)}" was kicked by "Console" (message "Kicked for flooding")`,
      engineBan(flooder, '5.00'),
    ]);
    await waitFor(() => banLog(/(\d+) flood bans/) > floodBefore, { what: 'the flood ban to be skipped' });
    expect(await bansOf('STEAM_0:1:810013')).toEqual([]);
  });

  it('a huge reason is cut; a datagram over the size bound is dropped; a forged source bans nobody', async () => {
    const admin = player(810015);
    const victim = player(810017);
    await first.send([...arrival(victim), amxxBan(admin, victim, 10, `spam ${'x'.repeat(700)}`)]);
    const [ban] = await listedBan('STEAM_0:1:810017', 'the ban with a long reason');
    expect(Array.from(ban.reason!)).toHaveLength(MAX_BAN_REASON_LENGTH);
    const huge = player(810019);
    const forged = player(810021);
    await first.send([amxxBan(admin, huge, 10, 'x'.repeat(10 * 1024))]);
    await first.send([engineBan(forged, 'permanently')], { secret: 'no-es-el-secreto' });
    await first.send([engineBan(forged, 'permanently')], { secret: null });
    // A later line of the same server is applied: the earlier ones were dropped, not waiting.
    const marker = player(810023);
    await first.send([engineBan(marker, '60.00')]);
    await listedBan('STEAM_0:1:810023', 'the marker ban');
    expect(await bansOf('STEAM_0:1:810019')).toEqual([]);
    expect(await bansOf('STEAM_0:1:810021')).toEqual([]);
  });
});

describe('GET /api/bans', () => {
  it('lists newest first, paginated', async () => {
    const response = await api.get('/bans');
    expect(response.status).toBe(200);
    const times = (response.body.data as { bannedAt: string }[]).map((ban) => Date.parse(ban.bannedAt));
    expect(times.length).toBeGreaterThan(3);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(response.body.meta.pagination).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('refuses unknown parameters and bad values with a Spanish 400, and an unknown ban with a 404', async () => {
    expectSpanishError(await api.get('/bans?ip=1.2.3.4'), 400);
    expectSpanishError(await api.get('/bans?state=todos'), 400, /activos, expirados, permanentes o levantados/);
    expectSpanishError(await api.get('/bans?days=90'), 400, /7 o 30 días/);
    expectSpanishError(await api.get('/bans?page=0'), 400);
    expectSpanishError(await api.get('/bans?state=activos&state=levantados'), 400);
    expectSpanishError(await api.get(`/bans?q=${'a'.repeat(65)}`), 400);
    expectSpanishError(await api.get('/bans?server=..%2Fx'), 400);
    expectSpanishError(await api.get('/bans/noexiste123'), 404, 'Baneo no encontrado.');
    // A search is data, not SQL or a pattern.
    expect((await api.get(`/bans?q=${encodeURIComponent("%' OR 1=1 --")}`)).body.data).toEqual([]);
    expect((await api.get('/bans?q=%25')).body.data).toEqual([]);
  });
});
