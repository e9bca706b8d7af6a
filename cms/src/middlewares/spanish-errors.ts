import type { Core } from '@strapi/strapi';
import { errorBodyFor, isErrorBody, translateError } from '../http/spanish-errors';

// Every /api error leaves as JSON in Strapi's error shape with a Spanish message. A request without
// credentials that Strapi refuses with 403 (its public role lacks the permission) is answered 401: the
// caller has to sign in, which is what 401 means and what the site checks for.
export default (): Core.MiddlewareHandler => async (ctx, next) => {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.status < 400) return;
  const status = ctx.status === 403 && !ctx.get('authorization') ? 401 : ctx.status;
  if (isErrorBody(ctx.body)) {
    const { error } = ctx.body;
    if (status === 401 && error.status === 403) {
      error.status = 401;
      error.name = 'UnauthorizedError';
      error.message = 'Necesitás iniciar sesión para realizar esta acción.';
    } else {
      error.message = translateError(error, ctx.path);
    }
    ctx.status = status;
    return;
  }
  if (ctx.body === undefined || ctx.body === null || typeof ctx.body === 'string') {
    const original = typeof ctx.body === 'string' && ctx.body ? ctx.body : ctx.message;
    const body = errorBodyFor(status, original);
    body.error.message = translateError(body.error, ctx.path);
    ctx.body = body;
    ctx.status = status;
  }
};
