import { startCms, type TestCms } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { apiClient, expectSpanishError } from '../../../test-utils/http';
import { openMailInbox, type Mail, type MailInbox } from '../../../test-utils/mail-inbox';
import { EXPIRED_LINK, FORGOT_ANSWER, INVALID_LINK } from '../password-reset';

// "¿Olvidaste tu contraseña?" against a real CMS that sends real email over SMTP to a server in this test:
// the neutral answer, the Spanish email with its plain-text part, the link followed, and every bad token.

const SITE = 'http://sitio.test:8080';
let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let db: TestDatabase;
let inbox: MailInbox;
let accounts = 0;

async function register(): Promise<{ email: string; password: string; id: number }> {
  accounts += 1;
  const email = `olvido${accounts}@example.com`;
  const password = 'Original123';
  const response = await api.post('/auth/local/register', {
    body: { username: `olvido${accounts}`, email, password },
  });
  expect(response.status).toBe(200);
  return { email, password, id: response.body.user.id };
}

const forgot = (email: string) => api.post('/auth/forgot-password', { body: { email } });

function codeIn(mail: Mail): string {
  const match = /\/restablecer-contrasena\?codigo=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return match[1];
}

async function resetLink(email: string): Promise<string> {
  const before = inbox.mails.length;
  expect((await forgot(email)).status).toBe(200);
  const mail = await inbox.next(
    (candidate) => inbox.mails.indexOf(candidate) >= before && candidate.to === email,
    `the mail to ${email}`,
  );
  return codeIn(mail);
}

const reset = (code: string, password = 'NuevaClave456', passwordConfirmation = password) =>
  api.post('/auth/reset-password', { body: { code, password, passwordConfirmation } });

beforeAll(async () => {
  inbox = await openMailInbox();
  cms = await startCms({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inbox.port),
      SITE_URL: SITE,
      AUTH_RATE_LIMIT_MAX: '1000',
      REGISTRATION_RATE_LIMIT_MAX: '1000',
    },
  });
  api = apiClient(cms.api);
  db = await cms.db();
});

afterAll(() => cms?.stop());
afterAll(() => inbox?.close());

describe('asking for a reset link', () => {
  it('sends a Spanish email with a plain-text part and a link to the site that works once', async () => {
    const account = await register();
    const response = await forgot(account.email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, message: FORGOT_ANSWER });
    const mail = await inbox.next((candidate) => candidate.to === account.email, 'the reset mail');
    expect(mail.subject).toBe('Cambiá tu contraseña de CS 1.6 Argentina');
    expect(mail.from).toContain('no-responder@cs16.com.ar');
    expect(mail.text).toMatch(/^Hola, olvido\d+:/);
    expect(mail.text).toContain('vence en una hora');
    expect(mail.text).toContain(`${SITE}/restablecer-contrasena?codigo=`);
    expect(mail.html).toContain('Elegir una nueva contraseña');
    expect(mail.html).toContain(codeIn(mail));

    // The account keeps only a hash of the token.
    const [row] = await db.query<{ reset_password_token: string }>(
      'SELECT reset_password_token FROM up_users WHERE id = $1',
      [account.id],
    );
    expect(row.reset_password_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row.reset_password_token).not.toBe(codeIn(mail));

    // Following the link: a new password, signed in, the old password gone.
    const done = await reset(codeIn(mail));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      jwt: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: account.id },
    });
    expect((await api.get('/users/me', { token: done.body.jwt })).status).toBe(200);
    expectSpanishError(
      await api.post('/auth/local', { body: { identifier: account.email, password: account.password } }),
      400,
    );
    expect(
      (await api.post('/auth/local', { body: { identifier: account.email, password: 'NuevaClave456' } })).status,
    ).toBe(200);
    // Once only.
    expectSpanishError(await reset(codeIn(mail), 'OtraClave789'), 400, INVALID_LINK);
  });

  it('answers an address of no account exactly the same, and sends nothing', async () => {
    const account = await register();
    const unknown = await forgot('nadie-con-este@example.com');
    const known = await forgot(account.email);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await inbox.next((mail) => mail.to === account.email, 'the mail to the real account');
    expect(inbox.mails.filter((mail) => mail.to === 'nadie-con-este@example.com')).toHaveLength(0);
  });

  it('answers before the email is sent, so the time it takes says nothing about the address', async () => {
    const account = await register();
    const before = inbox.mails.length;
    inbox.hold();
    try {
      // Were the answer waiting for the SMTP server, it would never come while the server holds the mail.
      const response = await forgot(account.email);
      expect(response.body).toEqual({ ok: true, message: FORGOT_ANSWER });
      expect(inbox.mails.length).toBe(before);
    } finally {
      inbox.release();
    }
    await inbox.next((mail) => mail.to === account.email, 'the held mail');
  });

  it('ends every other session of the account once the password is reset', async () => {
    const account = await register();
    const other = await api.post('/auth/local', {
      body: { identifier: account.email, password: account.password, rememberMe: true },
    });
    expect(other.status).toBe(200);
    const done = await reset(await resetLink(account.email));
    expect(done.status).toBe(200);
    expectSpanishError(await api.get('/users/me', { token: other.body.jwt }), 401);
    expect((await api.post('/auth/refresh', { body: { refreshToken: other.body.refreshToken } })).status).toBe(401);
    expect((await api.get('/users/me', { token: done.body.jwt })).status).toBe(200);
  });

  it('refuses a bad email and anything but the email', async () => {
    expectSpanishError(await forgot('no-es-un-email'), 400, 'Ingresá un email válido.');
    expectSpanishError(
      await api.post('/auth/forgot-password', { body: { email: 'a@example.com', url: 'http://malicioso.test' } }),
      400,
      'El campo "url" no se puede enviar.',
    );
  });

  it('limits the links per address, whether an account has it or not', async () => {
    const account = await register();
    for (const email of [account.email, 'tampoco-existe@example.com']) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await forgot(email)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expectSpanishError(await forgot(email), 429, /^Ya se pidieron varios enlaces para ese email\./);
    }
  });
});

describe('bad reset links change nothing', () => {
  it('refuses an expired link (an hour), and it stays dead', async () => {
    const account = await register();
    const code = await resetLink(account.email);
    const [row] = await db.query<{ at: unknown }>(
      'SELECT reset_password_requested_at AS at FROM up_users WHERE id = $1',
      [account.id],
    );
    const twoHoursAgo = new Date(new Date(row.at as string | number).getTime() - 2 * 60 * 60 * 1000);
    await db.query('UPDATE up_users SET reset_password_requested_at = $1 WHERE id = $2', [
      typeof row.at === 'number' ? twoHoursAgo.getTime() : twoHoursAgo.toISOString(),
      account.id,
    ]);
    expectSpanishError(await reset(code), 400, EXPIRED_LINK);
    expectSpanishError(await reset(code), 400, INVALID_LINK);
    expect(
      (await api.post('/auth/local', { body: { identifier: account.email, password: account.password } })).status,
    ).toBe(200);
  });

  it('refuses a link replaced by a newer one, or ended by a sign-in or a new email', async () => {
    const account = await register();
    const first = await resetLink(account.email);
    const second = await resetLink(account.email);
    expectSpanishError(await reset(first), 400, INVALID_LINK);

    const signedIn = await api.post('/auth/local', { body: { identifier: account.email, password: account.password } });
    expect(signedIn.status).toBe(200);
    expectSpanishError(await reset(second), 400, INVALID_LINK);

    const third = await resetLink(account.email);
    const moved = await api.put('/users/me', {
      token: signedIn.body.jwt,
      body: { email: `nuevo-${account.email}`, currentPassword: account.password },
    });
    expect(moved.status).toBe(200);
    expectSpanishError(await reset(third), 400, INVALID_LINK);
  });

  it('refuses made-up codes, weak or mismatched passwords and other fields, and the link still works after', async () => {
    const account = await register();
    const code = await resetLink(account.email);
    expectSpanishError(await reset('x'.repeat(43)), 400, INVALID_LINK);
    expectSpanishError(await reset('corto'), 400, INVALID_LINK);
    expectSpanishError(await reset(code, '123'), 400, 'La contraseña debe tener al menos 6 caracteres.');
    expectSpanishError(await reset(code, 'NuevaClave456', 'OtraCosa456'), 400, 'Las contraseñas no coinciden.');
    expectSpanishError(
      await api.post('/auth/reset-password', {
        body: { code, password: 'NuevaClave456', passwordConfirmation: 'NuevaClave456', userId: 1 },
      }),
      400,
      'El campo "userId" no se puede enviar.',
    );
    expect(
      (await api.post('/auth/local', { body: { identifier: account.email, password: account.password } })).status,
    ).toBe(200);
    // The sign-in above ended the link; a new one works.
    expect((await reset(await resetLink(account.email))).status).toBe(200);
  });
});
