import { http, HttpResponse } from 'msw';
import { getCurrentUser, postLogin, postRegister } from '../../api/auth-api';
import { apiPath, makeUser, server, strapiError } from '../../testing';
import { createSessionStore, SESSION_STORAGE_KEY } from '../session-store';

function newStore() {
  return createSessionStore({
    storage: window.localStorage,
    auth: { login: postLogin, register: postRegister, currentUser: getCurrentUser },
  });
}

function stored() {
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
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

  it('signs in through POST /auth/local, stores { jwt, user } under "user" and notifies subscribers', async () => {
    const user = makeUser();
    let body: unknown;
    server.use(
      http.post(apiPath('/auth/local'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ jwt: 'jwt-abc', user });
      }),
    );
    const store = newStore();
    store.restore();
    const listener = jest.fn();
    store.subscribe(listener);

    await store.login({ identifier: 'jugador', password: 'Jugador1234' });

    expect(body).toEqual({ identifier: 'jugador', password: 'Jugador1234' });
    expect(stored()).toEqual({ jwt: 'jwt-abc', user });
    expect(store.getState().user).toEqual(user);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ jwt: 'jwt-abc' }));
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

    expect(stored()).toEqual({ jwt: 'jwt-new', user });
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

  it('signs out: the stored session is removed', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 't', user: makeUser() }));
    const store = newStore();
    store.restore();

    store.logout();

    expect(store.getState()).toEqual({ isLoading: false, jwt: null, user: null });
    expect(stored()).toBeNull();
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
