import { COMMUNITY_SERVERS } from '../../community/servers';
import { DEMO_USERS } from '../../seed/demo-users';
import { HELP_ARTICLES } from '../../seed/help-articles';
import { startSimulator, type Simulator } from '../../../simulator/simulator';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import { apiClient, expectSpanishError, request } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';

// Servers, help articles and the server-list tools, over real HTTP against a real CMS whose seeded
// servers point at an in-process A2S simulator. The poller is off here (POLL_INTERVAL_MS=0): status
// comes only from GET /api/server/:id and POST /api/serverlist/query.

type Server = Record<string, unknown> & { id: number; documentId: string; name: string; port: number };

let simulator: Simulator;
let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let servers: Server[];
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
const QUERY_LIMIT = 25;

beforeAll(async () => {
  simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
  cms = await startCms({
    simulatorBasePort: simulator.basePort,
    env: {
      CORS_ORIGINS: 'http://localhost:3001,http://sitio.test:8080',
      SERVERLIST_QUERY_LIMIT: String(QUERY_LIMIT),
      // A live query has four round trips to the simulator; on a busy machine (CI) 0.7 s was not always enough.
      POLL_TIMEOUT_MS: '3000',
    },
  });
  api = apiClient(cms.api);
  for (const user of DEMO_USERS) {
    const session = await api.login(user.username, user.password);
    tokens[user.username] = session.jwt;
    userIds[user.username] = session.user.id;
  }
  servers = (await api.get('/servers?populate=*')).body.data;
});

afterAll(() => cms?.stop());
afterAll(() => simulator?.close());

// What a user record would carry; file objects have their own "provider" field, so it is not listed.
const PRIVATE_USER_DATA =
  /@cs16\.com\.ar|"email"|"username"|"password"|"resetPasswordToken"|"confirmationToken"|"blocked"|"confirmed"/;

describe('GET /api/servers?populate=*', () => {
  it('lists the 26 seeded servers publicly, in the flat v5 shape, with photo formats and privilege', async () => {
    const response = await api.get('/servers?populate=*');
    expect(response.status).toBe(200);
    expect(response.body.meta.pagination).toMatchObject({ page: 1, total: 26 });
    expect(response.body.data).toHaveLength(26);
    const names = response.body.data.map((server: Server) => server.name);
    expect(names).toEqual(expect.arrayContaining(COMMUNITY_SERVERS.map((server) => server.name)));
    for (const server of response.body.data as Server[]) {
      expect(server).not.toHaveProperty('attributes');
      expect(server).toMatchObject({
        id: expect.any(Number),
        documentId: expect.any(String),
        ipAddress: '127.0.0.1',
        port: expect.any(Number),
        maxPlayers: expect.any(Number),
        gameMode: expect.any(String),
        online: expect.any(Boolean),
      });
      const photo = server.photo as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON
      expect(photo).toMatchObject({ url: expect.stringMatching(/^\/uploads\/.+\.jpg$/), width: 1200, height: 675 });
      for (const size of ['thumbnail', 'small', 'medium', 'large']) {
        expect(photo.formats[size]).toMatchObject({
          url: expect.stringMatching(/^\/uploads\//),
          width: expect.any(Number),
        });
      }
      const seeded = COMMUNITY_SERVERS.find((candidate) => candidate.name === server.name)!;
      expect(server.privilege === null ? null : (server.privilege as { type: string }).type).toBe(seeded.privilege);
      expect(server.port).toBe(simulator.basePort + COMMUNITY_SERVERS.indexOf(seeded));
      expect(server.maxPlayers).toBe(seeded.maxPlayers);
      expect(server).not.toHaveProperty('users');
    }
    const zombie = (response.body.data as Server[]).find((server) => server.gameMode === 'Zombie')!;
    expect(zombie.mod_guide).toMatch(/^# Guía/);
    expect(zombie.rules).toMatch(/## Reglas/);
  });

  it('the photo files are really served', async () => {
    const photo = servers[0].photo as { url: string; formats: { thumbnail: { url: string } } };
    for (const url of [photo.url, photo.formats.thumbnail.url]) {
      const response = await fetch(`${cms.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it.each([
    ['populate=users', '/servers?populate=users'],
    ['populate[users]=true', '/servers?populate[users]=true'],
    ['populate[users][fields][0]=email', '/servers?populate[users][fields][0]=email'],
    ['populate[0]=users&populate[1]=photo', '/servers?populate[0]=users&populate[1]=photo'],
  ])('never exposes the players of a server (%s), not even to a signed-in admin', async (_label, path) => {
    for (const token of [undefined, tokens.admin, tokens.jugador]) {
      const response = await api.get(path, { token });
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toMatch(PRIVATE_USER_DATA);
      for (const server of response.body.data as Server[]) expect(server).not.toHaveProperty('users');
    }
  });

  it.each([
    '/servers?filters[users][email][$contains]=admin',
    '/servers?filters[users][username][$eq]=admin',
    '/servers?filters[$or][0][users][email][$eq]=admin@cs16.com.ar',
    '/servers?filters[users][id][$gt]=0',
  ])('refuses filters that would probe user data: %s', async (path) => {
    expectSpanishError(await api.get(path, { token: tokens.jugador }), 400, /id de un jugador/);
  });
});

describe("GET /api/servers?filters[users][id][$eq]=<id> (a player's servers)", () => {
  it('needs a signed-in user', async () => {
    expectSpanishError(await api.get(`/servers?filters[users][id][$eq]=${userIds.jugador}&populate=*`), 401);
  });

  it.each(DEMO_USERS.map((user) => [user.username, user.serverIndexes] as const))(
    'returns the servers %s plays on',
    async (username, indexes) => {
      const response = await api.get(`/servers?filters[users][id][$eq]=${userIds[username]}&populate=*`, {
        token: tokens.jugador,
      });
      expect(response.status).toBe(200);
      const names = (response.body.data as Server[]).map((server) => server.name).sort();
      expect(names).toEqual(indexes.map((index) => COMMUNITY_SERVERS[index].name).sort());
      expect(JSON.stringify(response.body)).not.toMatch(PRIVATE_USER_DATA);
    },
  );

  it('combines with other filters', async () => {
    const response = await api.get(
      `/servers?filters[users][id][$eq]=${userIds.admin}&filters[gameMode][$eq]=Zombie&populate=*`,
      { token: tokens.admin },
    );
    expect((response.body.data as Server[]).map((server) => server.name)).toEqual([COMMUNITY_SERVERS[3].name]);
  });
});

describe('GET /api/servers/:documentId', () => {
  it('returns one server publicly', async () => {
    const response = await api.get(`/servers/${servers[5].documentId}?populate=*`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ documentId: servers[5].documentId, name: servers[5].name });
    expect(response.body.data.photo.formats.large.url).toMatch(/^\/uploads\//);
  });

  it('answers 404 in Spanish for an unknown server', async () => {
    expectSpanishError(await api.get('/servers/noexiste123?populate=*'), 404, 'Servidor no encontrado.');
  });
});

describe('GET /api/server/:documentId (live status)', () => {
  const byIndex = (index: number) => servers.find((server) => server.name === COMMUNITY_SERVERS[index].name)!;

  it('queries an answering game server and returns fresh live data', async () => {
    const response = await api.get(`/servers/${byIndex(0).documentId}/live`);
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data).toMatchObject({ documentId: byIndex(0).documentId, online: true });
    expect(Date.now() - new Date(data.statusCheckedAt).getTime()).toBeLessThan(60000);
    expect(COMMUNITY_SERVERS[0].maps).toContain(data.current_data.map);
    expect(data.current_data.game).toBe('Counter-Strike');
    expect(data.current_data.players.max).toBe(COMMUNITY_SERVERS[0].maxPlayers);
    // Count (A2S_INFO) and list (A2S_PLAYER) are two requests; a player may leave in between.
    expect(data.current_data.players.online).toBeGreaterThanOrEqual(data.current_data.players.list.length);
    for (const player of data.current_data.players.list) {
      expect(player).toEqual({ name: expect.any(String), score: expect.any(Number), time: expect.any(Number) });
    }
    expect(data.photo.formats.thumbnail.url).toMatch(/^\/uploads\//);
  });

  it('reports a server that does not answer as offline without current_data', async () => {
    const index = COMMUNITY_SERVERS.findIndex((server) => server.simulatedDown);
    const response = await api.get(`/servers/${byIndex(index).documentId}/live`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ online: false, current_data: null });
  });

  it('concurrent requests for a stale server share one query', async () => {
    const index = 10;
    const simulated = simulator.servers[index];
    const before = simulated.answeredRequests;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => api.get(`/servers/${byIndex(index).documentId}/live`)),
    );
    for (const response of responses) expect(response.body.data.online).toBe(true);
    const packetsPerQuery = simulated.answeredRequests - before;
    // One gamedig query is info + challenge + players + challenge; six separate queries would be 24.
    expect(packetsPerQuery).toBeGreaterThan(0);
    expect(packetsPerQuery).toBeLessThanOrEqual(4);
  });

  it('the public server list shows a status change at once, cache or not', async () => {
    const server = byIndex(12);
    const inList = async () =>
      ((await api.get('/servers?populate=*')).body.data as Server[]).find(
        (entry) => entry.documentId === server.documentId,
      )!;
    expect((await inList()).online).toBe(false);
    expect((await inList()).online).toBe(false);
    expect((await api.get(`/servers/${server.documentId}/live`)).body.data.online).toBe(true);
    expect((await inList()).online).toBe(true);
  });

  it('answers 404 in Spanish for an unknown server', async () => {
    expectSpanishError(await api.get('/servers/noexiste123/live'), 404, 'Servidor no encontrado.');
  });
});

describe('GET /api/servers/:documentId/statistics', () => {
  it('is public and labelled in Spanish', async () => {
    const response = await api.get(`/servers/${servers[0].documentId}/statistics`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data)).toEqual(
      expect.arrayContaining([
        'Jugadores ahora',
        'Pico de jugadores (24 h)',
        'Disponibilidad (24 h)',
        'Mapa más jugado (24 h)',
      ]),
    );
  });

  it('answers 404 in Spanish for an unknown server', async () => {
    expectSpanishError(await api.get('/servers/noexiste123/statistics'), 404, 'Servidor no encontrado.');
  });
});

describe('help articles', () => {
  type Article = {
    id: number;
    documentId: string;
    slug: string;
    title: string;
    category: string;
    featured: boolean;
    content: string;
    relatedArticles?: Article[];
  };

  it('lists every article publicly with pageSize=100, flat, with related articles populated', async () => {
    const response = await api.get('/help-articles?populate=relatedArticles&pagination[pageSize]=100');
    expect(response.status).toBe(200);
    const articles = response.body.data as Article[];
    expect(articles).toHaveLength(HELP_ARTICLES.length);
    for (const category of ['general', 'account', 'servers', 'membership', 'payments', 'technical']) {
      expect(articles.filter((article) => article.category === category).length).toBeGreaterThanOrEqual(3);
    }
    const steam = articles.find((article) => article.slug === 'como-encontrar-tu-steam-id')!;
    expect(steam).not.toHaveProperty('attributes');
    expect(steam.content).toMatch(/<ol>/);
    expect(steam.relatedArticles!.map((article) => article.slug).sort()).toEqual([
      'como-apelar-un-ban',
      'como-editar-tu-perfil',
    ]);
  });

  it('finds one article by slug', async () => {
    const response = await api.get('/help-articles?filters[slug][$eq]=lag-y-ping-alto&populate=relatedArticles');
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({ slug: 'lag-y-ping-alto', category: 'technical' });
    expect((await api.get('/help-articles?filters[slug][$eq]=no-existe')).body.data).toEqual([]);
  });

  it('filters featured articles and sorts', async () => {
    const titles = async (sort: string) =>
      ((await api.get(`/help-articles?filters[featured][$eq]=true&sort=${sort}`)).body.data as Article[]).map(
        (article) => article.title,
      );
    const ascending = await titles('title:asc');
    expect([...ascending].sort()).toEqual(
      HELP_ARTICLES.filter((article) => article.featured)
        .map((article) => article.title)
        .sort(),
    );
    // The database's collation decides the exact order; descending must be its mirror image.
    expect(await titles('title:desc')).toEqual([...ascending].reverse());
  });

  it('gets one article by documentId and 404s in Spanish for an unknown one', async () => {
    const list = await api.get('/help-articles');
    const first = list.body.data[0] as Article;
    const response = await api.get(`/help-articles/${first.documentId}?populate=relatedArticles`);
    expect(response.body.data).toMatchObject({ documentId: first.documentId, title: first.title });
    expectSpanishError(await api.get('/help-articles/noexiste123'), 404, 'Artículo no encontrado.');
  });

  it('lists one category and refuses an unknown one in Spanish', async () => {
    const response = await api.get('/help-articles/category/payments');
    expect(response.status).toBe(200);
    const articles = response.body.data as Article[];
    expect(articles.map((article) => article.slug).sort()).toEqual(
      HELP_ARTICLES.filter((article) => article.category === 'payments')
        .map((article) => article.slug)
        .sort(),
    );
    expectSpanishError(await api.get('/help-articles/category/juegos'), 400, /categoría "juegos" no existe/);
  });
});

describe('GET /api/serverlist/games', () => {
  it('is public and lists the one game POST /serverlist/query accepts', async () => {
    const response = await api.get('/serverlist/games');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([{ id: 'counterstrike16', name: 'Counter-Strike 1.6', protocol: 'valve' }]);
  });
});

describe('POST /api/serverlist/query', () => {
  const target = () => ({ type: 'counterstrike16', host: '127.0.0.1', port: simulator.servers[1].port });

  it('refuses anonymous callers with 401 and non-admins with 403', async () => {
    expectSpanishError(await api.post('/serverlist/query', { body: target() }), 401);
    expectSpanishError(
      await api.post('/serverlist/query', { body: target(), token: tokens.jugador }),
      403,
      /administradores/,
    );
    expectSpanishError(
      await api.post('/serverlist/query', { body: target(), token: tokens.premium }),
      403,
      /administradores/,
    );
  });

  it('queries a game server for an admin', async () => {
    const response = await api.post('/serverlist/query', { body: target(), token: tokens.admin });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      online: true,
      name: COMMUNITY_SERVERS[1].name,
      map: expect.any(String),
      players: { online: expect.any(Number), max: COMMUNITY_SERVERS[1].maxPlayers, list: expect.any(Array) },
      ping: expect.any(Number),
    });
    expect(COMMUNITY_SERVERS[1].maps).toContain(response.body.data.map);
  });

  it('reports a silent server as offline', async () => {
    const index = COMMUNITY_SERVERS.findIndex((server) => server.simulatedDown);
    const response = await api.post('/serverlist/query', {
      body: { ...target(), port: simulator.servers[index].port },
      token: tokens.admin,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ online: false, players: { online: 0, max: 0, list: [] } });
  });

  it.each([
    ['no type', { host: '127.0.0.1', port: 27015 }, /tipo de juego/],
    ['an unknown type', { type: 'notagame', host: '127.0.0.1', port: 27015 }, /tipo de juego/],
    // Port 9 (discard): were the check missing, no game server would get the query.
    [
      'another game gamedig knows',
      { type: 'teamfortress2', host: '127.0.0.1', port: 9 },
      /solo se consultan servidores de Counter-Strike 1\.6/,
    ],
    ['a host with spaces', { type: 'counterstrike16', host: 'bad host!', port: 27015 }, /host/],
    ['an impossible IPv4', { type: 'counterstrike16', host: '999.1.1.1', port: 27015 }, /host/],
    ['a URL as host', { type: 'counterstrike16', host: 'http://example.com', port: 27015 }, /host/],
    ['port 0', { type: 'counterstrike16', host: '127.0.0.1', port: 0 }, /puerto/],
    ['port 70000', { type: 'counterstrike16', host: '127.0.0.1', port: 70000 }, /puerto/],
    ['a fractional port', { type: 'counterstrike16', host: '127.0.0.1', port: 27015.5 }, /puerto/],
    ['a text port', { type: 'counterstrike16', host: '127.0.0.1', port: 'abc' }, /puerto/],
    ['an extra field', { type: 'counterstrike16', host: '127.0.0.1', port: 27015, timeout: 99999 }, /no permitidos/],
    ['an array', [1, 2], /objeto/],
  ])('answers 400 in Spanish for %s', async (_label, body, message) => {
    expectSpanishError(await api.post('/serverlist/query', { body, token: tokens.admin }), 400, message);
  });

  // Issue 14: the endpoint sent UDP wherever an admin (or anyone who bought "admin" in the demo) asked.
  // In the demo only the simulator's host answers; production allows public addresses only
  // (src/env/__tests__/production.test.ts; the other ranges: query-address.test.ts, which sends nothing).
  it('refuses another loopback address in the demo: only the simulator can be queried', async () => {
    const response = await api.post('/serverlist/query', {
      body: { type: 'counterstrike16', host: '127.0.0.2', port: 9 },
      token: tokens.admin,
    });
    expectSpanishError(
      response,
      400,
      'En el sitio de demostración solo se puede consultar el simulador de servidores (127.0.0.1).',
    );
  });

  it('rate limits each admin', async () => {
    let limited: Awaited<ReturnType<typeof api.post>> | null = null;
    for (let attempt = 0; attempt <= QUERY_LIMIT && !limited; attempt += 1) {
      const response = await api.post('/serverlist/query', { body: { type: 'counterstrike16' }, token: tokens.admin });
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(400);
    }
    expect(limited).not.toBeNull();
    expectSpanishError(limited!, 429, /Demasiadas consultas/);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('permissions: nothing else is open', () => {
  it.each([
    ['GET', '/users'],
    ['GET', '/users/1'],
    ['PUT', '/users/1'],
    ['DELETE', '/users/1'],
    ['GET', '/upload/files'],
    ['GET', '/users-permissions/roles'],
  ])('%s %s: 401 anonymous, 403 signed in', async (method, path) => {
    const call = (token?: string, headers?: Record<string, string>) =>
      request(method, `${cms.api}${path}`, {
        token,
        headers,
        body: method === 'PUT' ? { userType: 'admin' } : undefined,
      });
    expectSpanishError(await call(), 401, 'Necesitás iniciar sesión para realizar esta acción.');
    // An Authorization header that is no session (not a Bearer token) is still no session.
    expectSpanishError(await call(undefined, { Authorization: 'Basic Zm9vOmJhcg==' }), 401);
    expectSpanishError(await call(tokens.jugador), 403, 'No tenés permiso para realizar esta acción.');
  });

  it.each([
    ['POST', '/servers'],
    ['PUT', '/servers/abc'],
    ['DELETE', '/servers/abc'],
    ['POST', '/help-articles'],
  ])('%s %s does not exist for anyone', async (method, path) => {
    const call = (token?: string) => request(method, `${cms.api}${path}`, { token, body: {} });
    for (const token of [undefined, tokens.admin]) {
      const response = await call(token);
      expect([404, 405]).toContain(response.status);
      expect(response.body.error.message).not.toMatch(/^Not Found|^Method Not Allowed/);
    }
  });
});

describe('CORS', () => {
  it('allows the configured origins only', async () => {
    for (const origin of ['http://localhost:3001', 'http://sitio.test:8080']) {
      const response = await fetch(`${cms.api}/servers`, { headers: { Origin: origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const other = await fetch(`${cms.api}/servers`, { headers: { Origin: 'http://malicioso.test' } });
    expect(other.headers.get('access-control-allow-origin')).not.toBe('http://malicioso.test');
  });
});

// Last: it uses up this address's sign-in attempts for the minute. The other limits: src/security.
describe('sign-in rate limit', () => {
  it('answers 429 in Spanish, with Retry-After, after too many attempts', async () => {
    let limited: Awaited<ReturnType<typeof api.post>> | null = null;
    for (let attempt = 0; attempt < 20 && !limited; attempt += 1) {
      const response = await api.post('/auth/local', { body: { identifier: 'jugador', password: 'incorrecta' } });
      if (response.status === 429) limited = response;
    }
    expect(limited).not.toBeNull();
    expectSpanishError(limited!, 429, /^Demasiados intentos de inicio de sesión desde tu conexión\./);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
