import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errorBodyFor, isErrorBody, translateError, type ErrorContext } from '../http/spanish-errors';

// Every /api error leaves as JSON in Strapi's error shape with a Spanish message and the status that says
// what happened (src/http/spanish-errors.ts). Outside strapi::errors, so it sees the formatted body.

function contextOf(ctx: Context): ErrorContext {
  const auth = ctx.state.auth as { credentials?: unknown } | undefined;
  return { path: ctx.path, method: ctx.method, signedIn: Boolean(ctx.state.user ?? auth?.credentials) };
}

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.status < 400) return;
  const body = isErrorBody(ctx.body)
    ? ctx.body
    : ctx.body === undefined || ctx.body === null || typeof ctx.body === 'string'
      ? errorBodyFor(ctx.status, typeof ctx.body === 'string' && ctx.body ? ctx.body : ctx.message)
      : null;
  if (!body) return;
  body.error = translateError(body.error, contextOf(ctx));
  ctx.body = body;
  ctx.status = body.error.status;
};
