import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { LogPlayer } from '../../../simulator/game-log';
import { COMMUNITY_SERVERS } from '../../community/servers';
import { ABOUT_PAGE, NEWS_POSTS, NEWS_TAGS, RULE_SETS } from '../../seed/community-content';
import { DEMO_USERS } from '../../seed/demo-users';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { arrival, openGameLogSender, type GameLogSender } from '../../../test-utils/game-log-sender';
import { apiClient, expectSpanishError } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { registerEditor, type Editor } from '../../../test-utils/strapi-admin';
import { waitFor } from '../../../test-utils/wait-for';

// The Comunidad section's content over real HTTP against a real CMS: what editors write in the admin panel
// (drafts, publishing, dates in the future) and what the public API, the Atom feed and the staff page show.

const POST = 'api::news-post.news-post';
const USER = 'plugin::users-permissions.user';
const ABOUT = 'api::about-page.about-page';

let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let db: TestDatabase;
let editor: Editor;
let basePort: number;
const senders: GameLogSender[] = [];

const feedParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text' });
type FeedEntryXml = { title: { '#text': string }; link: { '@href': string } };

async function feedEntries(): Promise<FeedEntryXml[]> {
  const response = await fetch(`${cms.api}/news/feed.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const entry = feedParser.parse(xml).feed.entry as FeedEntryXml | FeedEntryXml[] | undefined;
  return entry === undefined ? [] : Array.isArray(entry) ? entry : [entry];
}

const slugsOf = (response: { body: { data: { slug: string }[] } }) => response.body.data.map((post) => post.slug);

async function userDocumentId(username: string): Promise<string> {
  const [row] = await db.query<{ document_id: string }>('SELECT document_id FROM up_users WHERE username = $1', [
    username,
  ]);
  return row.document_id;
}

// A post as an editor writes it, with the fields the admin panel requires.
const draftPost = (slug: string, changes: Record<string, unknown> = {}) =>
  editor.draft(POST, {
    title: `Novedad ${slug}`,
    slug,
    summary: 'Un resumen de la novedad.',
    body: 'El cuerpo de la **novedad**.',
    publishDate: new Date(Date.now() - 60_000).toISOString(),
    ...changes,
  });

beforeAll(async () => {
  basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  cms = await startCms({
    simulatorBasePort: basePort,
    env: { GAME_STATS_CACHE_MS: '0', SITE_URL: 'https://cs16.com.ar' },
  });
  api = apiClient(cms.api);
  db = await cms.db();
  editor = await registerEditor(cms.url);
});

afterAll(() => Promise.all(senders.map((sender) => sender.close())));
afterAll(() => cms?.stop());

describe('GET /api/news', () => {
  it('lists the seeded posts whose date has come: the pinned one first, then the newest, never the scheduled one', async () => {
    const response = await api.get('/news');

    expect(response.status).toBe(200);
    const visible = NEWS_POSTS.filter((post) => post.publishInDays <= 0);
    const scheduled = NEWS_POSTS.filter((post) => post.publishInDays > 0);
    expect(scheduled.length).toBeGreaterThan(0);
    expect(slugsOf(response)).toEqual([
      ...visible.filter((post) => post.pinned).map((post) => post.slug),
      ...visible
        .filter((post) => !post.pinned)
        .sort((a, b) => b.publishInDays - a.publishInDays)
        .map((post) => post.slug),
    ]);
    expect(response.body.meta.pagination).toEqual({ page: 1, pageSize: 9, pageCount: 1, total: visible.length });
    // The filters offered are the tags of what can be read now.
    const usedNow = new Set(visible.flatMap((post) => post.tags));
    expect(response.body.meta.tags).toEqual(
      NEWS_TAGS.filter((tag) => usedNow.has(tag.slug)).sort((a, b) => a.name.localeCompare(b.name, 'es')),
    );
    const [pinned] = response.body.data;
    expect(Object.keys(pinned).sort()).toEqual(
      [
        'author',
        'cover',
        'documentId',
        'pinned',
        'publishDate',
        'slug',
        'summary',
        'tags',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect(pinned).toMatchObject({ pinned: true, cover: { url: expect.stringMatching(/^\/uploads\//) } });
    expect(pinned.author).toEqual({
      profileId: expect.any(String),
      username: 'admin',
      nickname: 'El Admin',
      avatar: null,
      role: 'administrator',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/@cs16\.com\.ar|"email"|"password"|"steamID"|"blocked"/);
  });

  it('pages newest first, and refuses what is not a page in Spanish', async () => {
    const first = await api.get('/news?pageSize=2');
    const second = await api.get('/news?pageSize=2&page=2');
    const all = await api.get('/news');
    expect([...slugsOf(first), ...slugsOf(second)]).toEqual(slugsOf(all).slice(0, 4));
    expect(second.body.meta.pagination).toMatchObject({ page: 2, pageSize: 2, pageCount: 3 });

    expectSpanishError(await api.get('/news?page=0'), 400, 'La página tiene que ser un número entre 1 y 1000.');
    expectSpanishError(await api.get('/news?page=dos'), 400, 'La página tiene que ser un número entre 1 y 1000.');
    expectSpanishError(await api.get('/news?pageSize=500'), 400, /La cantidad por página/);
    expectSpanishError(await api.get('/news?status=draft'), 400, 'Parámetro de consulta no válido: status.');
    expectSpanishError(await api.get('/news?tag=a&tag=b'), 400, 'La etiqueta no es válida.');
  });

  it('filters by tag; a tag nobody uses, or that does not exist, is an empty list and not an error', async () => {
    const tournaments = await api.get('/news?tag=torneo');
    expect(slugsOf(tournaments)).toEqual(
      NEWS_POSTS.filter((post) => post.publishInDays <= 0 && post.tags.includes('torneo')).map((post) => post.slug),
    );
    expect(tournaments.body.meta.tag).toEqual({ slug: 'torneo', name: 'Torneo' });

    for (const tag of ['no-existe', '<script>alert(1)</script>', 'TORNEO']) {
      const response = await api.get(`/news?tag=${encodeURIComponent(tag)}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
      expect(response.body.meta).toMatchObject({ tag: null, pagination: { total: 0, pageCount: 0 } });
    }
  });
});

describe('GET /api/news/:slug', () => {
  it('answers a post with its markdown body and the servers it concerns', async () => {
    const seeded = NEWS_POSTS.find((post) => post.publishInDays <= 0 && post.serverIndexes.length > 1)!;
    const response = await api.get(`/news/${seeded.slug}`);

    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ slug: seeded.slug, title: seeded.title, body: seeded.body });
    expect(response.body.data.servers.map((server: { name: string }) => server.name)).toEqual(
      seeded.serverIndexes.map((index) => COMMUNITY_SERVERS[index].name).sort((a, b) => a.localeCompare(b, 'es')),
    );
  });

  it('answers 404 in Spanish for a slug that does not exist, and refuses a query string', async () => {
    expectSpanishError(await api.get('/news/no-existe-esta-novedad'), 404, 'Novedad no encontrada.');
    expectSpanishError(await api.get('/news/..%2F..%2Fadmin'), 404, 'Novedad no encontrada.');
    expectSpanishError(await api.get('/news/no-existe?status=draft'), 400, /Parámetro de consulta no válido/);
  });
});

describe('drafts and publishing', () => {
  it('a draft is nowhere until an editor publishes it, and gone again once unpublished', async () => {
    const { documentId } = await draftPost('borrador-del-torneo');

    expect(slugsOf(await api.get('/news'))).not.toContain('borrador-del-torneo');
    expectSpanishError(await api.get('/news/borrador-del-torneo'), 404);
    expect((await feedEntries()).map((entry) => entry.title['#text'])).not.toContain('Novedad borrador-del-torneo');

    await editor.publish(POST, documentId);
    // The write drops the cached answers at once: no waiting for them to expire.
    expect(slugsOf(await api.get('/news'))).toContain('borrador-del-torneo');
    expect((await api.get('/news/borrador-del-torneo')).status).toBe(200);
    expect((await feedEntries()).map((entry) => entry.title['#text'])).toContain('Novedad borrador-del-torneo');

    await editor.unpublish(POST, documentId);
    expect(slugsOf(await api.get('/news'))).not.toContain('borrador-del-torneo');
    expectSpanishError(await api.get('/news/borrador-del-torneo'), 404);
  });

  it('a post published for a later date stays out of the list, its address and the feed until that date', async () => {
    // Far enough ahead that the drafting, publishing and reads below end before it on a busy machine (CI).
    const publishDate = Date.now() + 15_000;
    const { documentId } = await draftPost('programada', {
      title: 'Novedad programada',
      publishDate: new Date(publishDate).toISOString(),
    });
    await editor.publish(POST, documentId);

    expect(slugsOf(await api.get('/news'))).not.toContain('programada');
    expectSpanishError(await api.get('/news/programada'), 404, 'Novedad no encontrada.');
    expect((await feedEntries()).map((entry) => entry.title['#text'])).not.toContain('Novedad programada');
    // Those reads happened before the date: otherwise this test proved nothing.
    expect(Date.now()).toBeLessThan(publishDate);

    const shown = await waitFor(async () => ((await api.get('/news/programada')).status === 200 ? Date.now() : null), {
      what: 'the scheduled post to appear',
      timeoutMs: 40_000,
      intervalMs: 250,
    });
    expect(shown).toBeGreaterThanOrEqual(publishDate);
    expect(slugsOf(await api.get('/news'))[0]).toBe(NEWS_POSTS.find((post) => post.pinned)!.slug);
    expect(slugsOf(await api.get('/news'))[1]).toBe('programada');
    expect((await feedEntries())[0].title['#text']).toBe('Novedad programada');
  });

  it('names the author only while they are staff', async () => {
    const { documentId } = await draftPost('escrita-por-un-jugador', {
      author: { connect: [{ documentId: await userDocumentId('jugador') }] },
    });
    await editor.publish(POST, documentId);

    const response = await api.get('/news/escrita-por-un-jugador');
    expect(response.status).toBe(200);
    expect(response.body.data.author).toBeNull();
    expect(JSON.stringify(response.body)).not.toMatch(/jugador@|"email"|"steamID"/);
  });

  it('the feed stays well-formed Atom whatever the title, and says it as text', async () => {
    const title = '</title><script>alert("feed")</script> & Cía \u0007';
    const { documentId } = await draftPost('titulo-hostil', { title, summary: '<b>resumen</b> & "más"' });
    await editor.publish(POST, documentId);

    const response = await fetch(`${cms.api}/news/feed.xml`);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toMatch(/<script|<b>/);
    expect(xml).not.toContain('\u0007');
    const entry = (await feedEntries()).find((item) => item.link['@href'].endsWith('/titulo-hostil'))!;
    expect(entry.link['@href']).toBe('https://cs16.com.ar/comunidad/novedades/titulo-hostil');
    // The text as typed (the parser trims the space left where the control character was).
    expect(entry.title['#text']).toBe('</title><script>alert("feed")</script> & Cía');
    // Feed readers may keep it a while, and revalidate with its ETag.
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const again = await fetch(`${cms.api}/news/feed.xml`, {
      // As a browser revalidates (Node's fetch otherwise says `Cache-Control: no-cache`: Koa answers that whole).
      headers: { 'If-None-Match': response.headers.get('etag')!, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/rules', () => {
  it('answers the rule book: general rules first, every rule numbered with its anchor', async () => {
    const response = await api.get('/rules');

    expect(response.status).toBe(200);
    expect(response.body.data.map((set: { slug: string }) => set.slug)).toEqual(RULE_SETS.map((set) => set.slug));
    const [general, classic] = response.body.data;
    expect(general).toMatchObject({ slug: 'general', gameMode: null, title: 'Reglas generales' });
    expect(general.rules[2]).toEqual({ number: 3, anchor: 'general-3', text: RULE_SETS[0].rules[2] });
    expect(classic).toMatchObject({ slug: 'clasico', gameMode: 'Clásico' });
    for (const mode of ['Zombie', 'Jailbreak']) {
      expect(response.body.data.find((set: { gameMode: string }) => set.gameMode === mode)).toBeDefined();
    }
    expect(response.body.meta.updatedAt).toEqual(expect.any(String));
    expectSpanishError(await api.get('/rules?populate=*'), 400, /Parámetro de consulta no válido/);
  });
});

describe('GET /api/about', () => {
  it('answers the published story, and 404 in Spanish while it is unpublished', async () => {
    const response = await api.get('/about');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      title: ABOUT_PAGE.title,
      summary: ABOUT_PAGE.summary,
      body: ABOUT_PAGE.body,
      updatedAt: expect.any(String),
    });
    expect(response.body.data.body).toContain('marzo de 2012');

    await editor.unpublishSingle(ABOUT);
    expectSpanishError(await api.get('/about'), 404, 'Todavía no publicamos la historia de la comunidad.');
    await editor.publishSingle(ABOUT);
    expect((await api.get('/about')).status).toBe(200);
  });
});

describe('GET /api/staff', () => {
  const admin = DEMO_USERS.find((user) => user.username === 'admin')!;

  it('lists the users an administrator made staff, with their servers, nothing private', async () => {
    const response = await api.get('/staff');

    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    const [member] = response.body.data;
    expect(Object.keys(member).sort()).toEqual(
      ['avatar', 'nickname', 'presence', 'profileId', 'role', 'servers', 'username'].sort(),
    );
    expect(member).toMatchObject({ username: 'admin', nickname: 'El Admin', role: 'administrator' });
    expect(member.servers.map((server: { name: string }) => server.name)).toEqual(
      admin.staff!.serverIndexes.map((index) => COMMUNITY_SERVERS[index].name).sort((a, b) => a.localeCompare(b, 'es')),
    );
    expect(JSON.stringify(response.body)).not.toMatch(/@cs16\.com\.ar|"email"|"steamID"|"password"/);
  });

  it('follows what administrators set: a new moderator after the administrators, a blocked one gone', async () => {
    const jugador = await userDocumentId('jugador');
    await editor.update(USER, jugador, { staffRole: 'moderator' });
    expect(
      (await api.get('/staff')).body.data.map((member: { username: string; role: string }) => [
        member.username,
        member.role,
      ]),
    ).toEqual([
      ['admin', 'administrator'],
      ['jugador', 'moderator'],
    ]);

    await editor.update(USER, jugador, { blocked: true });
    expect((await api.get('/staff')).body.data.map((member: { username: string }) => member.username)).toEqual([
      'admin',
    ]);
  });

  it('a player cannot make themselves staff', async () => {
    const premium = DEMO_USERS.find((user) => user.username === 'premium')!;
    const { jwt } = await api.login(premium.username, premium.password);
    expectSpanishError(await api.put('/users/me', { token: jwt, body: { staffRole: 'owner' } }), 400);
    expect((await api.get('/staff')).body.data.map((member: { username: string }) => member.username)).not.toContain(
      'premium',
    );
  });

  it('says where a staff member is playing, from the game logs of their Steam ID', async () => {
    const before = (await api.get('/staff')).body.data[0];
    expect(before.presence).toMatchObject({ state: 'offline', server: null });

    const sender = await openGameLogSender(basePort, cms.logPort, cms.logSecretOf(0));
    senders.push(sender);
    const inGame: LogPlayer = { name: admin.nickname, uid: 7, id: admin.steamID, team: 'CT' };
    await sender.send(['Started map "de_dust2" (CRC "-1159425449")', ...arrival(inGame)]);

    const playing = await waitFor(
      async () => {
        const [member] = (await api.get('/staff')).body.data;
        return member.presence?.state === 'playing' ? member.presence : null;
      },
      { what: 'the admin to show as playing' },
    );
    expect(playing).toMatchObject({ server: { name: COMMUNITY_SERVERS[0].name }, since: expect.any(String) });
  });
});
