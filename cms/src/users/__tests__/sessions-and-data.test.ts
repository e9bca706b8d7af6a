import { COMMUNITY_SERVERS } from '../../community/servers';
import { logEvents } from '../../../simulator/game-log';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import { arrival, openGameLogSender, steamPlayer } from '../../../test-utils/game-log-sender';
import { apiClient, expectSpanishError, request } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { waitFor } from '../../../test-utils/wait-for';

// Sessions ("Recordarme", refresh, sign-out, every device, password change) and the account's data
// (export, deletion) against a real CMS.

type Session = { jwt: string; refreshToken: string; user: { id: number } };

let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let basePort: number;
let accounts = 0;

async function register(): Promise<{ email: string; password: string; id: number; documentId: string }> {
  accounts += 1;
  const email = `sesion${accounts}@example.com`;
  const response = await api.post('/auth/local/register', {
    body: { username: `sesion${accounts}`, email, password: 'Clave1234' },
  });
  expect(response.status).toBe(200);
  const { id, documentId } = response.body.user;
  return { email, password: 'Clave1234', id, documentId };
}

async function signIn(email: string, password: string, rememberMe?: boolean): Promise<Session> {
  const response = await api.post('/auth/local', { body: { identifier: email, password, rememberMe } });
  expect(response.status).toBe(200);
  return response.body;
}

const isSignedIn = async (session: Pick<Session, 'jwt'>) => (await api.get('/users/me', { token: session.jwt })).status;
const refresh = (refreshToken: string) => api.post('/auth/refresh', { body: { refreshToken } });

async function exported(session: Pick<Session, 'jwt'>) {
  const response = await api.get('/users/me/export', { token: session.jwt });
  expect(response.status).toBe(200);
  return response;
}

beforeAll(async () => {
  basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
  cms = await startCms({
    simulatorBasePort: basePort,
    env: {
      AUTH_RATE_LIMIT_MAX: '1000',
      REGISTRATION_RATE_LIMIT_MAX: '1000',
      GAME_STATS_CACHE_MS: '0',
      GAME_STATS_MIN_PLAYERS: '2',
    },
  });
  api = apiClient(cms.api);
});

afterAll(async () => {
  await cms?.stop();
});

describe('sessions', () => {
  it('are long with "Recordarme" and browser sessions without; refresh tokens renew the access token', async () => {
    const account = await register();
    const remembered = await signIn(account.email, account.password, true);
    const browser = await signIn(account.email, account.password);
    expect(remembered.refreshToken).toEqual(expect.any(String));
    const sessions = (await exported(browser)).body.sessions as {
      remembered: boolean;
      current: boolean;
      expiresAt: string;
    }[];
    expect(sessions).toHaveLength(3); // registration, then the two sign-ins
    const current = sessions.find((session) => session.current)!;
    expect(current.remembered).toBe(false);
    expect(Date.parse(current.expiresAt) - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    const long = sessions.filter((session) => session.remembered);
    expect(long).toHaveLength(1);
    expect(Date.parse(long[0].expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);

    const renewed = await refresh(remembered.refreshToken);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({ jwt: expect.any(String), refreshToken: expect.any(String) });
    expect(await isSignedIn(renewed.body)).toBe(200);
    expect((await refresh('no.es.un-token')).status).toBe(401);
  });

  it('name the device each was opened on, read from its user agent ("Chrome en Linux", not Strapi\'s "Safari on Linux")', async () => {
    const account = await register();
    const agents = {
      headlessChromium:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      iphone:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    };
    const signInWith = async (userAgent: string) => {
      const response = await api.post('/auth/local', {
        body: { identifier: account.email, password: account.password },
        headers: { 'User-Agent': userAgent },
      });
      expect(response.status).toBe(200);
      return response.body as Session;
    };
    await signInWith(agents.iphone);
    const chromium = await signInWith(agents.headlessChromium);
    const renewed = await refresh(chromium.refreshToken);
    expect(renewed.status).toBe(200);
    const sessions = (await exported(renewed.body)).body.sessions as { deviceName?: string; current: boolean }[];
    expect(sessions.find((session) => session.current)?.deviceName).toBe('Chrome en Linux');
    expect(sessions.map((session) => session.deviceName)).toEqual(expect.arrayContaining(['Safari en iOS']));
    expect(sessions.map((session) => session.deviceName)).not.toContain('Safari on Linux');
  });

  it('signing out revokes the session on the CMS at once: its access and refresh tokens stop working', async () => {
    const account = await register();
    const session = await signIn(account.email, account.password, true);
    const other = await signIn(account.email, account.password, true);
    const out = await api.post('/auth/logout', { token: session.jwt, body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(200);
    expectSpanishError(await api.get('/users/me', { token: session.jwt }), 401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect(await isSignedIn(other)).toBe(200);
  });

  it('"Cerrar sesión en todos los dispositivos" ends every session of the account, and no one else\'s', async () => {
    const account = await register();
    const laptop = await signIn(account.email, account.password, true);
    const phone = await signIn(account.email, account.password);
    const stranger = await signIn('jugador', 'Jugador1234');
    expect((await api.post('/auth/logout', { token: phone.jwt, body: { scope: 'all' } })).status).toBe(200);
    for (const session of [laptop, phone]) {
      expect(await isSignedIn(session)).toBe(401);
      expect((await refresh(session.refreshToken)).status).toBe(401);
    }
    expect(await isSignedIn(stranger)).toBe(200);
  });
});

describe('changing the password', () => {
  const change = (session: Session, body: Record<string, unknown>) =>
    api.post('/auth/change-password', { token: session.jwt, body });

  it('needs the current password and the same rules as registration; a bad one changes nothing', async () => {
    const account = await register();
    const session = await signIn(account.email, account.password, true);
    expectSpanishError(
      await change(session, {
        currentPassword: 'incorrecta',
        password: 'Nueva12345',
        passwordConfirmation: 'Nueva12345',
      }),
      400,
      'La contraseña actual no es correcta.',
    );
    expectSpanishError(
      await change(session, { password: 'Nueva12345', passwordConfirmation: 'Nueva12345' }),
      400,
      'Ingresá tu contraseña actual.',
    );
    expectSpanishError(
      await change(session, { currentPassword: account.password, password: '123', passwordConfirmation: '123' }),
      400,
      'La contraseña debe tener al menos 6 caracteres.',
    );
    expectSpanishError(
      await change(session, {
        currentPassword: account.password,
        password: 'iloveyou',
        passwordConfirmation: 'iloveyou',
      }),
      400,
      /^Esa contraseña es demasiado común\./,
    );
    expectSpanishError(
      await change(session, {
        currentPassword: account.password,
        password: 'Nueva12345',
        passwordConfirmation: 'Otra12345',
      }),
      400,
      'Las contraseñas no coinciden.',
    );
    expectSpanishError(
      await api.post('/auth/change-password', {
        body: { currentPassword: account.password, password: 'Nueva12345', passwordConfirmation: 'Nueva12345' },
      }),
      401,
    );
    expect(await isSignedIn(session)).toBe(200);
    expect(
      (await api.post('/auth/local', { body: { identifier: account.email, password: account.password } })).status,
    ).toBe(200);
  });

  it('ends every other session, keeps this browser signed in with new tokens of the same kind', async () => {
    const account = await register();
    const session = await signIn(account.email, account.password, true);
    const other = await signIn(account.email, account.password, true);
    const changed = await change(session, {
      currentPassword: account.password,
      password: 'Nueva12345',
      passwordConfirmation: 'Nueva12345',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ jwt: expect.any(String), refreshToken: expect.any(String) });
    expect(await isSignedIn(other)).toBe(401);
    expect(await isSignedIn(session)).toBe(401);
    expect(await isSignedIn(changed.body)).toBe(200);
    const sessions = (await exported(changed.body)).body.sessions as { remembered: boolean }[];
    expect(sessions).toEqual([expect.objectContaining({ current: true, remembered: true })]);
  });
});

describe('"Descargar mis datos"', () => {
  it('is a JSON file with everything held about the account, and nothing secret', async () => {
    expectSpanishError(await api.get('/users/me/export'), 401);
    const session = await signIn('jugador', 'Jugador1234', true);
    const response = await exported(session);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mis-datos-cs16-argentina.json"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = response.body;
    expect(data.account).toMatchObject({ username: 'jugador', email: 'jugador@cs16.com.ar', userType: 'regular' });
    expect(data.steamId).toMatchObject({ steamID: 'STEAM_0:1:30000003', verified: true, pendingLinkCode: null });
    expect(data.servers.map((server: { name: string }) => server.name)).toContain(COMMUNITY_SERVERS[0].name);
    expect(data.statistics).toMatchObject({ steamID: 'STEAM_0:1:30000003', totals: expect.any(Object) });
    expect(data.sessions.some((entry: { current: boolean }) => entry.current)).toBe(true);
    const text = JSON.stringify(data);
    expect(text).not.toContain(session.jwt);
    expect(text).not.toContain(session.refreshToken);
    expect(text).not.toMatch(/"password"|\$2[aby]\$|resetPasswordToken/);
  });
});

describe('"Eliminar mi cuenta"', () => {
  it('needs the password; a wrong one or none changes nothing', async () => {
    const account = await register();
    const session = await signIn(account.email, account.password);
    const remove = (body: unknown) => api.post('/users/me/delete', { token: session.jwt, body });
    expectSpanishError(await remove({ password: 'incorrecta' }), 400, 'La contraseña actual no es correcta.');
    expectSpanishError(await remove({}), 400, 'Ingresá tu contraseña para eliminar tu cuenta.');
    expectSpanishError(await remove({ password: account.password, id: 1 }), 400, 'El campo "id" no se puede enviar.');
    expectSpanishError(await api.post('/users/me/delete', { body: { password: account.password } }), 401);
    expect(await isSignedIn(session)).toBe(200);
  });

  it('deletes the person (profile, email, sessions) and leaves the game statistics to the Steam ID alone', async () => {
    const account = await register();
    const session = await signIn(account.email, account.password, true);
    // This account's player frags on the first server, whose log is signed with its seeded secret.
    const steamId = 'STEAM_0:1:800001';
    const sender = await openGameLogSender(basePort, cms.logPort, cms.logSecretOf(0));
    const killer = steamPlayer(1, 'Borrado', 800001, 'CT');
    const victim = steamPlayer(2, 'Otro', 800002, 'TERRORIST');
    await sender.send([...arrival(killer), ...arrival(victim), logEvents.killed(killer, victim, 'ak47')]);
    await sender.close();
    await waitFor(async () => (await api.get(`/players/${steamId}/stats`)).body.data.totals.kills === 1, {
      what: 'the kill to be counted',
    });
    await api.put('/users/me', { token: session.jwt, body: { steamID: steamId, nickname: 'Borrame' } });

    expect((await api.get(`/profiles/${account.documentId}`)).status).toBe(200);
    const removed = await api.post('/users/me/delete', { token: session.jwt, body: { password: account.password } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ data: { deleted: true } });
    expect(await isSignedIn(session)).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect(
      (await api.post('/auth/local', { body: { identifier: account.email, password: account.password } })).status,
    ).toBe(400);
    expectSpanishError(await api.get(`/profiles/${account.documentId}`), 404);
    // The same email can register again: nothing of the person is left.
    expect(
      (
        await request('POST', `${cms.api}/auth/local/register`, {
          body: { username: 'otra-vez', email: account.email, password: 'Clave1234' },
        })
      ).status,
    ).toBe(200);
    // The player's statistics stay, under the Steam ID only.
    expect((await api.get(`/players/${steamId}/stats`)).body.data.totals.kills).toBe(1);
  });
});
