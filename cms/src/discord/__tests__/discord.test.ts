import { randomBytes } from 'node:crypto';
import { escapeMarkdown } from '../announcement-embeds';
import {
  newSnowflake,
  startDiscordSandbox,
  type DiscordSandbox,
  type SandboxUser,
} from '../../../discord-sandbox/sandbox';
import { startMercadoPagoSandbox, type MercadoPagoSandbox } from '../../../mercadopago-sandbox/sandbox';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { apiClient, expectSpanishError, request } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { registerEditor, type Editor } from '../../../test-utils/strapi-admin';
import { waitFor } from '../../../test-utils/wait-for';
import { COMMUNITY_SERVERS } from '../../community/servers';
import { startSimulator, type Simulator } from '../../../simulator/simulator';
import type { DiscordLinkView } from '@cs16ar/contracts';

// Issue 45, Discord wired to the site: a player links their Discord account on /ajustes through Discord's OAuth2
// (state single use, PKCE) against a local stand-in of Discord's REST API, and the bot gives the Premium role while
// their membership (bought through the MercadoPago stand-in) holds, and takes it on expiry, refund and unlinking, as
// jobs of the CMS's queue that wait out a 429.

const GUILD = newSnowflake();
const PREMIUM_ROLE = newSnowflake();
const ADMIN_ROLE = newSnowflake();
const HAND_ROLE = newSnowflake();
const STAFF_ROLE = newSnowflake();
const CLIENT_ID = newSnowflake();
const CLIENT_SECRET = randomBytes(16).toString('hex');
const BOT_TOKEN = randomBytes(24).toString('base64url');
// The address registered in the Discord application; the test takes the query Discord sends there to the CMS.
const REDIRECT_URI = 'https://cms.cs16.test/api/discord/callback';
const ACCESS_TOKEN = `TEST-${randomBytes(12).toString('hex')}`;
const WEBHOOK_SECRET = randomBytes(24).toString('hex');

let discordStandIn: DiscordSandbox;
let simulator: Simulator | null = null;
let basePort: number;
// The channels' webhooks, as staff set them (DISCORD_WEBHOOK_*).
let hooks: Record<'bans' | 'appeals' | 'news' | 'servers' | 'memberships', { id: string; url: string }>;
let mercadoPago: MercadoPagoSandbox;
let cms: TestCms;
let db: TestDatabase;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  discordStandIn = await startDiscordSandbox({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    botToken: BOT_TOKEN,
    guildId: GUILD,
    roleIds: [PREMIUM_ROLE, ADMIN_ROLE, HAND_ROLE, STAFF_ROLE],
  });
  mercadoPago = await startMercadoPagoSandbox({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
  hooks = {
    bans: discordStandIn.createWebhook(),
    appeals: discordStandIn.createWebhook(),
    news: discordStandIn.createWebhook(),
    servers: discordStandIn.createWebhook(),
    memberships: discordStandIn.createWebhook(),
  };
  basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  cms = await startCms({
    simulatorBasePort: basePort,
    env: {
      DISCORD_WEBHOOK_BANS: hooks.bans.url,
      DISCORD_WEBHOOK_APPEALS: hooks.appeals.url,
      DISCORD_WEBHOOK_NEWS: hooks.news.url,
      DISCORD_WEBHOOK_SERVERS: hooks.servers.url,
      DISCORD_WEBHOOK_MEMBERSHIPS: hooks.memberships.url,
      // The poller every second, and a server told down after two seconds without answering (five minutes in
      // production): no simulated server answers until the test starts them.
      POLL_INTERVAL_MS: '1000',
      SERVER_DOWN_ANNOUNCE_MS: '2000',
      DISCORD_URL: discordStandIn.url,
      DISCORD_CLIENT_ID: CLIENT_ID,
      DISCORD_CLIENT_SECRET: CLIENT_SECRET,
      DISCORD_REDIRECT_URI: REDIRECT_URI,
      DISCORD_BOT_TOKEN: BOT_TOKEN,
      DISCORD_GUILD_ID: GUILD,
      DISCORD_PREMIUM_ROLE_ID: PREMIUM_ROLE,
      DISCORD_ADMIN_ROLE_ID: ADMIN_ROLE,
      DISCORD_STAFF_ROLE_ID: STAFF_ROLE,
      MERCADOPAGO_API_URL: mercadoPago.url,
      MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MEMBERSHIP_SWEEP_MS: '300',
      SITE_URL: 'http://sitio.test',
      // A dozen players register from one address.
      REGISTRATION_RATE_LIMIT_MAX: '100',
      // The invite /discord shows; its counts asked of Discord at most once a second here (five minutes by default).
      DISCORD_INVITE_URL: 'https://discord.gg/cs16test',
      DISCORD_INVITE_CACHE_MS: '1000',
    },
  });
  mercadoPago.setWebhookUrl(`${cms.api}/membership/webhook`);
  db = await cms.db();
  api = apiClient(cms.api);
});

afterAll(() => cms?.stop());
afterAll(() => discordStandIn?.close());
afterAll(() => mercadoPago?.close());
afterAll(() => db?.close());
afterAll(() => simulator?.close());

let registered = 0;
async function player() {
  registered += 1;
  const username = `disc${registered}${Date.now().toString(36)}`;
  const response = await api.post('/auth/local/register', {
    body: { username, email: `${username}@ejemplo.com.ar`, password: 'Secreta123' },
  });
  expect(response.status).toBe(200);
  return { jwt: response.body.jwt as string, id: response.body.user.id as number, username };
}

// The first administrator of this CMS, at work in the Content Manager (registered once).
let editor: Editor | null = null;
const anEditor = async () => (editor ??= await registerEditor(cms.url));

const discordUser = (name: string): SandboxUser => ({ id: newSnowflake(), username: name, global_name: null });

const linkOf = async (jwt: string) => (await api.get('/discord/me', { token: jwt })).body.data as DiscordLinkView;

// The player clicks "Vincular Discord", approves on Discord's page, and the browser comes back to the CMS: where the
// CMS then sends it (/ajustes?discord=...), and the query Discord sent (to replay it).
async function linkThroughDiscord(jwt: string, as: SandboxUser) {
  const started = await api.post('/discord/link', { token: jwt });
  expect(started.status).toBe(200);
  const authorize = new URL(started.body.data.authorizeUrl);
  discordStandIn.signInAs(as);
  authorize.searchParams.set('approve', '1');
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return { query: back.search, landing: await callback(back.search) };
}

async function callback(search: string): Promise<string> {
  const response = await fetch(`${cms.api}/discord/callback${search}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
}

async function buyPremium(jwt: string) {
  const checkout = await api.post('/membership/checkout', { token: jwt, body: { plan: 'premium' } });
  expect(checkout.status).toBe(200);
  const preapprovalId = /\/checkout\/([0-9a-f]{32})$/.exec(checkout.body.data.checkoutUrl)![1];
  const control = await request('POST', `${mercadoPago.url}/_sandbox/preapprovals/${preapprovalId}/checkout`, {
    body: { outcome: 'approved' },
  });
  expect(control.status).toBe(200);
  const membership = await waitFor(
    async () => {
      const current = (await api.get('/membership/me', { token: jwt })).body.data;
      return current?.state === 'active' && current;
    },
    { what: 'the membership active' },
  );
  return { membershipId: membership.id as string, paymentId: String(control.body.payment.id) };
}

const rolesOf = (user: SandboxUser) => discordStandIn.rolesOf(user.id);

// A player in the community's Discord who links it, buys Premium and has the role from the bot.
async function premiumMemberInGuild(name: string) {
  const account = await player();
  const discordAccount = discordUser(name);
  discordStandIn.joinGuild(discordAccount);
  await linkThroughDiscord(account.jwt, discordAccount);
  await buyPremium(account.jwt);
  await waitFor(() => rolesOf(discordAccount)?.includes(PREMIUM_ROLE), { what: 'the Premium role given' });
  return { account, discordAccount };
}

it('a player links Discord with OAuth2 (state and PKCE), buys Premium and gets the role; it goes on refund', async () => {
  const buyer = await player();
  expect(await linkOf(buyer.jwt)).toEqual({ configured: true, link: null, movedAt: null });
  const started = await api.post('/discord/link', { token: buyer.jwt });
  const authorize = new URL(started.body.data.authorizeUrl);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${discordStandIn.url}/oauth2/authorize`);
  expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
    client_id: CLIENT_ID,
    scope: 'identify',
    redirect_uri: REDIRECT_URI,
    code_challenge_method: 'S256',
  });
  expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{32,}$/);

  const discordAccount = discordUser('gauchito');
  discordStandIn.joinGuild(discordAccount);
  const { query, landing } = await linkThroughDiscord(buyer.jwt, discordAccount);
  expect(landing).toBe('http://sitio.test/ajustes?discord=vinculado');
  expect((await linkOf(buyer.jwt)).link).toMatchObject({ name: 'gauchito', roleProblem: null });
  // The same answer again (a replay) and a state nobody issued: refused, nothing changes.
  expect(await callback(query)).toBe('http://sitio.test/ajustes?discord=error');
  expect(await callback(`?code=abc&state=${randomBytes(24).toString('base64url')}`)).toBe(
    'http://sitio.test/ajustes?discord=error',
  );
  expect(rolesOf(discordAccount)).toEqual([]);

  // Premium bought through MercadoPago's stand-in: the bot gives the role, even through a 429.
  discordStandIn.rateLimitNext('roles', 1, 0.4);
  const bought = await buyPremium(buyer.jwt);
  await waitFor(() => rolesOf(discordAccount)?.includes(PREMIUM_ROLE), { what: 'the Premium role given' });
  expect(rolesOf(discordAccount)).toEqual([PREMIUM_ROLE]);
  const calls = discordStandIn.requests().filter((call) => call.method === 'PUT');
  expect(calls.map((call) => call.path)).toEqual([
    `/api/v10/guilds/${GUILD}/members/${discordAccount.id}/roles/${PREMIUM_ROLE}`,
    `/api/v10/guilds/${GUILD}/members/${discordAccount.id}/roles/${PREMIUM_ROLE}`,
  ]);
  expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(400);

  // A role a moderator gave by hand stays; the refund takes only the bot's.
  discordStandIn.setRoles(discordAccount.id, [PREMIUM_ROLE, HAND_ROLE]);
  const staff = await api.login('admin', 'Admin1234');
  const refunded = await api.post(`/membership/staff/members/${bought.membershipId}/refund`, {
    token: staff.jwt,
    body: { paymentId: bought.paymentId },
  });
  expect(refunded.status).toBe(200);
  await waitFor(() => !rolesOf(discordAccount)?.includes(PREMIUM_ROLE), { what: 'the Premium role taken' });
  expect(rolesOf(discordAccount)).toEqual([HAND_ROLE]);
});

it('the role goes when the membership expires; a player not in the guild is told, and gets it once they join', async () => {
  const buyer = await player();
  const discordAccount = discordUser('pampa');
  await linkThroughDiscord(buyer.jwt, discordAccount);
  await buyPremium(buyer.jwt);
  // Not in the community's Discord: the role cannot be given, /ajustes says why.
  await waitFor(async () => (await linkOf(buyer.jwt)).link?.roleProblem === 'not-in-guild', {
    what: 'the not-in-guild problem recorded',
  });
  // They join and open /ajustes again: asked again, the bot gives it.
  discordStandIn.joinGuild(discordAccount);
  await waitFor(async () => (await linkOf(buyer.jwt)).link?.roleProblem === null, { what: 'the problem gone' });
  expect(rolesOf(discordAccount)).toEqual([PREMIUM_ROLE]);
  const [{ id: subscriptionId }] = await db.query<{ id: string }>(
    'SELECT id FROM membership_subscriptions WHERE user_id = $1',
    [buyer.id],
  );

  // The paid period ended and the player had cancelled: the sweeper expires it, the role goes.
  await db.query("UPDATE membership_subscriptions SET state = 'cancelled', period_end = $1 WHERE id = $2", [
    Date.now() - 1000,
    subscriptionId,
  ]);
  await waitFor(async () => (await api.get('/membership/me', { token: buyer.jwt })).body.data?.state === 'expired', {
    what: 'the membership expired by the sweeper',
    timeoutMs: 15_000,
  });
  await waitFor(() => rolesOf(discordAccount)?.length === 0, { what: 'the Premium role taken on expiry' });
});

it('unlinking takes the roles the bot gave', async () => {
  const { account: buyer, discordAccount } = await premiumMemberInGuild('riachuelo');

  const unlinked = await api.delete('/discord/link', { token: buyer.jwt });
  expect(unlinked.status).toBe(200);
  expect(unlinked.body.data.link).toBeNull();
  await waitFor(() => rolesOf(discordAccount)?.length === 0, { what: 'the Premium role taken on unlinking' });
});

it('a Discord account linked to a second site account moves there (the first is told); bad input is refused', async () => {
  const first = await player();
  const second = await player();
  const shared = discordUser('compartido');
  discordStandIn.joinGuild(shared);
  await linkThroughDiscord(first.jwt, shared);
  await linkThroughDiscord(second.jwt, shared);
  const firstView = await linkOf(first.jwt);
  expect(firstView.link).toBeNull();
  expect(firstView.movedAt).not.toBeNull();
  expect((await linkOf(second.jwt)).link?.name).toBe('compartido');

  // The player cancels on Discord's page.
  const started = await api.post('/discord/link', { token: first.jwt });
  const authorize = new URL(started.body.data.authorizeUrl);
  authorize.searchParams.set('approve', '0');
  const denied = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(denied.headers.get('location') ?? '');
  expect(await callback(back.search)).toBe('http://sitio.test/ajustes?discord=cancelado');

  expectSpanishError(await api.get('/discord/me'), 401);
  expectSpanishError(await api.post('/discord/link'), 401);
  expectSpanishError(await api.post('/discord/link', { token: first.jwt, body: { extra: 1 } }), 400);
  expect(await callback('?code=x')).toBe('http://sitio.test/ajustes?discord=error');
});

// What a channel received: each message's one embed.
const embedsOf = (hook: { id: string }) =>
  discordStandIn
    .webhookPosts()
    .filter((post) => post.webhookId === hook.id)
    .map(
      (post) => (post.body.embeds as { title: string; url: string; fields?: { name: string; value: string }[] }[])[0],
    );

it('the profile shows the Discord name only once the player chooses, and not after unlinking', async () => {
  const shy = await player();
  const [{ document_id: profileId }] = await db.query<{ document_id: string }>(
    'SELECT document_id FROM up_users WHERE id = $1',
    [shy.id],
  );
  const shownName = async () => (await api.get(`/profiles/${profileId}`)).body.data.discordName;
  const show = (shownOnProfile: unknown) => api.put('/discord/link', { token: shy.jwt, body: { shownOnProfile } });
  expectSpanishError(await show(true), 409, 'Primero vinculá tu cuenta de Discord.');

  await linkThroughDiscord(shy.jwt, { id: newSnowflake(), username: 'timido', global_name: 'Tímido *ok*' });
  expect((await linkOf(shy.jwt)).link?.shownOnProfile).toBe(false);
  expect(await shownName()).toBeNull();

  const shown = await show(true);
  expect(shown.status).toBe(200);
  expect(shown.body.data.link.shownOnProfile).toBe(true);
  // The profile read is cached: the choice drops it at once.
  expect(await shownName()).toBe('Tímido *ok*');
  expectSpanishError(await show('sí'), 400, /mostrar tu Discord/);
  expectSpanishError(await api.put('/discord/link', { token: shy.jwt, body: { shownOnProfile: true, x: 1 } }), 400);
  expect((await api.put('/discord/link', { body: { shownOnProfile: true } })).status).toBe(401);

  await show(false);
  expect(await shownName()).toBeNull();
  await show(true);
  expect(await shownName()).toBe('Tímido *ok*');
  await api.delete('/discord/link', { token: shy.jwt });
  expect(await shownName()).toBeNull();
});

it("the account's data export carries its Discord link, and deleting the account forgets it and takes the roles", async () => {
  const { account: leaving, discordAccount } = await premiumMemberInGuild('chau');

  const exported = await api.get('/users/me/export', { token: leaving.jwt });
  expect(exported.status).toBe(200);
  expect(exported.body.discord).toEqual({
    discordUserId: discordAccount.id,
    name: 'chau',
    linkedAt: expect.any(String),
    shownOnProfile: false,
    movedToAnotherAccountAt: null,
  });

  const deleted = await api.post('/users/me/delete', { token: leaving.jwt, body: { password: 'Secreta123' } });
  expect(deleted.status).toBe(200);
  expect(await db.query('SELECT 1 FROM discord_links WHERE user_id = $1', [leaving.id])).toEqual([]);
  await waitFor(() => rolesOf(discordAccount)?.length === 0, { what: 'the roles taken with the account' });
});

it('a staff role given in the admin panel gives the staff role on Discord at once, and taking it takes it', async () => {
  const volunteer = await player();
  const discordAccount = discordUser('voluntario');
  discordStandIn.joinGuild(discordAccount);
  await linkThroughDiscord(volunteer.jwt, discordAccount);
  const [{ document_id: documentId }] = await db.query<{ document_id: string }>(
    'SELECT document_id FROM up_users WHERE id = $1',
    [volunteer.id],
  );
  await (await anEditor()).update('plugin::users-permissions.user', documentId, { staffRole: 'moderator' });
  await waitFor(() => rolesOf(discordAccount)?.includes(STAFF_ROLE), { what: 'the staff role given' });
  await (await anEditor()).update('plugin::users-permissions.user', documentId, { staffRole: null });
  await waitFor(() => rolesOf(discordAccount)?.length === 0, { what: 'the staff role taken' });
});

it('the bot token and the client secret never reach the log', () => {
  expect(cms.logs()).not.toContain(BOT_TOKEN);
  expect(cms.logs()).not.toContain(CLIENT_SECRET);
});

it('/discord shows the invite with the counts Discord answers, asked once for many visitors, the last ones kept while Discord fails', async () => {
  const invites = () => discordStandIn.requests().filter((call) => call.path === '/api/v10/invites/cs16test').length;
  const invite = async () => {
    const response = await api.get('/discord/invite');
    expect(response.status).toBe(200);
    return response.body.data;
  };
  // Discord does not know the invite yet: the invite still, no counts.
  expect(await invite()).toEqual({ url: 'https://discord.gg/cs16test', guildName: null, members: null, online: null });

  discordStandIn.setInvite('cs16test', { name: 'CS 16 Argentina', members: 5120, online: 812 });
  const shown = await waitFor(async () => ((await invite()).members === 5120 ? invite() : null), {
    what: 'the counts of the invite',
  });
  expect(shown).toEqual({
    url: 'https://discord.gg/cs16test',
    guildName: 'CS 16 Argentina',
    members: 5120,
    online: 812,
  });
  const asked = invites();
  await Promise.all(Array.from({ length: 20 }, () => invite()));
  expect(invites()).toBeLessThanOrEqual(asked + 1);

  // Discord away (its invite gone here): the last counts stay.
  discordStandIn.setInvite('cs16test', null);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await invite()).toEqual(shown);
  expect((await api.get('/discord/invite?x=1')).status).toBe(400);
});

describe('the channels told', () => {
  it('a community-wide ban is told once to the bans channel (through a 429), with no internal note and no mention', async () => {
    const staff = await api.login('admin', 'Admin1234');
    const [server] = await db.query<{ document_id: string }>('SELECT document_id FROM servers ORDER BY id LIMIT 1');
    const created = await api.post('/bans', {
      token: staff.jwt,
      body: {
        steamId: 'STEAM_0:1:5151515',
        playerName: 'Molesto',
        server: server.document_id,
        reason: '@everyone **spam** en el chat',
        minutes: 120,
        ruleAnchor: null,
        internalNote: 'Nota interna que nadie más ve',
      },
    });
    expect(created.status).toBe(201);
    const banId = created.body.data.documentId as string;
    // One server's ban is not the community's business.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(embedsOf(hooks.bans)).toEqual([]);

    discordStandIn.rateLimitNext('webhooks', 1, 0.3);
    expect((await api.post(`/bans/${banId}/community-wide`, { token: staff.jwt, body: {} })).status).toBe(200);
    const [told] = await waitFor(() => embedsOf(hooks.bans).length > 0 && embedsOf(hooks.bans), {
      what: 'the ban told to the bans channel',
    });
    expect(told.title).toBe('Baneo en toda la comunidad: Molesto');
    expect(told.url).toBe(`http://sitio.test/baneos/${banId}`);
    expect(told.fields?.[0].value).toBe('@\u200beveryone \\*\\*spam\\*\\* en el chat');
    const post = discordStandIn.webhookPosts().find((one) => one.webhookId === hooks.bans.id)!;
    expect(post.body.allowed_mentions).toEqual({ parse: [] });
    expect(JSON.stringify(post.body)).not.toContain('Nota interna');

    // Marked again (nothing changes) and lifted: one message for the lift, none twice.
    await api.post(`/bans/${banId}/community-wide`, { token: staff.jwt, body: {} });
    expect((await api.post(`/bans/${banId}/lift`, { token: staff.jwt, body: {} })).status).toBe(200);
    await waitFor(() => embedsOf(hooks.bans).length === 2, { what: 'the lift told' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(embedsOf(hooks.bans).map((embed) => embed.title)).toEqual([
      'Baneo en toda la comunidad: Molesto',
      'Baneo levantado: Molesto',
    ]);
  });

  it('an appeal and a new member reach the staff channels; a webhook that is gone is not retried and /_health says so', async () => {
    const banned = await player();
    await db.query('UPDATE up_users SET steam_id = $1, steam_id_verified_at = now() WHERE id = $2', [
      'STEAM_0:0:5252525',
      banned.id,
    ]);
    const staff = await api.login('admin', 'Admin1234');
    const [server] = await db.query<{ document_id: string }>('SELECT document_id FROM servers ORDER BY id LIMIT 1');
    const ban = await api.post('/bans', {
      token: staff.jwt,
      body: {
        steamId: 'STEAM_0:0:5252525',
        playerName: 'Arrepentido',
        server: server.document_id,
        reason: 'Insultos',
        minutes: 60,
        ruleAnchor: null,
        internalNote: null,
      },
    });
    const banId = ban.body.data.documentId as string;
    const form = new FormData();
    form.append('text', 'No fui yo: me prestaron la cuenta y ya lo hablé con mi hermano. Perdón a todos.');
    const appeal = await api.post(`/bans/${banId}/appeal`, { token: banned.jwt, form });
    expect(appeal.status).toBe(201);
    const [told] = await waitFor(() => embedsOf(hooks.appeals).length > 0 && embedsOf(hooks.appeals), {
      what: 'the appeal told',
    });
    expect(told.title).toBe('Nuevo descargo de Arrepentido');
    expect(JSON.stringify(told)).not.toContain('me prestaron la cuenta');

    const buyer = await player();
    await buyPremium(buyer.jwt);
    await waitFor(
      () => embedsOf(hooks.memberships).some((embed) => embed.title.startsWith('Nuevo socio Premium: disc')),
      {
        what: 'the new member told',
      },
    );

    // Staff deleted the webhook in Discord: 404 Unknown Webhook, said once, not retried.
    discordStandIn.deleteWebhook(hooks.memberships.id);
    const second = await player();
    // The messages about this buyer (another announcement, or a retried one of before, may still be on its way).
    const toldOfSecond = () =>
      discordStandIn
        .requests()
        .filter((call) => call.path.includes(hooks.memberships.id) && call.body.includes(second.username)).length;
    await buyPremium(second.jwt);
    await waitFor(
      async () =>
        (await request('GET', `${cms.url}/_health`)).body.discord?.announcements?.brokenWebhooks?.memberships === '404',
      { what: '/_health to name the broken webhook' },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(toldOfSecond()).toBe(1);
  });

  it('a news post is told to the news channel when an editor publishes it, once', async () => {
    const news = await anEditor();
    const { documentId } = await news.draft('api::news-post.news-post', {
      title: 'Torneo de *verano* @everyone',
      slug: 'torneo-de-verano',
      summary: 'Se viene el torneo.',
      body: 'Anotate en el sitio.',
      publishDate: new Date(Date.now() - 60_000).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A draft is nobody's news.
    expect(embedsOf(hooks.news)).toEqual([]);
    await news.publish('api::news-post.news-post', documentId);
    const [told] = await waitFor(() => embedsOf(hooks.news).length > 0 && embedsOf(hooks.news), {
      what: 'the post told',
    });
    expect(told.title).toBe(escapeMarkdown('Torneo de *verano* @everyone'));
    expect(told.url).toBe('http://sitio.test/comunidad/novedades/torneo-de-verano');
    // Published again after an edit: nobody is told twice.
    await news.update('api::news-post.news-post', documentId, { summary: 'Se viene el torneo, con premios.' });
    await news.publish('api::news-post.news-post', documentId);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(embedsOf(hooks.news)).toHaveLength(1);
  });

  it('a server silent past the threshold is told down once, and back up when it answers again', async () => {
    // Names as the embed writes them (a `|` escaped for Discord's markdown).
    const first = escapeMarkdown(COMMUNITY_SERVERS[0].name);
    const downOf = () => embedsOf(hooks.servers).filter((embed) => embed.title === `${first} no responde`);
    await waitFor(() => downOf().length === 1, { what: 'the first server told down', timeoutMs: 20_000 });
    simulator = await startSimulator({ basePort, logSecretKey: cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY, regulars: [] });
    const [up] = await waitFor(
      () => {
        const ups = embedsOf(hooks.servers).filter((embed) => embed.title === `${first} volvió`);
        return ups.length > 0 && ups;
      },
      { what: 'the first server told back up', timeoutMs: 20_000 },
    );
    expect(up.url).toMatch(/^http:\/\/sitio\.test\/servidores\//);
    expect(downOf()).toHaveLength(1);
  });
});

it('the reconciliation tells staff of a role given by hand, once, and leaves it where it is', async () => {
  // A member of the guild who never linked an account, and a linked player without a membership, each given a role
  // the site manages by a moderator in Discord; a paying member whose role the bot gave is no drift.
  const stranger = discordUser('manija');
  discordStandIn.joinGuild(stranger);
  discordStandIn.setRoles(stranger.id, [PREMIUM_ROLE, HAND_ROLE]);
  const friend = await player();
  const friendAccount = discordUser('compadre');
  discordStandIn.joinGuild(friendAccount);
  await linkThroughDiscord(friend.jwt, friendAccount);
  discordStandIn.setRoles(friendAccount.id, [ADMIN_ROLE]);
  const { discordAccount: memberAccount } = await premiumMemberInGuild('aguante');

  // Staff set a new staff channel (the earlier one was deleted) and the reconciliation runs every second here.
  hooks.memberships = discordStandIn.createWebhook();
  await cms.restart({ DISCORD_WEBHOOK_MEMBERSHIPS: hooks.memberships.url, DISCORD_RECONCILE_MS: '1000' });
  const handGiven = () => embedsOf(hooks.memberships).filter((embed) => embed.title.startsWith('Rol '));
  await waitFor(() => handGiven().length === 2, { what: 'two roles given by hand told', timeoutMs: 20_000 });
  // Three more runs tell nothing new.
  const runs = () => cms.logs().match(/\[discord\] reconciliation: /g)?.length ?? 0;
  const seen = runs();
  await waitFor(() => runs() >= seen + 3, { what: 'three more reconciliations', timeoutMs: 20_000 });
  const titles = handGiven()
    .map((embed) => embed.title)
    .sort();
  expect(titles).toEqual(['Rol Admin dado a mano: compadre', 'Rol Premium dado a mano: manija']);
  const fields = Object.fromEntries(
    handGiven().map((embed) => [embed.title, embed.fields?.find((field) => field.name === 'Cuenta del sitio')?.value]),
  );
  expect(fields['Rol Premium dado a mano: manija']).toBe('Sin vincular');
  expect(fields['Rol Admin dado a mano: compadre']).toMatch(/^disc/);
  // Reported, never taken: staff decide.
  expect(rolesOf(stranger)).toEqual([PREMIUM_ROLE, HAND_ROLE].sort());
  expect(rolesOf(friendAccount)).toEqual([ADMIN_ROLE]);
  expect(rolesOf(memberAccount)).toEqual([PREMIUM_ROLE]);
});
