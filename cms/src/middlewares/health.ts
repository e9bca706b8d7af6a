import type { Core } from '@strapi/strapi';
import { eventBus } from '../cluster/event-bus';
import { leadership } from '../cluster/leadership';
import { databaseProbe, isStopping } from '../http/database-health';

// GET /_health, for load balancers: 200 when this instance can serve (its database answers `SELECT 1`
// within HEALTH_DB_TIMEOUT_MS), 503 otherwise or while it shuts down, with JSON saying why. First in the
// middleware chain: no cache, no request log, no CORS, no authentication.
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const probe = databaseProbe(() => strapi.db.connection);
  return async (ctx, next) => {
    if (ctx.path !== '/_health') {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    const database = await probe();
    const stopping = isStopping();
    ctx.status = database.ok && !stopping ? 200 : 503;
    ctx.body = {
      status: stopping ? 'stopping' : database.ok ? 'ok' : 'unavailable',
      database: database.ok
        ? { status: 'ok', responseMs: database.responseMs }
        : { status: 'unavailable', reason: database.reason, responseMs: database.responseMs },
      // Informational (not part of readiness): whether this instance polls the game servers and applies the
      // game logs, and whether it hears the other instances' changes.
      leader: leadership.isLeader(),
      eventBus: eventBus.state(),
    };
  };
};
