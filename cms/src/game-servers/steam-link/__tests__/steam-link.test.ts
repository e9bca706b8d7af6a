import { COMMUNITY_SERVERS } from '../../../community/servers';
import { logEvents, type LogPlayer } from '../../../../simulator/game-log';
import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import type { TestDatabase } from '../../../../test-utils/database';
import { openEventStream, type EventStream } from '../../../../test-utils/event-stream';
import { arrival, openGameLogSender, steamPlayer, type GameLogSender } from '../../../../test-utils/game-log-sender';
import { apiClient, expectSpanishError } from '../../../../test-utils/http';
import { freeUdpRange } from '../../../../test-utils/ports';
import { waitFor } from '../../../../test-utils/wait-for';
import { MAX_FAILURES_PER_STEAM_ID } from '../link-attempt';

// Linking a Steam ID from inside the game, end to end over real UDP against a real CMS: an account asks
// for a code, a player says it in a server's chat, the account holds that Steam ID verified (and the page
// hears it through live events). Every bad input of issue 24 changes nothing.

type Server = { documentId: string; name: string };
type Session = { jwt: string; user: { id: number; documentId: string; username: string } };

let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let db: TestDatabase;
let servers: Server[];
let basePort: number;
let withSecret: GameLogSender;
let withoutSecret: GameLogSender;
let stream: EventStream;
let accounts = 0;
let uids = 100;

async function register(): Promise<Session> {
  accounts += 1;
  const response = await api.post('/auth/local/register', {
    body: { username: `vinculo${accounts}`, email: `vinculo${accounts}@example.com`, password: 'Clave1234' },
  });
  expect(response.status).toBe(200);
  return response.body;
}

async function askCode(session: Session): Promise<string> {
  const response = await api.post('/steam-link/code', { token: session.jwt, body: {} });
  expect(response.status).toBe(200);
  return response.body.data.code as string;
}

const me = async (session: Session) => (await api.get('/users/me', { token: session.jwt })).body;

function player(accountNumber: number, id = `STEAM_0:${accountNumber % 2}:${accountNumber}`): LogPlayer {
  uids += 1;
  return { ...steamPlayer(uids, `Jugador${uids}`, accountNumber, 'CT'), id };
}

// `secret`: the sender's own (the server's seeded log secret) unless given; null sends none.
async function say(sender: GameLogSender, who: LogPlayer, code: string, secret?: string | null) {
  const joins = who.id.startsWith('STEAM_0') ? arrival(who) : [logEvents.connected(who, '190.2.3.4:27005')];
  await sender.send([...joins, logEvents.say(who, `!vincular ${code}`)], { secret });
}

// Lines the listener dropped so far, by reason ("[game-log] … 2 no-secret …").
function listenerDrops(reason: string): number {
  const pattern = new RegExp(`\\[game-log\\][^\\n]*?(\\d+) ${reason}`, 'g');
  return [...cms.logs().matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
}

// Refusals the CMS logged so far, by reason ("[steam-link] codes refused: 1 unknown, 2 expired").
function refusals(reason: string): number {
  const pattern = new RegExp(`\\[steam-link\\] codes refused: [^\\n]*?(\\d+) ${reason}`, 'g');
  return [...cms.logs().matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
}

async function refusedAs(reason: string, before: number, count = 1) {
  await waitFor(() => refusals(reason) >= before + count, { what: `${count} more "${reason}" refusals` });
}

async function verifiedSteamId(session: Session, steamId: string) {
  return waitFor(
    async () => {
      const user = await me(session);
      return user.steamID === steamId && user.steamIdVerifiedAt ? user : null;
    },
    { what: `${steamId} to be verified on ${session.user.username}` },
  );
}

beforeAll(async () => {
  basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  cms = await startCms({
    simulatorBasePort: basePort,
    env: {
      GAME_STATS_MIN_PLAYERS: '2',
      GAME_STATS_CACHE_MS: '0',
      GAME_LOG_SOURCES_REFRESH_MS: '1000',
      GAME_LOG_REPORT_INTERVAL_MS: '300',
      REGISTRATION_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_MAX: '1000',
      STEAM_LINK_CODE_LIMIT: '30',
    },
  });
  api = apiClient(cms.api);
  db = await cms.db();
  const list = (await api.get('/servers?pagination[pageSize]=100')).body.data as Server[];
  servers = COMMUNITY_SERVERS.map((seeded) => list.find((server) => server.name === seeded.name)!);
  // The first server keeps the log secret the seed gave it; the second one loses its own.
  await db.query('UPDATE servers SET log_secret = NULL WHERE document_id = $1', [servers[1].documentId]);
  withSecret = await openGameLogSender(basePort, cms.logPort, cms.logSecretOf(0));
  withoutSecret = await openGameLogSender(basePort + 1, cms.logPort, null);
  // The listener re-reads the servers every second: it knows the second has no secret once it drops its lines.
  await waitFor(
    async () => {
      await withoutSecret.send('World triggered "Round_Start"');
      return listenerDrops('no-secret') > 0;
    },
    { what: 'the listener to know the second server has no secret', intervalMs: 300 },
  );
  stream = await openEventStream(`${cms.api}/events`);
});

afterAll(() => stream?.close());
afterAll(() => withSecret?.close());
afterAll(() => withoutSecret?.close());
afterAll(() => cms?.stop());

describe('asking for a code', () => {
  it('needs a session, and answers a code, the console command and when it expires (15 minutes)', async () => {
    expectSpanishError(await api.post('/steam-link/code', { body: {} }), 401);
    const session = await register();
    const before = Date.now();
    const response = await api.post('/steam-link/code', { token: session.jwt, body: {} });
    const after = Date.now();
    expect(response.status).toBe(200);
    const { code, command, expiresAt } = response.body.data;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(command).toBe(`say !vincular ${code}`);
    // Fifteen minutes from when the CMS answered, whatever the request took.
    expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(before + 15 * 60 * 1000 - 1000);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(after + 15 * 60 * 1000 + 1000);
    // Only its hash is stored.
    const stored = await db.query<{ code_hash: string }>('SELECT code_hash FROM steam_link_codes WHERE user_id = $1', [
      session.user.id,
    ]);
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(code.replace('-', '').slice(0, 4));
  });

  it('refuses a body with anything in it, and too many codes for one account', async () => {
    const session = await register();
    expectSpanishError(
      await api.post('/steam-link/code', { token: session.jwt, body: { steamId: 'STEAM_0:1:1' } }),
      400,
      'El campo "steamId" no se puede enviar.',
    );
    let limited = null;
    for (let i = 0; i < 40 && !limited; i += 1) {
      const response = await api.post('/steam-link/code', { token: session.jwt, body: {} });
      if (response.status === 429) limited = response;
    }
    expect(limited).not.toBeNull();
    expectSpanishError(limited!, 429, /^Pediste demasiados códigos\./);
  });
});

describe('saying the code in the game', () => {
  it('links the Steam ID to the account, verified, with the server, and the page hears it live', async () => {
    const session = await register();
    const code = await askCode(session);
    const tincho = player(700001);
    await say(withSecret, tincho, code);
    const user = await verifiedSteamId(session, 'STEAM_0:1:700001');
    expect(user.steamIdVerifiedOn).toBe(servers[0].name);
    expect(Date.parse(user.steamIdVerifiedAt)).toBeGreaterThan(Date.now() - 60000);
    const event = await stream.next(
      (candidate) => candidate.event === 'account' && JSON.parse(candidate.data).profileId === session.user.documentId,
      'the account event',
    );
    // The public stream says which account changed, nothing else.
    expect(JSON.parse(event.data)).toEqual({ profileId: session.user.documentId });
    const profile = (await api.get(`/profiles/${session.user.documentId}`)).body.data;
    expect(profile).toMatchObject({ steamID: 'STEAM_0:1:700001', steamIdVerified: true });
    expect(profile.presence).toMatchObject({ state: 'playing', server: { name: servers[0].name } });
    // The chat line itself is kept nowhere: the queued raw line lost its code once read.
    const lines = await db.query<{ line: string }>("SELECT line FROM game_log_lines WHERE line LIKE '%vincular%'");
    expect(lines.length).toBeGreaterThan(0);
    for (const { line } of lines) expect(line).not.toContain(code);
  });

  it('works once: the same code said again, or by someone else, changes nothing', async () => {
    const session = await register();
    const code = await askCode(session);
    await say(withSecret, player(700003), code);
    await verifiedSteamId(session, 'STEAM_0:1:700003');
    const used = refusals('used');
    await say(withSecret, player(700003), code);
    await say(withSecret, player(700005), code);
    await refusedAs('used', used, 2);
    expect((await me(session)).steamID).toBe('STEAM_0:1:700003');
  });

  it('ignores wrong, malformed and expired codes, and a code the account replaced with a newer one', async () => {
    const session = await register();
    const old = await askCode(session);
    const code = await askCode(session);
    await db.query('UPDATE steam_link_codes SET expires_at = $1 WHERE user_id = $2 AND used_at IS NULL', [
      Date.now() - 1000,
      session.user.id,
    ]);
    const [unknown, expired, malformed] = [refusals('unknown'), refusals('expired'), refusals('malformed')];
    await say(withSecret, player(700007), 'ZZZZ-ZZZZ');
    await say(withSecret, player(700009), old);
    await say(withSecret, player(700011), code);
    await say(withSecret, player(700013), 'hola!');
    await refusedAs('unknown', unknown, 2);
    await refusedAs('expired', expired);
    await refusedAs('malformed', malformed);
    const user = await me(session);
    expect(user.steamID).toBeNull();
    expect(user.steamIdVerifiedAt).toBeNull();
  });

  it('refuses a code said by an id that is no validated Steam ID, or on a server without a log secret', async () => {
    const session = await register();
    const code = await askCode(session);
    const unverified = refusals('unverified-id');
    for (const id of ['STEAM_ID_PENDING', 'VALVE_ID_PENDING', 'STEAM_ID_LAN', 'BOT', 'HLTV']) {
      await say(withSecret, player(0, id), code);
    }
    await refusedAs('unverified-id', unverified, 5);
    // A server without a log secret: its lines are dropped where they arrive, before any code is read.
    const insecure = listenerDrops('no-secret');
    await say(withoutSecret, player(700015), code, null);
    await waitFor(() => listenerDrops('no-secret') > insecure, { what: 'the line without a secret to be dropped' });
    // Lines claiming to be the server that has a secret, without it or with a wrong one, never arrive.
    await say(withSecret, player(700017), code, null);
    await say(withSecret, player(700019), code, 'otra-clave');
    // The code still works, said properly: nothing of the above used it up.
    await say(withSecret, player(700021), code);
    await verifiedSteamId(session, 'STEAM_0:1:700021');
  });

  // Issue 41, item 1: HLDS logs a message as typed, so an attacker's `say <7><STEAM_0:0:V><CT>" say "!vincular CODE`
  // reads, from the right, as the victim saying the attacker's code. Each variant over real UDP, from a live session.
  it("never moves a victim's verified Steam ID to whoever types the victim's token into a chat message", async () => {
    const victimAccount = await register();
    const victim = player(700041);
    await say(withSecret, victim, await askCode(victimAccount));
    await verifiedSteamId(victimAccount, victim.id);

    const attackerAccount = await register();
    const code = await askCode(attackerAccount);
    const attacker = player(700043);
    const fake = `<${victim.uid}><${victim.id}><CT>`;
    const said = (message: string, team = false) => logEvents.say(attacker, message, team);
    await withSecret.send([
      ...arrival(attacker),
      // The fake token before the code, after it, twice, to the team, and dead.
      said(`${fake}" say "!vincular ${code}`),
      said(`!vincular ${code}${fake}" say "hola`),
      said(`${fake}" say "${fake}" say "!vincular ${code}`),
      said(`${fake}" say_team "!vincular ${code}`, true),
      `${said(`${fake}" say "!vincular ${code}`)} (dead)`,
      `${said(`${fake}" say "!vincular ${code}" (dead)`)} (dead)`,
    ]);
    // Lines apply in the order they arrive: once the attacker's own proper command links, every forged one was read.
    await say(withSecret, attacker, code);
    await verifiedSteamId(attackerAccount, attacker.id);
    expect(await me(victimAccount)).toMatchObject({ steamID: victim.id, steamIdMoved: null });
    expect((await me(victimAccount)).steamIdVerifiedAt).toEqual(expect.any(String));
  });

  it('honours a link command only from a player the server has connected under that uid and Steam ID', async () => {
    const session = await register();
    const code = await askCode(session);
    const notInGame = refusals('not-in-game');
    // Nobody connected as this uid and Steam ID; then a live uid with someone else's Steam ID.
    const ghost = player(700045);
    await withSecret.send(logEvents.say(ghost, `!vincular ${code}`));
    const present = player(700047);
    await withSecret.send([
      ...arrival(present),
      logEvents.say({ ...present, id: 'STEAM_0:1:700049' }, `!vincular ${code}`),
    ]);
    await refusedAs('not-in-game', notInGame, 2);
    expect((await me(session)).steamID).toBeNull();
    // The same code from the player who is there links: neither refusal used it up or counted against it.
    await say(withSecret, present, code);
    await verifiedSteamId(session, present.id);
  });

  // Issue 41, item 8: ReUnion's STEAM_1:0:N for a RevEmu client is no Steam account; it links as what it is.
  it("links a non-Steam player's id as that id, never as the Steam account with the same number", async () => {
    const steamUser = await register();
    await say(withSecret, player(700051, 'STEAM_0:1:700051'), await askCode(steamUser));
    await verifiedSteamId(steamUser, 'STEAM_0:1:700051');
    const nonSteam = await register();
    const emulated = player(700051, 'STEAM_1:1:700051');
    await withSecret.send([...arrival(emulated), logEvents.say(emulated, `!vincular ${await askCode(nonSteam)}`)]);
    await verifiedSteamId(nonSteam, 'STEAM_1:1:700051');
    expect(await me(steamUser)).toMatchObject({ steamID: 'STEAM_0:1:700051', steamIdMoved: null });
    const profile = (await api.get(`/profiles/${nonSteam.user.documentId}`)).body.data;
    expect(profile).toMatchObject({ steamID: 'STEAM_1:1:700051', steamIdVerified: true });
  });

  it('makes guessing hopeless: a Steam ID that failed too often is not heard for the hour, even with a live code', async () => {
    const session = await register();
    const code = await askCode(session);
    const guesser = player(700023);
    const unknown = refusals('unknown');
    for (let i = 0; i < MAX_FAILURES_PER_STEAM_ID; i += 1) {
      await say(withSecret, guesser, `${String(i).padStart(4, '0')}-ZZZZ`);
    }
    await refusedAs('unknown', unknown, MAX_FAILURES_PER_STEAM_ID);
    const throttled = refusals('throttled');
    await say(withSecret, guesser, code);
    await refusedAs('throttled', throttled);
    expect((await me(session)).steamID).toBeNull();
    // Another player can still say it.
    await say(withSecret, player(700025), code);
    await verifiedSteamId(session, 'STEAM_0:1:700025');
  });

  it('moves a verified Steam ID to the account that verifies it next, and the first one sees when', async () => {
    const first = await register();
    const second = await register();
    const steamId = 'STEAM_0:1:700027';
    await say(withSecret, player(700027), await askCode(first));
    await verifiedSteamId(first, steamId);
    // A third account only typed it: that stays its own unverified copy.
    const typist = await register();
    expect((await api.put('/users/me', { token: typist.jwt, body: { steamID: steamId } })).status).toBe(200);

    await say(withSecret, player(700027), await askCode(second));
    await verifiedSteamId(second, steamId);
    const moved = await me(first);
    expect(moved).toMatchObject({ steamID: null, steamIdVerifiedAt: null, steamIdMoved: steamId });
    expect(Date.parse(moved.steamIdMovedAt)).toBeGreaterThan(Date.now() - 60000);
    expect(await me(typist)).toMatchObject({ steamID: steamId, steamIdVerifiedAt: null });
    await stream.next(
      (event) => event.event === 'account' && JSON.parse(event.data).profileId === first.user.documentId,
      'the first account to hear it lost the Steam ID',
    );
    expect((await api.get(`/profiles/${first.user.documentId}`)).body.data).toMatchObject({
      steamID: null,
      stats: null,
    });
  });
});

describe('typed Steam IDs', () => {
  it('stay unverified and bring no statistics, presence nor ranking link; the demo accounts are verified', async () => {
    const jugador = await api.login('jugador', 'Jugador1234');
    expect(jugador.user).toMatchObject({ steamID: 'STEAM_0:1:30000003' });
    expect(jugador.user.steamIdVerifiedAt).toEqual(expect.any(String));
    const demoProfile = (await api.get(`/profiles/${jugador.user.documentId}`)).body.data;
    expect(demoProfile).toMatchObject({ steamID: 'STEAM_0:1:30000003', steamIdVerified: true });

    // Someone types the demo player's Steam ID: it is theirs only as text.
    const impostor = await register();
    const saved = await api.put('/users/me', { token: impostor.jwt, body: { steamID: 'STEAM_0:1:30000003' } });
    expect(saved.body).toMatchObject({ steamID: 'STEAM_0:1:30000003', steamIdVerifiedAt: null });
    const profile = (await api.get(`/profiles/${impostor.user.documentId}`)).body.data;
    expect(profile).toMatchObject({ steamID: null, steamIdVerified: false, stats: null, presence: null });
    // The demo player keeps theirs.
    expect((await api.get(`/profiles/${jugador.user.documentId}`)).body.data.steamIdVerified).toBe(true);

    // Saving the verified Steam ID again keeps it verified; another one (STEAM_1:1:30000003 is a non-Steam id, not
    // the same account: issue 41, item 8), or none, is unverified.
    const kept = await api.put('/users/me', { token: jugador.jwt, body: { steamID: 'STEAM_0:1:030000003' } });
    expect(kept.body.steamIdVerifiedAt).toEqual(expect.any(String));
  });

  it('a ranking links only the account that verified the Steam ID', async () => {
    const owner = await register();
    const typist = await register();
    const killer = player(700031);
    const victim = player(700032);
    await say(withSecret, killer, await askCode(owner));
    await verifiedSteamId(owner, killer.id);
    await api.put('/users/me', { token: typist.jwt, body: { steamID: victim.id } });
    await withSecret.send([...arrival(victim), logEvents.killed(killer, victim, 'ak47')], {
      secret: cms.logSecretOf(0),
    });
    const rows = await waitFor(
      async () => {
        const top = (await api.get(`/servers/${servers[0].documentId}/top-players?period=all`)).body.data as {
          steamID: string;
          profileId: string | null;
        }[];
        return top.some((row) => row.steamID === victim.id) ? top : null;
      },
      { what: 'the kill in the ranking' },
    );
    expect(rows.find((row) => row.steamID === killer.id)?.profileId).toBe(owner.user.documentId);
    expect(rows.find((row) => row.steamID === victim.id)?.profileId).toBeNull();
  });
});
