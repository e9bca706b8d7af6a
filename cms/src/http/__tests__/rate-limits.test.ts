import { startCms, type TestCms } from '../../../test-utils/cms-process';
import { apiClient, expectSpanishError, type ApiResponse } from '../../../test-utils/http';

// Issue 14: sign-in limited per client address and per account, registration per address whatever the
// email, the client's address taken from X-Forwarded-For only behind a trusted proxy, and (on
// PostgreSQL) counters that live in the database, shared by every CMS instance. The addresses below
// travel in headers only: every request goes to the CMS on 127.0.0.1.

const SIGN_IN_PER_ADDRESS = 4;
const FAILURES_PER_ACCOUNT = 3;
const REGISTRATIONS_PER_ADDRESS = 2;

let cms: TestCms;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  cms = await startCms({
    env: {
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_MAX: String(SIGN_IN_PER_ADDRESS),
      AUTH_ACCOUNT_FAILURE_MAX: String(FAILURES_PER_ACCOUNT),
      REGISTRATION_RATE_LIMIT_MAX: String(REGISTRATIONS_PER_ADDRESS),
    },
  });
  api = apiClient(cms.api);
});
afterAll(() => cms?.stop());

// What a reverse proxy in front of the CMS sends: whatever the client claimed, then the address it saw.
const from = (address: string, claimed?: string) => ({
  'X-Forwarded-For': claimed ? `${claimed}, ${address}` : address,
});

const signIn = (identifier: string, password: string, headers: Record<string, string>) =>
  api.post('/auth/local', { body: { identifier, password }, headers });

let counter = 0;
async function register(headers: Record<string, string>) {
  counter += 1;
  const username = `limite${Date.now().toString(36)}${counter}`;
  return api.post('/auth/local/register', {
    body: { username, email: `${username}@ejemplo.com.ar`, password: 'Secreta123' },
    headers,
  });
}

function expectRateLimited(response: ApiResponse, message: RegExp) {
  expectSpanishError(response, 429, message);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('sign-in', () => {
  it('allows a few attempts a minute per client address, then answers 429 with Retry-After', async () => {
    for (let attempt = 0; attempt < SIGN_IN_PER_ADDRESS; attempt += 1) {
      // A different name each time, so only the address's count is reached.
      expect((await signIn(`intento${attempt}`, 'incorrecta', from('10.0.0.1'))).status).toBe(400);
    }
    expectRateLimited(
      await signIn('jugador', 'Jugador1234', from('10.0.0.1')),
      /^Demasiados intentos de inicio de sesión desde tu conexión\. Esperá un minuto y volvé a intentar\.$/,
    );
    // Another client is not affected.
    expect((await signIn('jugador', 'Jugador1234', from('10.0.0.2'))).status).toBe(200);
  });

  it('does not let a client pick its address: only what the trusted proxy appended counts', async () => {
    for (let attempt = 0; attempt < SIGN_IN_PER_ADDRESS; attempt += 1) {
      await signIn(`espoofeo${attempt}`, 'incorrecta', from('10.0.1.1', `10.9.9.${attempt}`));
    }
    expectRateLimited(await signIn('jugador', 'Jugador1234', from('10.0.1.1', '10.9.9.99')), /desde tu conexión/);
  });

  it('limits failed attempts per account from any address, and locks only that account', async () => {
    const victim = await register(from('10.0.2.1'));
    const { username } = victim.body.user;
    for (let attempt = 0; attempt < FAILURES_PER_ACCOUNT; attempt += 1) {
      expect((await signIn(username, 'adivinanza', from(`10.0.3.${attempt}`))).status).toBe(400);
    }
    // Through the email too: one account, one count.
    expectRateLimited(
      await signIn(`${username}@ejemplo.com.ar`, 'Secreta123', from('10.0.4.1')),
      /^Demasiados intentos fallidos con esta cuenta\. Esperá 60 minutos y volvé a intentar\.$/,
    );
    expect((await signIn('premium', 'Premium1234', from('10.0.4.2'))).status).toBe(200);
  });

  it('counts names of no account like accounts, so the answer never says which exist', async () => {
    for (let attempt = 0; attempt < FAILURES_PER_ACCOUNT; attempt += 1) {
      expect((await signIn('nadie-se-llama-asi', 'x12345', from(`10.0.5.${attempt}`))).status).toBe(400);
    }
    expectRateLimited(await signIn('nadie-se-llama-asi', 'x12345', from('10.0.5.9')), /fallidos con esta cuenta/);
  });
});

describe('registration', () => {
  it('allows a few accounts an hour per client address, whatever email each one uses', async () => {
    for (let account = 0; account < REGISTRATIONS_PER_ADDRESS; account += 1) {
      expect((await register(from('10.0.6.1'))).status).toBe(200);
    }
    expectRateLimited(
      await register(from('10.0.6.1')),
      /^Se crearon demasiadas cuentas desde tu conexión\. Esperá 60 minutos y volvé a intentar\.$/,
    );
    expect((await register(from('10.0.6.2'))).status).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: the socket address is the client address', async () => {
    await cms.restart({ TRUST_PROXY: 'false' });
    for (let attempt = 0; attempt < SIGN_IN_PER_ADDRESS; attempt += 1) {
      await signIn(`sinproxy${attempt}`, 'incorrecta', from(`10.0.7.${attempt}`));
    }
    expectRateLimited(await signIn('jugador', 'Jugador1234', from('10.0.7.99')), /desde tu conexión/);
  });

  it('keeps the counters in the database, shared by every instance (here: the next one)', async () => {
    await cms.restart({ TRUST_PROXY: 'true' });
    // The hour-long registration count of 10.0.6.1, from before the restarts.
    expectRateLimited(await register(from('10.0.6.1')), /demasiadas cuentas/);
    const db = await cms.db();
    const rows = await db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(rows.length).toBeGreaterThan(0);
  });
});
