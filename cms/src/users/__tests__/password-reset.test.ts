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

const RESET_SUBJECT = 'Cambiá tu contraseña de CS 1.6 Argentina';
const forgot = (email: string, from = '10.41.0.1') =>
  api.post('/auth/forgot-password', { body: { email }, headers: { 'X-Forwarded-For': from } });

function codeIn(mail: Mail): string {
  const match = /\/restablecer-contrasena\?codigo=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return match[1];
}

async function resetLink(email: string): Promise<string> {
  const before = inbox.mails.length;
  expect((await forgot(email)).status).toBe(200);
  const mail = await inbox.next(
    (candidate) =>
      inbox.mails.indexOf(candidate) >= before && candidate.to === email && candidate.subject === RESET_SUBJECT,
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
      // Links asked for one after another here must each arrive (the five-minute default has its own test).
      PASSWORD_RESET_EMAIL_INTERVAL_MS: '0',
      TRUST_PROXY: 'true',
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
    const mail = await inbox.next(
      (candidate) => candidate.to === account.email && candidate.subject === RESET_SUBJECT,
      'the reset mail',
    );
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

  it('limits the links one client asks for an address, whether an account has it or not', async () => {
    const account = await register();
    for (const email of [account.email, 'tampoco-existe@example.com']) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await forgot(email, '10.41.0.2')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expectSpanishError(await forgot(email, '10.41.0.2'), 429, /^Ya pediste varios enlaces para ese email\./);
    }
  });

  // Issue 41, item 6: the limit counted an address's requests from anyone, so three requests an hour from
  // anywhere kept its owner from ever recovering the account.
  it('cannot be used up by someone else, and sends an address at most one email every few minutes', async () => {
    await cms.restart({ PASSWORD_RESET_EMAIL_INTERVAL_MS: String(5 * 60 * 1000) });
    try {
      const account = await register();
      const before = inbox.mails.length;
      const fromStranger = [];
      for (let i = 0; i < 4; i += 1) fromStranger.push((await forgot(account.email, '10.41.0.3')).status);
      expect(fromStranger).toEqual([200, 200, 200, 429]);
      // The owner, from their own browser, is still heard; the link already in their inbox works.
      expect((await forgot(account.email, '10.41.0.4')).status).toBe(200);
      const mail = await inbox.next((candidate) => candidate.to === account.email, 'the one reset mail');
      // Every request had its answer before anything was sent: give the others time to send, should they.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(inbox.mails.slice(before).filter((candidate) => candidate.to === account.email)).toHaveLength(1);
      expect((await reset(codeIn(mail))).status).toBe(200);

      // Five clients at once: each request's lookup runs beside the others', and still one email goes out.
      const together = await register();
      const sent = inbox.mails.length;
      const statuses = await Promise.all(
        [5, 6, 7, 8, 9].map(async (client) => (await forgot(together.email, `10.41.0.${client}`)).status),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      await inbox.next((candidate) => candidate.to === together.email, 'the one reset mail of five requests at once');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(inbox.mails.slice(sent).filter((candidate) => candidate.to === together.email)).toHaveLength(1);
    } finally {
      await cms.restart({ PASSWORD_RESET_EMAIL_INTERVAL_MS: '0' });
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
    expectSpanishError(await reset(code, 'contraseña'), 400, /^Esa contraseña es demasiado común\./);
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

// Issue 41, item 7 (OWASP ASVS V2.2.3): a changed password or email was told to nobody.
describe('account changes are told at the address the account had', () => {
  const noticeTo = (email: string, subject: string) =>
    inbox.next((candidate) => candidate.to === email && candidate.subject === subject, `"${subject}" to ${email}`);

  it('a reset or a change of the password, with how to recover the account if it was not the player', async () => {
    const account = await register();
    expect((await reset(await resetLink(account.email))).status).toBe(200);
    const afterReset = await noticeTo(account.email, 'Cambió la contraseña de tu cuenta de CS 1.6 Argentina');
    expect(afterReset.text).toMatch(/^Hola, olvido\d+:/);
    expect(afterReset.text).toContain('Si no fuiste vos, elegí una contraseña nueva');
    expect(afterReset.text).toContain(`${SITE}/recuperar-contrasena`);

    const signedIn = await api.post('/auth/local', { body: { identifier: account.email, password: 'NuevaClave456' } });
    const before = inbox.mails.length;
    const changed = await api.post('/auth/change-password', {
      token: signedIn.body.jwt,
      body: { currentPassword: 'NuevaClave456', password: 'OtraClave789', passwordConfirmation: 'OtraClave789' },
    });
    expect(changed.status).toBe(200);
    await inbox.next(
      (candidate) =>
        inbox.mails.indexOf(candidate) >= before &&
        candidate.to === account.email &&
        candidate.subject === 'Cambió la contraseña de tu cuenta de CS 1.6 Argentina',
      'the notice of the changed password',
    );
  });

  it('a new email, told to the old address only, the new one masked', async () => {
    const account = await register();
    const signedIn = await api.post('/auth/local', { body: { identifier: account.email, password: account.password } });
    const newEmail = `mudado-${account.email}`;
    const moved = await api.put('/users/me', {
      token: signedIn.body.jwt,
      body: { email: newEmail, currentPassword: account.password },
    });
    expect(moved.status).toBe(200);
    const notice = await noticeTo(account.email, 'Cambió el email de tu cuenta de CS 1.6 Argentina');
    expect(notice.text).toContain('ahora es m***@example.com');
    expect(notice.text).not.toContain(newEmail);
    expect(notice.text).toContain('respondé este correo');
    expect(notice.html).not.toContain(newEmail);
    expect(inbox.mails.filter((candidate) => candidate.to === newEmail)).toHaveLength(0);
  });
});
