import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { apiClient, expectSpanishError } from '../../../test-utils/http';

// A browser's conditional request for an answer it holds.
const revalidating = (etag: string) => ({ 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });

// The micro-cache of public reads over real HTTP: what a browser or CDN is told (ETag, 304, Cache-Control),
// that answers really are kept (a change made behind Strapi's back stays invisible), that a write through
// Strapi drops them at once, and that nothing a signed-in caller gets is kept or shared. Answers are kept
// for a minute here, so only an invalidation can explain a fresh answer. No game server answers: the
// poller is off, and GET /api/server/:id writes "offline" after a short timeout.

let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let db: TestDatabase;
let server: { documentId: string; name: string };

// The long-lived answers are kept ten minutes: the crawler test's 1,200 requests one after another can take about a
// minute on a busy machine (CI), and an answer that merely expired would count as pushed out.
const KEEP_A_MINUTE = { PUBLIC_CACHE_MS: '60000', PUBLIC_CACHE_LONG_MS: '600000', POLL_TIMEOUT_MS: '200' };

const renameBehindStrapi = (documentId: string, name: string) =>
  db.query('UPDATE servers SET name = $1 WHERE document_id = $2', [name, documentId]);
const nameInList = async () =>
  ((await api.get('/servers?populate=*')).body.data as { documentId: string; name: string }[]).find(
    (entry) => entry.documentId === server.documentId,
  )!.name;

beforeAll(async () => {
  cms = await startCms({ env: KEEP_A_MINUTE });
  api = apiClient(cms.api);
  db = await cms.db();
  server = (await api.get('/servers')).body.data[0];
});

afterAll(async () => {
  await cms?.stop();
});

describe('public reads', () => {
  it('carry an ETag and Cache-Control, and a matching If-None-Match gets a 304 without a body', async () => {
    const first = await api.get('/servers?populate=*');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/Authorization/);
    // As a browser revalidates (Node's fetch says `Cache-Control: no-cache` unless told otherwise, and a request that
    // asks for no cache gets the whole answer: Koa's freshness, the `fresh` package).
    const again = await api.get('/servers?populate=*', { headers: revalidating(etag!) });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
    const other = await api.get('/servers?populate=*', { headers: revalidating('W/"something-else"') });
    expect(other.status).toBe(200);
  });

  it('come gzipped to a caller that accepts it, the same JSON and ETag as uncompressed', async () => {
    // node:http, not fetch: fetch decompresses on its own, so it could not tell what went over the wire.
    const raw = (acceptEncoding: string) =>
      new Promise<{ status: number | undefined; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const url = new URL(`${cms.api}/servers?populate=*`);
        request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });
    const plain = await raw('identity');
    const gzipped = await raw('gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(gzipped.headers.etag).toBe(plain.headers.etag);

    // A header that refuses gzip, or one nobody can read, gets the plain JSON: never an error, never gzip.
    for (const odd of ['gzip;q=0', '*;q=0', 'x-nothing;q=abc, , ;;, gzip;q=-1', 'G'.repeat(8000)]) {
      const answer = await raw(odd);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8'))).toHaveProperty('data');
    }
  });

  it('tell browsers and CDNs how long each kind of answer may be reused', async () => {
    const cacheControl = async (path: string) => (await api.get(path)).headers.get('cache-control');
    expect(await cacheControl('/community/summary')).toBe('public, no-cache');
    expect(await cacheControl(`/servers/${server.documentId}/statistics`)).toBe('public, no-cache');
    expect(await cacheControl(`/servers/${server.documentId}/history?range=7d`)).toBe(
      'public, max-age=30, stale-while-revalidate=30',
    );
    expect(await cacheControl('/help-articles?filters[slug][$eq]=como-registrarse')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    expect(await cacheControl('/help-articles/category/servers')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
  });

  it('are kept: a change made behind Strapi’s back does not show, until a write through Strapi drops them', async () => {
    const original = await nameInList();
    expect((await api.get(`/servers/${server.documentId}`)).body.data.name).toBe(original);
    await renameBehindStrapi(server.documentId, 'Renombrado a mano');
    try {
      expect(await nameInList()).toBe(original);
      expect((await api.get(`/servers/${server.documentId}`)).body.data.name).toBe(original);
      // Re-querying the game server writes its status through Strapi: every cached server answer goes.
      expect((await api.get(`/servers/${server.documentId}/live`)).status).toBe(200);
      expect(await nameInList()).toBe('Renombrado a mano');
    } finally {
      await renameBehindStrapi(server.documentId, original);
    }
  });

  it('show a new account in the summary at once', async () => {
    const before = (await api.get('/community/summary')).body.data.registeredUsers;
    expect(before).toBe(Number((await db.query('SELECT COUNT(*) AS count FROM up_users'))[0].count));
    const registered = await api.post('/auth/local/register', {
      body: { username: 'nuevo_cache', email: 'nuevo.cache@example.com', password: 'Nuevo1234' },
    });
    expect(registered.status).toBe(200);
    expect((await api.get('/community/summary')).body.data.registeredUsers).toBe(before + 1);
  });

  it('never keep or share what a signed-in caller gets', async () => {
    const { jwt, user } = await api.login('jugador', 'Jugador1234');
    const ownServers = `/servers?filters[users][id][$eq]=${user.id}&populate=*`;
    const signedIn = await api.get(ownServers, { token: jwt });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
    // Had the per-player answer been stored, an anonymous caller would get it instead of a 401.
    expectSpanishError(await api.get(ownServers), 401);
    expect((await api.get('/servers?populate=*', { token: jwt })).headers.get('cache-control')).toBe(
      'private, no-store',
    );
  });

  // Issue 23: the key was the raw URL, so `?x=1`, `?x=2`… each ran the 30-day aggregation and pushed the real
  // answers out of the 500 kept.
  it('refuse a query parameter the read does not take, in Spanish, for anyone', async () => {
    const history = `/servers/${server.documentId}/history`;
    expectSpanishError(await api.get(`${history}?x=1`), 400, 'Parámetro de consulta no válido: x.');
    expectSpanishError(await api.get(`${history}?range=30d&x=2`), 400, 'Parámetro de consulta no válido: x.');
    expectSpanishError(
      await api.get('/servers?populate=*&utm_source=spam'),
      400,
      'Parámetro de consulta no válido: utm_source.',
    );
    expectSpanishError(
      await api.get('/community/summary?cachebuster=1'),
      400,
      'Parámetro de consulta no válido: cachebuster.',
    );
    const { jwt } = await api.login('jugador', 'Jugador1234');
    expectSpanishError(await api.get(`${history}?x=1`, { token: jwt }), 400, 'Parámetro de consulta no válido: x.');
    // Strapi's own parameters, as the site sends them, are taken.
    expect((await api.get('/servers?populate=*&pagination[page]=1&pagination[pageSize]=100')).status).toBe(200);
    expect((await api.get('/help-articles?filters[slug][$eq]=como-registrarse&populate=relatedArticles')).status).toBe(
      200,
    );
  });

  it('keep one answer for the same parameters in any order or spelling', async () => {
    const first = await api.get('/servers?populate=*&pagination[pageSize]=100');
    const names = (first.body.data as { name: string }[]).map((entry) => entry.name);
    const [{ name: original }] = await db.query<{ name: string }>('SELECT name FROM servers WHERE document_id = $1', [
      server.documentId,
    ]);
    await renameBehindStrapi(server.documentId, 'Otra forma de pedir');
    try {
      for (const variant of [
        '/servers?pagination[pageSize]=100&populate=*',
        '/servers?pagination%5BpageSize%5D=100&populate=%2A',
      ]) {
        const again = await api.get(variant);
        expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
        expect((again.body.data as { name: string }[]).map((entry) => entry.name)).toEqual(names);
      }
    } finally {
      await renameBehindStrapi(server.documentId, original);
    }
  });

  it('keep the real answers while a crawler asks for hundreds of other URLs', async () => {
    const history = `/servers/${server.documentId}/history?range=30d`;
    const misses = () => cms.logs().split(`GET /api${history} `).length - 1;
    await api.get(history);
    const before = misses();
    expect((await api.get(history)).status).toBe(200);
    expect(misses()).toBe(before);
    // Junk parameters on the same read, then 600 real answers of another read (more than the cache holds).
    for (let i = 0; i < 600; i += 1) expect((await api.get(`${history}&x=${i}`)).status).toBe(400);
    for (let i = 0; i < 600; i += 1) expect((await api.get(`/players/STEAM_0:0:${900000 + i}/stats`)).status).toBe(200);
    // Still answered from the cache: no request log line, no aggregation.
    expect((await api.get(history)).status).toBe(200);
    expect(misses()).toBe(before);
  });

  it('never keep errors', async () => {
    const missing = await api.get('/servers/noexiste123');
    expectSpanishError(missing, 404, 'Servidor no encontrado.');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

describe('PUBLIC_CACHE_MS=0', () => {
  beforeAll(async () => {
    await cms.restart({ PUBLIC_CACHE_MS: '0' });
  });

  it('turns the cache of live reads off, and still answers ETag / 304', async () => {
    const original = await nameInList();
    await renameBehindStrapi(server.documentId, 'Sin caché');
    try {
      expect(await nameInList()).toBe('Sin caché');
    } finally {
      await renameBehindStrapi(server.documentId, original);
    }
    const first = await api.get('/servers?populate=*');
    const etag = first.headers.get('etag')!;
    expect((await api.get('/servers?populate=*', { headers: revalidating(etag) })).status).toBe(304);
  });
});
