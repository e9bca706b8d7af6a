import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startCms, type CmsEnv, type TestCms } from '../../../test-utils/cms-process';
import { apiClient, expectSpanishError } from '../../../test-utils/http';

// Issue 14: known credentials only in the demo. A production start (NODE_ENV=production) refuses missing
// or placeholder secrets and the demo accounts, listens on 127.0.0.1 unless HOST says otherwise, has no
// account with a published password, no demo purchase (issue 43: no such route), and queries public game servers only.

const secret = () => randomBytes(24).toString('base64');

// What a production deployment sets: its own secrets, no HOST (the default is under test), none of
// the demo's settings.
function productionEnv(extra: CmsEnv = {}): CmsEnv {
  return {
    NODE_ENV: 'production',
    HOST: undefined,
    DEMO_USERS: undefined,
    SEED_DATA: undefined,
    // MercadoPago itself (its default address): nothing in these tests pays, so nothing is sent there.
    MERCADOPAGO_API_URL: undefined,
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ...extra,
  };
}

describe('a production start refuses, saying why', () => {
  it.each([
    ['missing secrets', { APP_KEYS: '', JWT_SECRET: '' }, /APP_KEYS, JWT_SECRET are missing or not real secrets/],
    [
      "the placeholders of Strapi's .env.example",
      { APP_KEYS: 'toBeModified1,toBeModified2', ADMIN_JWT_SECRET: 'tobemodified' },
      /APP_KEYS, ADMIN_JWT_SECRET are missing or not real secrets/,
    ],
    ['a short secret', { ENCRYPTION_KEY: 'corta' }, /ENCRYPTION_KEY is missing or not a real secret/],
    ['the demo accounts', { DEMO_USERS: 'true' }, /DEMO_USERS=true is refused with NODE_ENV=production/],
    // Issue 43: memberships are paid through MercadoPago itself.
    [
      'no MercadoPago credentials',
      { MERCADOPAGO_ACCESS_TOKEN: '', MERCADOPAGO_WEBHOOK_SECRET: '' },
      /MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET are not set/,
    ],
    [
      'MercadoPago pointed at the local stand-in',
      { MERCADOPAGO_API_URL: 'http://127.0.0.1:4680' },
      /MERCADOPAGO_API_URL points at a local MercadoPago stand-in, refused with NODE_ENV=production/,
    ],
    [
      'the game-server simulator',
      { GAME_SERVER_SIMULATOR: 'true' },
      /GAME_SERVER_SIMULATOR is on with NODE_ENV=production: set GAME_SERVER_SIMULATOR=false/,
    ],
    [
      'every demo switch at once, each named',
      { DEMO_USERS: '1', GAME_SERVER_SIMULATOR: undefined },
      /DEMO_USERS=true is refused.*GAME_SERVER_SIMULATOR is on/s,
    ],
    // PostgreSQL is the only database: production names its own, and gets no local one made up for it.
    ['no database', { DATABASE_URL: '' }, /DATABASE_URL is not set: the CMS runs on PostgreSQL/],
  ])('%s', async (_label, env, message) => {
    // A CMS that starts anyway is stopped, so a failing test leaves nothing running.
    const outcome = await startCms({ env: productionEnv(env) }).then(
      async (started) => {
        await started.stop();
        return new Error('the CMS started');
      },
      (error: unknown) => error,
    );
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(message);
  });
});

// The listening sockets of this machine (Linux), as "address:port" in /proc's hexadecimal notation.
function listeningSockets(): string[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A')
      .map((fields) => fields[1]),
  );
}

describe('a production start with real secrets', () => {
  let cms: TestCms;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    cms = await startCms({ env: productionEnv() });
    api = apiClient(cms.api);
  });
  afterAll(() => cms?.stop());

  it('listens on 127.0.0.1 only when HOST is not set', () => {
    const port = Number(new URL(cms.url).port).toString(16).toUpperCase().padStart(4, '0');
    const onPort = listeningSockets().filter((socket) => socket.endsWith(`:${port}`));
    expect(onPort).toEqual([`0100007F:${port}`]);
  });

  it('has no demo accounts: signing in as jugador fails', async () => {
    expectSpanishError(
      await api.post('/auth/local', { body: { identifier: 'jugador', password: 'Jugador1234' } }),
      400,
      'Email/usuario o contraseña incorrectos.',
    );
  });

  async function registerAdmin() {
    const username = `admin${Date.now().toString(36)}`;
    const registered = await api.post('/auth/local/register', {
      body: { username, email: `${username}@ejemplo.com.ar`, password: 'Secreta123' },
    });
    expect(registered.status).toBe(200);
    const db = await cms.db();
    await db.query('UPDATE up_users SET user_type = $1 WHERE id = $2', ['admin', registered.body.user.id]);
    return registered.body.jwt as string;
  }

  it('has no demo membership purchase', async () => {
    const username = `jugador${Date.now().toString(36)}`;
    const { body } = await api.post('/auth/local/register', {
      body: { username, email: `${username}@ejemplo.com.ar`, password: 'Secreta123' },
    });
    const purchase = await api.post('/membership/demo-purchase', { token: body.jwt, body: { plan: 'admin' } });
    // No such route any more (koa-router answers 405 for a path it knows under another method).
    expect([404, 405]).toContain(purchase.status);
    expect((await api.get('/users/me', { token: body.jwt })).body.userType).toBe('regular');
  });

  // Loopback only, so that even without the check nothing would leave this machine; the other ranges are
  // in query-address.test.ts, which sends nothing.
  it.each(['127.0.0.2', '127.0.0.1', 'localhost'])(
    'refuses to query a game server at %s: public addresses only',
    async (host) => {
      const token = await registerAdmin();
      expectSpanishError(
        await api.post('/serverlist/query', { token, body: { type: 'counterstrike16', host, port: 9 } }),
        400,
        'Solo se pueden consultar servidores en direcciones públicas de Internet, no en redes privadas ni locales.',
      );
    },
  );
});

it('blocks the demo accounts an earlier demo start left with their published passwords', async () => {
  const cms = await startCms();
  try {
    const api = apiClient(cms.api);
    expect((await api.post('/auth/local', { body: { identifier: 'jugador', password: 'Jugador1234' } })).status).toBe(
      200,
    );
    await cms.restart(productionEnv());
    expectSpanishError(
      await api.post('/auth/local', { body: { identifier: 'jugador', password: 'Jugador1234' } }),
      400,
      /bloqueada/,
    );
  } finally {
    await cms.stop();
  }
});
