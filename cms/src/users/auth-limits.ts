import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { consumeOrRefuse, countFailure, limitKey, refuseIfExhausted } from '../http/rate-limits';
import { USER_UID } from './user-fields';

// The client's address: the socket's, or X-Forwarded-For's when the reverse proxy is trusted
// (TRUST_PROXY, config/server.ts), which is exactly what Koa's ctx.request.ip gives.
const clientAddress = (ctx: { request: { ip: string } }) => ctx.request.ip;

// One key per account however it is named (username or email); identifiers of no account get one key
// each too, so the answer never tells whether an account exists.
async function accountKey(strapi: Core.Strapi, body: unknown): Promise<string | null> {
  const identifier = (body as { identifier?: unknown } | null)?.identifier;
  if (typeof identifier !== 'string' || identifier.trim() === '') return null;
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
    select: ['id'],
  })) as { id: number } | null;
  return user ? `user:${user.id}` : `unknown:${limitKey(identifier.toLowerCase())}`;
}

// POST /api/auth/local: every attempt counts against the client's address; failed attempts also count
// against the account, from whatever address they come.
export function signInLimits(strapi: Core.Strapi): Core.MiddlewareHandler {
  return async (ctx, next) => {
    await consumeOrRefuse(
      ctx,
      'signInAddress',
      clientAddress(ctx),
      (wait) => `Demasiados intentos de inicio de sesión desde tu conexión. Esperá ${wait} y volvé a intentar.`,
    );
    const account = await accountKey(strapi, ctx.request.body);
    if (account) {
      await refuseIfExhausted(
        ctx,
        'signInAccount',
        account,
        (wait) => `Demasiados intentos fallidos con esta cuenta. Esperá ${wait} y volvé a intentar.`,
      );
    }
    try {
      await next();
    } catch (error) {
      // Wrong password, unknown account or blocked account: Strapi says all of them with a 400.
      if (account && error instanceof errors.ValidationError) await countFailure('signInAccount', account);
      throw error;
    }
  };
}

// POST /api/auth/local/register: accounts per client address, whatever email each one uses.
export const registrationLimit: Core.MiddlewareHandler = async (ctx, next) => {
  await consumeOrRefuse(
    ctx,
    'registration',
    clientAddress(ctx),
    (wait) => `Se crearon demasiadas cuentas desde tu conexión. Esperá ${wait} y volvé a intentar.`,
  );
  await next();
};

// Strapi's other auth flows (password reset and change, email confirmation, providers), per address.
export const authFlowLimit: Core.MiddlewareHandler = async (ctx, next) => {
  await consumeOrRefuse(
    ctx,
    'authFlow',
    clientAddress(ctx),
    (wait) => `Demasiados intentos. Esperá ${wait} y volvé a intentar.`,
  );
  await next();
};
