import type { Core } from '@strapi/strapi';
import { eventBus } from '../cluster/event-bus';
import { jobQueue } from '../jobs/job-queue';
import { countSetAsideLines } from '../game-servers/game-log/log-queue';
import { databaseProbe, isStopping } from '../http/database-health';
import { gameServers } from '../game-servers';
import { discord } from '../discord';
import { memberships } from '../memberships';

// GET /_health, for load balancers: 200 when this instance can serve (its database answers `SELECT 1`
// within HEALTH_DB_TIMEOUT_MS), 503 otherwise or while it shuts down, with JSON saying why. First in the
// middleware chain: no cache, no request log, no CORS, no authentication.
// The set-aside count is a table count: load balancers ask every few seconds, the table changes rarely.
const SET_ASIDE_COUNT_MS = 5000;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const probe = databaseProbe(() => strapi.db.connection);
  let setAside: { count: number; at: number } | null = null;

  async function linesSetAside(): Promise<number | null> {
    if (setAside && Date.now() - setAside.at < SET_ASIDE_COUNT_MS) return setAside.count;
    try {
      setAside = { count: await countSetAsideLines(strapi.db.connection), at: Date.now() };
      return setAside.count;
    } catch {
      return null;
    }
  }

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
      // Informational (not part of readiness): whether this instance works the job queue, and whether it hears
      // the other instances' changes.
      jobs: jobQueue.state(),
      eventBus: eventBus.state(),
      // The game-log listener of this instance, and the lines the database refused (every instance's).
      gameLog: {
        ...gameServers(strapi).listener.health(),
        linesSetAside: database.ok ? await linesSetAside() : null,
      },
      // This instance's MercadoPago notifications: refused signatures, received, applied, payments refused.
      memberships: memberships(strapi).health(),
      // This instance's game-server keys refused at GET /api/game-server/users-ini.
      privileges: gameServers(strapi).privileges.health(),
      discord: discord(strapi).health(),
    };
  };
};
