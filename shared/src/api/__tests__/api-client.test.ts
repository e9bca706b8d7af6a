import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../config/runtime-config';
import { apiPath, makeMedia, server, strapiCollection, strapiError, strapiSingle } from '../../testing';
import { apiClient, setAuthTokenSource, setSessionRejectedHandler, setTokenRenewer } from '../api-client';
import { startEarlyApiRead } from '../early-api-read';
import { firstReads, type ApiRead } from '../../remotes/first-reads';
import { errorMessage, isNotFound, loadFailedMessage, SERVICE_UNAVAILABLE_MESSAGE, toApiError } from '../api-error';
import { imageUrl, unwrapCollection, unwrapSingle } from '../strapi';

describe('API client', () => {
  it('calls the API base URL of the runtime config and sends the session token as a bearer token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(apiPath('/servers'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(strapiCollection([]));
      }),
    );
    setAuthTokenSource(() => 'jwt-123');

    await apiClient.get('/servers');

    expect(authorization).toBe('Bearer jwt-123');
  });

  it('sends no Authorization header without a session', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(apiPath('/servers'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(strapiCollection([]));
      }),
    );
    setAuthTokenSource(() => null);

    await apiClient.get('/servers');

    expect(authorization).toBeNull();
  });
});

describe('a visitor who is not signed in reads without axios (issue 27)', () => {
  // axios is the largest piece of the shared package: a page whose reads are all public never runs it.
  beforeEach(() => setAuthTokenSource(() => null));
  afterEach(() => jest.restoreAllMocks());

  it('reads with fetch, at the URL axios would ask; a signed-in visitor reads with axios', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiPath('/servers'), ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(strapiCollection([]));
      }),
    );
    const fetched = jest.spyOn(globalThis, 'fetch');

    const { data, status } = await apiClient.get('/servers', { params: { 'pagination[page]': 2, sort: 'name:asc' } });

    expect(status).toBe(200);
    expect(data).toEqual(strapiCollection([]));
    expect(fetched.mock.calls.map(([url]) => String(url))).toEqual(asked);
    expect(asked).toEqual([`${apiPath('/servers')}?pagination%5Bpage%5D=2&sort=name%3Aasc`]);

    setAuthTokenSource(() => 'jwt-123');
    await apiClient.get('/servers');
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it("rejects an error answer with its status and the CMS's message, asked once", async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('/servers/nadie'), () => {
        asked += 1;
        return HttpResponse.json(strapiError(404, 'Not Found', 'NotFoundError'), { status: 404 });
      }),
      http.get(apiPath('/gateway'), () => new HttpResponse('Bad Gateway', { status: 502 })),
    );

    const missing = await apiClient.get('/servers/nadie').catch((error: unknown) => error);
    expect(toApiError(missing)).toEqual({ status: 404, message: 'Not Found' });
    expect(isNotFound(missing)).toBe(true);
    expect(asked).toBe(1);
    const away = await apiClient.get('/gateway').catch((error: unknown) => error);
    expect(loadFailedMessage(away, 'Revisá tu conexión.')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
  });

  it('fails with no status when the API cannot be reached, asked once', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('/down'), () => {
        asked += 1;
        return HttpResponse.error();
      }),
    );

    const error = await apiClient.get('/down').catch((caught: unknown) => caught);

    expect(toApiError(error)).toEqual({});
    expect(loadFailedMessage(error, 'Revisá tu conexión.')).toBe('Revisá tu conexión.');
    expect(asked).toBe(1);
  });

  it("asks again with fetch when the start's early read of it failed", async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('/servers'), () => {
        asked += 1;
        return asked === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(strapiCollection([]));
      }),
    );
    const fetched = jest.spyOn(globalThis, 'fetch');
    await startEarlyApiRead('/servers', {});

    const { data } = await apiClient.get('/servers');

    expect(data).toEqual(strapiCollection([]));
    expect(asked).toBe(2);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('leaves to axios a read with options of its own, or of another site', async () => {
    server.use(
      http.get(apiPath('/servers'), () => HttpResponse.json(strapiCollection([]))),
      http.get('http://elsewhere.test/data', () => HttpResponse.json({})),
    );
    const fetched = jest.spyOn(globalThis, 'fetch');

    await apiClient.get('/servers', { headers: { 'X-Test': '1' } });
    await apiClient.get('http://elsewhere.test/data');

    expect(fetched).not.toHaveBeenCalled();
  });
});

describe("a page's first read, read before its code (issue 27)", () => {
  const reads: [string, ApiRead][] = [
    ['the server list', firstReads.serverList()],
    ['a server', firstReads.server('abc 1/ñ')],
    ['the help centre', firstReads.helpArticles(2)],
    ['a help article', firstReads.helpArticle('cómo-conectarse & más')],
    ['the news of a tag', firstReads.newsList({ tag: 'torneos y copas' })],
    ['a news post', firstReads.newsPost('a/b')],
    ['the rule book', firstReads.ruleBook()],
    ['the ban list filtered', firstReads.bans({ q: 'STEAM_0:1:23 "x"', state: 'activos', page: 3 })],
  ];

  /** Answers every read of the API with its own URL, counting them. */
  function answerWithUrl(status = () => 200) {
    const requested: string[] = [];
    server.use(
      http.get(`${apiPath('')}/*`, ({ request }) => {
        requested.push(request.url);
        return HttpResponse.json({ data: request.url }, { status: status() });
      }),
    );
    return requested;
  }

  it.each(reads)("answers the page's request with the early read, one request to the API: %s", async (_name, read) => {
    const requested = answerWithUrl();

    const early = await startEarlyApiRead(read.path, read.params);
    const { data } = await apiClient.get<{ data: string }>(read.path, { params: read.params });

    expect(requested).toHaveLength(1);
    expect(data).toEqual(early);
    // The URL the early read asked for is the one the client itself asks (the same query serializer).
    const { data: asked } = await apiClient.get<{ data: string }>(read.path, { params: read.params });
    expect(requested).toEqual([asked.data, asked.data]);
  });

  it('answers one request: the next one asks the API', async () => {
    const requested = answerWithUrl();
    const read = firstReads.serverList();

    await startEarlyApiRead(read.path, read.params);
    await apiClient.get(read.path, { params: read.params });
    await apiClient.get(read.path, { params: read.params });

    expect(requested).toHaveLength(2);
  });

  it('leaves a read that failed to the page, which asks the API and gets its answer', async () => {
    let calls = 0;
    const requested = answerWithUrl(() => (++calls === 1 ? 503 : 200));
    const read = firstReads.server('abc');

    await expect(startEarlyApiRead(read.path, read.params)).resolves.toBeUndefined();
    const { data, status } = await apiClient.get<{ data: string }>(read.path, { params: read.params });

    expect(status).toBe(200);
    expect(data.data).toContain('/servers/abc');
    expect(requested).toHaveLength(2);
  });

  it('does not answer another read with it', async () => {
    const requested = answerWithUrl();

    await startEarlyApiRead('/servers', { 'pagination[page]': 1 });
    await apiClient.get('/servers', { params: { 'pagination[page]': 2 } });

    expect(requested.map((url) => new URL(url).searchParams.get('pagination[page]'))).toEqual(['1', '2']);
  });
});

describe('a session the API refuses (issue 14)', () => {
  afterEach(() => setSessionRejectedHandler(() => undefined));

  it('reports the refused token when an authenticated call answers 401', async () => {
    server.use(
      http.get(apiPath('/users/me'), () =>
        HttpResponse.json(strapiError(401, 'Necesitás iniciar sesión para realizar esta acción.'), { status: 401 }),
      ),
    );
    const rejected = jest.fn();
    setSessionRejectedHandler(rejected);
    setAuthTokenSource(() => 'jwt-vencido');

    await expect(apiClient.get('/users/me')).rejects.toMatchObject({ response: { status: 401 } });

    expect(rejected).toHaveBeenCalledWith('jwt-vencido');
  });

  it('reports the token a call passed itself, too', async () => {
    server.use(http.get(apiPath('/users/me'), () => HttpResponse.json(strapiError(401, 'No'), { status: 401 })));
    const rejected = jest.fn();
    setSessionRejectedHandler(rejected);
    setAuthTokenSource(() => null);

    await apiClient.get('/users/me', { headers: { Authorization: 'Bearer jwt-explicito' } }).catch(() => undefined);

    expect(rejected).toHaveBeenCalledWith('jwt-explicito');
  });

  it('ignores a 401 to an anonymous call, and other errors of an authenticated one', async () => {
    server.use(
      http.post(apiPath('/auth/local'), () => HttpResponse.json(strapiError(401, 'No'), { status: 401 })),
      http.get(apiPath('/users/me'), () => HttpResponse.json(strapiError(403, 'No'), { status: 403 })),
    );
    const rejected = jest.fn();
    setSessionRejectedHandler(rejected);

    setAuthTokenSource(() => null);
    await apiClient.post('/auth/local', {}).catch(() => undefined);
    setAuthTokenSource(() => 'jwt-valido');
    await apiClient.get('/users/me').catch(() => undefined);

    expect(rejected).not.toHaveBeenCalled();
  });
});

describe('short access tokens, renewed silently (issue 24)', () => {
  afterEach(() => {
    setSessionRejectedHandler(() => undefined);
    setTokenRenewer(async () => null);
  });

  function meAcceptsOnly(token: string) {
    const seen: (string | null)[] = [];
    server.use(
      http.get(apiPath('/users/me'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === `Bearer ${token}`
          ? HttpResponse.json({ id: 1, username: 'jugador' })
          : HttpResponse.json(strapiError(401, 'No'), { status: 401 });
      }),
    );
    return seen;
  }

  it('makes a refused call again, once, with the token the session renewed: the caller never notices', async () => {
    const seen = meAcceptsOnly('jwt-nuevo');
    const renewer = jest.fn(async () => 'jwt-nuevo');
    const rejected = jest.fn();
    setTokenRenewer(renewer);
    setSessionRejectedHandler(rejected);
    setAuthTokenSource(() => 'jwt-vencido');

    const { data } = await apiClient.get('/users/me');

    expect(data).toEqual({ id: 1, username: 'jugador' });
    expect(renewer).toHaveBeenCalledWith('jwt-vencido');
    expect(seen).toEqual(['Bearer jwt-vencido', 'Bearer jwt-nuevo']);
    expect(rejected).not.toHaveBeenCalled();
  });

  it('ends the session when it cannot be renewed, or the renewed token is refused too (no loop)', async () => {
    const seen = meAcceptsOnly('ninguno');
    const rejected = jest.fn();
    setSessionRejectedHandler(rejected);
    setAuthTokenSource(() => 'jwt-vencido');

    setTokenRenewer(async () => null);
    await expect(apiClient.get('/users/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(rejected).toHaveBeenLastCalledWith('jwt-vencido');

    setTokenRenewer(async () => 'jwt-tambien-rechazado');
    await expect(apiClient.get('/users/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(seen.slice(-2)).toEqual(['Bearer jwt-vencido', 'Bearer jwt-tambien-rechazado']);
    expect(rejected).toHaveBeenLastCalledWith('jwt-tambien-rechazado');
  });

  it('keeps the session when the renewal could not reach the CMS: the call fails as it did', async () => {
    meAcceptsOnly('ninguno');
    const rejected = jest.fn();
    setSessionRejectedHandler(rejected);
    setAuthTokenSource(() => 'jwt-vencido');
    setTokenRenewer(() => Promise.reject(new Error('sin conexión')));

    await expect(apiClient.get('/users/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(rejected).not.toHaveBeenCalled();
  });
});

describe('Strapi helpers', () => {
  it('unwraps collections and single entries', () => {
    expect(unwrapCollection(strapiCollection([{ id: 1 }, { id: 2 }]))).toEqual([{ id: 1 }, { id: 2 }]);
    expect(unwrapSingle(strapiSingle({ id: 5 }))).toEqual({ id: 5 });
    expect(unwrapSingle(strapiSingle(null))).toBeNull();
  });

  it('builds image URLs from the server root, the large format by default', () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: 'http://cms.example:1337/api' });
    const media = makeMedia();

    expect(imageUrl(media)).toBe('http://cms.example:1337/uploads/large_foto_abc123.png');
    expect(imageUrl(media, 'thumbnail')).toBe('http://cms.example:1337/uploads/thumbnail_foto_abc123.png');
  });

  it('falls back to the original when the size was not generated, and keeps absolute URLs', () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: 'http://cms.example:1337/api' });

    expect(imageUrl(makeMedia({ formats: null }))).toBe('http://cms.example:1337/uploads/foto_abc123.png');
    expect(imageUrl(makeMedia({ formats: { thumbnail: { url: '/uploads/t.png' } } }))).toBe(
      'http://cms.example:1337/uploads/foto_abc123.png',
    );
    expect(imageUrl(makeMedia({ url: 'https://cdn.example/x.png', formats: null }))).toBe('https://cdn.example/x.png');
    expect(imageUrl(null)).toBeNull();
  });
});

describe('error normalisation', () => {
  async function failWith(status: number, body: unknown) {
    server.use(http.get(apiPath('/boom'), () => HttpResponse.json(body as object, { status })));
    return apiClient.get('/boom').catch((error: unknown) => error);
  }

  it("gives the server's error.message and status", async () => {
    const error = await failWith(400, strapiError(400, 'El email o nombre de usuario ya está en uso.'));

    expect(toApiError(error)).toEqual({ status: 400, message: 'El email o nombre de usuario ya está en uso.' });
    expect(errorMessage(error, 'Fallback')).toBe('El email o nombre de usuario ya está en uso.');
  });

  it("uses the screen's fallback when the server sent no message", async () => {
    const error = await failWith(500, { unexpected: true });

    expect(errorMessage(error, 'El registro falló. Por favor intentalo nuevamente.')).toBe(
      'El registro falló. Por favor intentalo nuevamente.',
    );
  });

  it('says the service is unavailable, not that the connection failed, while the API answers 503', async () => {
    const fromCms = await failWith(
      503,
      strapiError(
        503,
        'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
        'ServiceUnavailableError',
      ),
    );
    expect(loadFailedMessage(fromCms, 'Revisá tu conexión.')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(errorMessage(fromCms, 'No pudimos guardar.')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    // A load balancer with no CMS behind it answers without Strapi's error shape.
    server.use(http.get(apiPath('/gateway'), () => new HttpResponse('Bad Gateway', { status: 502 })));
    const fromBalancer = await apiClient.get('/gateway').catch((error: unknown) => error);
    expect(loadFailedMessage(fromBalancer, 'Revisá tu conexión.')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(errorMessage(fromBalancer, 'No pudimos guardar.')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    // Anything else keeps the screen's own message.
    expect(loadFailedMessage(await failWith(500, {}), 'Revisá tu conexión.')).toBe('Revisá tu conexión.');
  });

  it('recognises not-found answers', async () => {
    expect(isNotFound(await failWith(404, strapiError(404, 'Not Found', 'NotFoundError')))).toBe(true);
    expect(isNotFound(await failWith(500, {}))).toBe(false);
  });

  it('handles a server that cannot be reached', async () => {
    server.use(http.get(apiPath('/down'), () => HttpResponse.error()));
    const error = await apiClient.get('/down').catch((caught: unknown) => caught);

    expect(axios.isAxiosError(error)).toBe(true);
    expect(toApiError(error)).toEqual({ status: undefined, message: undefined });
    expect(errorMessage(error, 'Sin conexión')).toBe('Sin conexión');
    expect(errorMessage(new Error('otra cosa'), 'Sin conexión')).toBe('Sin conexión');
  });
});
