import type { Core } from '@strapi/strapi';
import { setSessionKind } from './sessions';
import { USER_UID } from './user-fields';

type AuthAnswer = { jwt?: unknown; refreshToken?: unknown; user?: { id?: unknown } } | undefined;

// POST /api/auth/local { identifier, password, rememberMe? }: with "Recordarme" (rememberMe: true) the
// session lasts (30 days), without it it is a browser session (src/users/sessions.ts). A successful
// sign-in also ends any pending password-reset link: whoever signs in knows the password.
export const signInSession: Core.MiddlewareHandler = async (ctx, next) => {
  const body = ctx.request.body as { rememberMe?: unknown } | undefined;
  const remember = body?.rememberMe === true;
  if (body && 'rememberMe' in body) delete body.rememberMe;
  await next();
  const answer = ctx.body as AuthAnswer;
  if (typeof answer?.jwt !== 'string' || typeof answer.user?.id !== 'number') return;
  await setSessionKind(strapi, answer.refreshToken, remember ? 'refresh' : 'session');
  await strapi.db.query(USER_UID).update({
    where: { id: answer.user.id, resetPasswordToken: { $notNull: true } },
    data: { resetPasswordToken: null, resetPasswordRequestedAt: null },
  });
};

// Registration answers a session too: a browser session, as a sign-in without "Recordarme".
export const registrationSession: Core.MiddlewareHandler = async (ctx, next) => {
  await next();
  await setSessionKind(strapi, (ctx.body as AuthAnswer)?.refreshToken, 'session');
};
