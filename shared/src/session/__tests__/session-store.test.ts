import { http, HttpResponse } from 'msw';
import { cmsAuthGateway } from '../../api/auth-api';
import { setAuthTokenSource, setSessionRejectedHandler, setTokenRenewer } from '../../api/api-client';
import { apiClient } from '../../api/api-client';
import { apiPath, makeUser, server, strapiError } from '../../testing';
import { createSessionStore, SESSION_STORAGE_KEY, type SessionStore } from '../session-store';

function newStore() {
  return createSessionStore({
    storages: { remembered: window.localStorage, browserSession: window.sessionStorage },
    auth: cmsAuthGateway,
  });
}

function stored(storage: Storage = window.localStorage) {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** The store as the site wires it to the API client (shared/src/session/session.ts). */
function wire(store: SessionStore) {
  setAuthTokenSource(() => store.getState().jwt);
  setTokenRenewer((rejected) => store.renewToken(rejected));
  setSessionRejectedHandler((jwt) => store.expire(jwt));
}

describe('session store', () => {
  it('is loading until restored, then holds the session kept in storage', () => {
    const user = makeUser();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'token-1', user }));
    const store = newStore();
    expect(store.getState()).toEqual({ isLoading: true, jwt: null, user: null });

    store.restore();

    expect(store.getState()).toEqual({ isLoading: false, jwt: 'token-1', user });
  });

  it.each([
    ['unreadable JSON', '{not json'],
    ['a string', '"hola"'],
    ['a session without a token', JSON.stringify({ user: makeUser() })],
    ['a user without an id', JSON.stringify({ jwt: 'x', user: { username: 'a' } })],
  ])('clears %s from storage instead of crashing', (_label, garbage) => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, garbage);
    const store = newStore();

    store.restore();

    expect(store.getState()).toEqual({ isLoading: false, jwt: null, user: null });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs in through POST /auth/local; without "Recordarme" the session is kept for this browser session only', async () => {
    const user = makeUser();
    let body: unknown;
    server.use(
      http.post(apiPath('/auth/local'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ jwt: 'jwt-abc', refreshToken: 'refresh-abc', user });
      }),
    );
    const store = newStore();
    store.restore();
    const listener = jest.fn();
    store.subscribe(listener);

    await store.login({ identifier: 'jugador', password: 'Jugador1234' });

    expect(body).toEqual({ identifier: 'jugador', password: 'Jugador1234', rememberMe: false });
    expect(stored(window.sessionStorage)).toEqual({ jwt: 'jwt-abc', refreshToken: 'refresh-abc', user });
    expect(stored()).toBeNull();
    expect(store.getState().user).toEqual(user);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ jwt: 'jwt-abc' }));
  });

  it('with "Recordarme" keeps the session in localStorage, which outlives the browser session', async () => {
    const user = makeUser();
    let body: unknown;
    server.use(
      http.post(apiPath('/auth/local'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ jwt: 'jwt-abc', refreshToken: 'refresh-abc', user });
      }),
    );
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'viejo', user }));
    const store = newStore();
    store.restore();

    await store.login({ identifier: 'jugador', password: 'Jugador1234' }, { remember: true });

    expect(body).toMatchObject({ rememberMe: true });
    expect(stored()).toEqual({ jwt: 'jwt-abc', refreshToken: 'refresh-abc', user });
    expect(stored(window.sessionStorage)).toBeNull();
    // A new page of the same browser finds it.
    const later = newStore();
    later.restore();
    expect(later.getState()).toMatchObject({ jwt: 'jwt-abc', user });
  });

  it('restores a browser-session session too, and garbage there is removed', () => {
    const user = makeUser();
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'de-pestaña', refreshToken: 'r', user }));
    const store = newStore();
    store.restore();
    expect(store.getState()).toEqual({ isLoading: false, jwt: 'de-pestaña', user });

    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'x', refreshToken: 42, user }));
    const other = newStore();
    other.restore();
    expect(other.getState().user).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('stays signed out when sign-in fails, and lets the caller see the error', async () => {
    server.use(
      http.post(apiPath('/auth/local'), () =>
        HttpResponse.json(strapiError(400, 'Email/usuario o contraseña incorrectos.'), { status: 400 }),
      ),
    );
    const store = newStore();
    store.restore();

    await expect(store.login({ identifier: 'x', password: 'y' })).rejects.toThrow();

    expect(store.getState().user).toBeNull();
    expect(stored()).toBeNull();
  });

  it('registers through POST /auth/local/register and signs the new player in', async () => {
    const user = makeUser({ username: 'nuevo' });
    server.use(http.post(apiPath('/auth/local/register'), () => HttpResponse.json({ jwt: 'jwt-new', user })));
    const store = newStore();
    store.restore();

    await store.register({ username: 'nuevo', email: 'nuevo@example.com', password: 'secreto1' });

    expect(stored(window.sessionStorage)).toEqual({ jwt: 'jwt-new', user });
  });

  it('merges updated fields into the stored user, keeping the rest', () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ jwt: 't', user: makeUser({ bio: 'viejo', steamID: 'STEAM_0:1:1' }) }),
    );
    const store = newStore();
    store.restore();

    store.updateUser({ bio: 'nuevo', userType: 'premium' });

    expect(store.getState().user).toMatchObject({ bio: 'nuevo', userType: 'premium', steamID: 'STEAM_0:1:1' });
    expect(stored().user).toMatchObject({ bio: 'nuevo', userType: 'premium', steamID: 'STEAM_0:1:1' });
  });

  it('does nothing on update when nobody is signed in', () => {
    const store = newStore();
    store.restore();

    store.updateUser({ bio: 'x' });

    expect(store.getState().user).toBeNull();
    expect(stored()).toBeNull();
  });

  it('signs out: the stored session is removed at once, and revoked on the CMS', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 't', refreshToken: 'r', user: makeUser() }));
    const revoked = new Promise<{ body: unknown; authorization: string | null }>((resolve) =>
      server.use(
        http.post(apiPath('/auth/logout'), async ({ request }) => {
          resolve({ body: await request.json(), authorization: request.headers.get('Authorization') });
          return HttpResponse.json({ ok: true });
        }),
      ),
    );
    const store = newStore();
    store.restore();

    store.logout();

    expect(store.getState()).toEqual({ isLoading: false, jwt: null, user: null });
    expect(stored()).toBeNull();
    expect(await revoked).toEqual({ body: { refreshToken: 'r' }, authorization: 'Bearer t' });
  });

  it('revokes a session whose access token expired meanwhile, renewing it once to do so', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ jwt: 'vencido', refreshToken: 'r1', user: makeUser() }),
    );
    server.use(http.post(apiPath('/auth/refresh'), () => HttpResponse.json({ jwt: 'fresco', refreshToken: 'r2' })));
    const revoked = new Promise<unknown>((resolve) =>
      server.use(
        http.post(apiPath('/auth/logout'), async ({ request }) => {
          if (request.headers.get('Authorization') !== 'Bearer fresco') {
            return HttpResponse.json(strapiError(401, 'No'), { status: 401 });
          }
          resolve(await request.json());
          return HttpResponse.json({ ok: true });
        }),
      ),
    );
    const store = newStore();
    store.restore();
    wire(store);

    store.logout();

    expect(await revoked).toEqual({ refreshToken: 'r2' });
    expect(store.getState().sessionExpired).toBeUndefined();
  });

  it('"Cerrar sesión en todos los dispositivos" asks the CMS first; a refusal keeps the session', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 't', refreshToken: 'r', user: makeUser() }));
    server.use(http.post(apiPath('/auth/logout'), () => HttpResponse.json(strapiError(500, 'Error'), { status: 500 })));
    const store = newStore();
    store.restore();

    await expect(store.logoutEverywhere()).rejects.toThrow();
    expect(store.getState().jwt).toBe('t');

    let body: unknown;
    server.use(
      http.post(apiPath('/auth/logout'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    await store.logoutEverywhere();
    expect(body).toEqual({ refreshToken: 'r', scope: 'all' });
    expect(store.getState()).toEqual({ isLoading: false, jwt: null, user: null, signedOut: 'everywhere' });
    expect(stored()).toBeNull();
  });

  it('forgets a deleted account and says so until the next sign-in', () => {
    window.sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ jwt: 't', refreshToken: 'r', user: makeUser() }),
    );
    const store = newStore();
    store.restore();

    store.forgetDeletedAccount();

    expect(store.getState()).toEqual({ isLoading: false, jwt: null, user: null, signedOut: 'account-deleted' });
    expect(stored(window.sessionStorage)).toBeNull();
  });

  it('adopts the tokens of a password change where the session was kept', () => {
    const user = makeUser();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 't', refreshToken: 'r', user }));
    const store = newStore();
    store.restore();

    store.adopt({ jwt: 't2', refreshToken: 'r2', user });

    expect(stored()).toEqual({ jwt: 't2', refreshToken: 'r2', user });
    expect(store.getState().jwt).toBe('t2');
  });

  it('renews a refused access token with the refresh token, once for every call that saw it refused', async () => {
    const user = makeUser();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'vencido', refreshToken: 'r1', user }));
    const refreshed: unknown[] = [];
    server.use(
      http.post(apiPath('/auth/refresh'), async ({ request }) => {
        refreshed.push(await request.json());
        return HttpResponse.json({ jwt: 'fresco', refreshToken: 'r2' });
      }),
      http.get(apiPath('/users/me'), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresco'
          ? HttpResponse.json(user)
          : HttpResponse.json(strapiError(401, 'No'), { status: 401 }),
      ),
    );
    const store = newStore();
    store.restore();
    wire(store);

    const answers = await Promise.all([
      apiClient.get('/users/me'),
      apiClient.get('/users/me'),
      apiClient.get('/users/me'),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(refreshed).toEqual([{ refreshToken: 'r1' }]);
    expect(stored()).toEqual({ jwt: 'fresco', refreshToken: 'r2', user });
    expect(store.getState().jwt).toBe('fresco');
  });

  it('ends the session as expired when the CMS refuses the refresh token, and keeps it when offline', async () => {
    const user = makeUser();
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'vencido', refreshToken: 'r1', user }));
    server.use(http.post(apiPath('/auth/refresh'), () => HttpResponse.error()));
    const store = newStore();
    store.restore();

    await expect(store.renewToken('vencido')).rejects.toThrow();
    expect(store.getState().jwt).toBe('vencido');

    server.use(http.post(apiPath('/auth/refresh'), () => HttpResponse.json(strapiError(401, 'No'), { status: 401 })));
    expect(await store.renewToken('vencido')).toBeNull();
    expect(store.getState()).toEqual({ isLoading: false, jwt: null, user: null, sessionExpired: true });
    expect(stored(window.sessionStorage)).toBeNull();
  });

  it('re-reads the current user with the stored token and merges it', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'tok', user: makeUser() }));
    let authorization: string | null = null;
    server.use(
      http.get(apiPath('/users/me'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(makeUser({ nickname: 'ElTincho' }));
      }),
    );
    const store = newStore();
    store.restore();

    await store.refreshUser();

    expect(authorization).toBe('Bearer tok');
    expect(stored().user.nickname).toBe('ElTincho');
  });

  it('takes the role the CMS answers when it re-reads the user: the CMS is the only authority', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ jwt: 'tok', user: makeUser({ userType: 'admin' }) }),
    );
    server.use(
      http.get(apiPath('/users/me'), () => HttpResponse.json(makeUser({ userType: 'regular', nickname: 'ElTincho' }))),
    );
    const store = newStore();
    store.restore();

    await store.refreshUser();

    expect(store.getState().user).toMatchObject({ userType: 'regular', nickname: 'ElTincho' });
    expect(stored().user.userType).toBe('regular');
  });

  it('ends a session the API refused, and says it expired until the next sign-in', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'vencido', user: makeUser() }));
    server.use(http.post(apiPath('/auth/local'), () => HttpResponse.json({ jwt: 'nuevo', user: makeUser() })));
    const store = newStore();
    store.restore();

    store.expire('vencido');

    expect(store.getState()).toEqual({ isLoading: false, jwt: null, user: null, sessionExpired: true });
    expect(stored()).toBeNull();

    await store.login({ identifier: 'jugador', password: 'Jugador1234' });
    expect(store.getState().sessionExpired).toBeUndefined();
  });

  it('keeps a newer session when an older token is refused late', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'actual', user: makeUser() }));
    const store = newStore();
    store.restore();

    store.expire('anterior');

    expect(store.getState()).toMatchObject({ jwt: 'actual', user: makeUser() });
    expect(store.getState().sessionExpired).toBeUndefined();
  });
});
