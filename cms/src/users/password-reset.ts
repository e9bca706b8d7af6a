import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { siteUrl } from '../env/site-url';
import type { KoaContext } from '../http/content-api';
import { unauthorized } from '../http/errors';
import { consumeOrRefuse, limitKey } from '../http/rate-limits';
import { intFromEnv } from '../env/int-from-env';
import { noticeAccountChange } from './account-change-email';
import { confirmCurrentPassword } from './current-password';
import { resetPasswordEmail } from './password-reset-email';
import { sessionKindOf, setSessionKind } from './sessions';
import { USER_UID } from './user-fields';
import { plainBody, refuseUnknownKeys, validEmail, validPassword } from './validation';

// "¿Olvidaste tu contraseña?", on Strapi's users-permissions flows with what they lack:
// - POST /api/auth/forgot-password { email } answers the same neutral message at once for any address (the
//   lookup and the email happen after the answer, so neither the answer nor its timing says whether an
//   account has it), limited per address asked for by one client (passwordReset) and per client (authFlow),
//   so nobody can use up another player's requests (issue 41, item 6); an address gets at most one email every
//   PASSWORD_RESET_EMAIL_INTERVAL_MS, however many clients ask;
// - the link carries a random token; the account keeps only its SHA-256 hash, with when it was asked for;
// - POST /api/auth/reset-password { code, password, passwordConfirmation } takes it within RESET_LINK_MS,
//   once (Strapi then clears it, ends every session of the account and signs this browser in); a newer
//   request, a successful sign-in or a new email end it before that.

export const RESET_LINK_MS = 60 * 60 * 1000;
export const RESET_PAGE_PATH = '/restablecer-contrasena';
export const FORGOT_ANSWER =
  'Si hay una cuenta con ese email, te enviamos un enlace para elegir una nueva contraseña. Revisá tu casilla (y la carpeta de spam).';
export const INVALID_LINK = 'El enlace para cambiar la contraseña no es válido o ya se usó. Pedí uno nuevo.';
export const EXPIRED_LINK = 'El enlace para cambiar la contraseña venció (dura una hora). Pedí uno nuevo.';
const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
// A link already sent a moment ago is still in the inbox: a new one would only replace it.
const emailIntervalMs = () => intFromEnv('PASSWORD_RESET_EMAIL_INTERVAL_MS', 5 * 60 * 1000, 0);

async function sendResetLink(strapi: Core.Strapi, email: string): Promise<void> {
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { email, provider: 'local' },
    select: ['id', 'username', 'email', 'blocked'],
  })) as {
    id: number;
    username: string;
    email: string;
    blocked: boolean | null;
  } | null;
  if (!user || user.blocked) return;
  // The new link is claimed in one UPDATE that only matches while no link went out within the interval: requests that
  // arrive together each read "none sent yet", and only one of them may write and send (two emails went out when
  // this read first and wrote after, found by the CMS suite under load).
  const interval = emailIntervalMs();
  const token = randomBytes(32).toString('base64url');
  const notSentLately =
    interval > 0
      ? {
          $or: [
            { resetPasswordRequestedAt: { $null: true } },
            { resetPasswordRequestedAt: { $lt: new Date(Date.now() - interval) } },
          ],
        }
      : {};
  const { count } = (await strapi.db.query(USER_UID).updateMany({
    where: { id: user.id, ...notSentLately },
    data: { resetPasswordToken: hashOf(token), resetPasswordRequestedAt: new Date() },
  })) as { count: number };
  if (count === 0) {
    strapi.log.info(`[password-reset] link not sent again to user ${user.id}: one went out moments ago`);
    return;
  }
  const link = `${siteUrl()}${RESET_PAGE_PATH}?codigo=${token}`;
  await strapi
    .plugin('email')
    .service('email')
    .send({ to: user.email, ...resetPasswordEmail(user.username, link) });
  strapi.log.info(`[password-reset] link sent to user ${user.id}`);
}

export async function forgotPassword(strapi: Core.Strapi, ctx: KoaContext): Promise<void> {
  const body = plainBody(ctx.request.body);
  refuseUnknownKeys(body, ['email']);
  const email = validEmail(body.email);
  await consumeOrRefuse(
    ctx,
    'passwordReset',
    `email:${limitKey(email)}:client:${limitKey(ctx.request.ip)}`,
    (wait) => `Ya pediste varios enlaces para ese email. Esperá ${wait} y volvé a intentar.`,
  );
  setImmediate(() => {
    sendResetLink(strapi, email).catch((error: unknown) =>
      strapi.log.error(`[password-reset] could not send the link: ${error instanceof Error ? error.message : error}`),
    );
  });
  ctx.body = { ok: true, message: FORGOT_ANSWER };
}

// Before Strapi's reset-password action: the site's password rules and Spanish words, the link's age, and
// the stored hash given to Strapi, which finds the account by it.
export const resetPasswordGuard: Core.MiddlewareHandler = async (ctx, next) => {
  const body = plainBody(ctx.request.body);
  refuseUnknownKeys(body, ['code', 'password', 'passwordConfirmation']);
  if (typeof body.code !== 'string' || !TOKEN.test(body.code)) throw new errors.ValidationError(INVALID_LINK);
  const password = validPassword(body.password);
  if (body.passwordConfirmation !== password) {
    throw new errors.ValidationError(PASSWORDS_DIFFER, { fields: ['passwordConfirmation'] });
  }
  const hash = hashOf(body.code);
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { resetPasswordToken: hash },
    select: ['id', 'resetPasswordRequestedAt', 'blocked'],
  })) as { id: number; resetPasswordRequestedAt: string | null; blocked: boolean | null } | null;
  if (!user || user.blocked) throw new errors.ValidationError(INVALID_LINK);
  const askedAt = user.resetPasswordRequestedAt ? new Date(user.resetPasswordRequestedAt).getTime() : NaN;
  if (!(Date.now() - askedAt <= RESET_LINK_MS)) {
    await strapi.db.query(USER_UID).update({
      where: { id: user.id },
      data: { resetPasswordToken: null, resetPasswordRequestedAt: null },
    });
    throw new errors.ValidationError(EXPIRED_LINK);
  }
  body.code = hash;
  await next();
  const changed = (await strapi.db.query(USER_UID).update({
    where: { id: user.id },
    data: { resetPasswordRequestedAt: null },
  })) as { id: number; username: string; email: string };
  await setSessionKind(strapi, (ctx.body as { refreshToken?: unknown } | undefined)?.refreshToken, 'session');
  noticeAccountChange(strapi, changed, { kind: 'password' });
};

// Before Strapi's change-password action: the site's rules, wrong current passwords counted like failed
// sign-ins; after it (Strapi ended every other session and made a new one), the new session is of the
// kind the old one was ("Recordarme" or not).
export const changePasswordGuard: Core.MiddlewareHandler = async (ctx, next) => {
  const user = ctx.state.user as { id: number } | undefined;
  if (!user) unauthorized();
  const body = plainBody(ctx.request.body);
  refuseUnknownKeys(body, ['currentPassword', 'password', 'passwordConfirmation']);
  const password = validPassword(body.password);
  if (body.passwordConfirmation !== password) {
    throw new errors.ValidationError(PASSWORDS_DIFFER, { fields: ['passwordConfirmation'] });
  }
  await confirmCurrentPassword(
    strapi,
    ctx as KoaContext,
    user.id,
    body.currentPassword,
    'currentPassword',
    'Ingresá tu contraseña actual.',
  );
  const kind = await sessionKindOf(strapi, (ctx.state as { session?: { id?: string } }).session?.id);
  await next();
  await setSessionKind(strapi, (ctx.body as { refreshToken?: unknown } | undefined)?.refreshToken, kind);
  const account = (await strapi.db.query(USER_UID).findOne({
    where: { id: user.id },
    select: ['id', 'username', 'email'],
  })) as { id: number; username: string; email: string } | null;
  if (account) noticeAccountChange(strapi, account, { kind: 'password' });
};
