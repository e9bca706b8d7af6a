import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { databaseProbe, isDatabaseUnreachable } from '../http/database-health';
import { errorBodyFor } from '../http/spanish-errors';

// While the database cannot be reached (it restarts, the network dropped) the API answers 503 at once, in
// Strapi's error shape with a Spanish message and Retry-After, instead of a 500, and instead of the 401 that
// users-permissions answers when it cannot load the caller (it takes any failure for bad credentials, and
// a 401 would make the site end the player's session). Inside strapi::errors, so it sees errors before
// they are formatted.

export const SERVICE_UNAVAILABLE = 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.';
const RETRY_AFTER_SECONDS = 30;
const LOG_INTERVAL_MS = 10000;

// Answers a database outage can hide behind: refusals (the caller could not be loaded) and failures.
const mayHideAnOutage = (status: number) => status === 401 || status === 403 || status >= 500;

function statusOfError(error: unknown): number {
  if (error instanceof errors.UnauthorizedError) return 401;
  if (error instanceof errors.ForbiddenError) return 403;
  if (error instanceof errors.ApplicationError) return 400;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 500;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const probe = databaseProbe(() => strapi.db.connection);
  let loggedAt = 0;

  function answerUnavailable(ctx: Context, reason: string): void {
    if (Date.now() - loggedAt > LOG_INTERVAL_MS) {
      loggedAt = Date.now();
      strapi.log.warn(`[database] unreachable (${reason}): answering 503 until it is back`);
    }
    const body = errorBodyFor(503, SERVICE_UNAVAILABLE);
    ctx.status = 503;
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  }

  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (isDatabaseUnreachable(error)) return answerUnavailable(ctx, 'query failed');
      if (mayHideAnOutage(statusOfError(error))) {
        const database = await probe();
        if (!database.ok) return answerUnavailable(ctx, database.reason ?? 'no answer');
      }
      throw error;
    }
    if (ctx.path.startsWith('/api/') && mayHideAnOutage(ctx.status)) {
      const database = await probe();
      if (!database.ok) answerUnavailable(ctx, database.reason ?? 'no answer');
    }
  };
};
