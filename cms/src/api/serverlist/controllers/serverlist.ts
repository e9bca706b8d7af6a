import type { KoaContext } from '../../../http/content-api';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { forbidden, unauthorized } from '../../../http/errors';
import type { GameServerStatus } from '../../../live-status/game-status';
import { createRateLimiter } from '../../../http/rate-limiter';
import { supportedGames, validateQueryTarget } from '../services/serverlist';

function rateLimit(): { max: number; windowMs: number } {
  const max = Number.parseInt(process.env.SERVERLIST_QUERY_LIMIT ?? '', 10);
  const windowMs = Number.parseInt(process.env.SERVERLIST_QUERY_WINDOW_MS ?? '', 10);
  return { max: max > 0 ? max : 10, windowMs: windowMs > 0 ? windowMs : 60000 };
}

type AuthUser = { id: number; userType?: string };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  // An open query endpoint would let anyone make this machine send UDP to any address: admins only,
  // and a few queries a minute each.
  const limiter = createRateLimiter(rateLimit());

  return {
    async query(ctx: KoaContext) {
      const user = ctx.state.user as AuthUser | undefined;
      if (!user) unauthorized();
      if (user.userType !== 'admin') {
        forbidden('Solo los administradores pueden consultar servidores.');
      }
      const retryAfterMs = limiter.take(String(user.id));
      if (retryAfterMs > 0) {
        const retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
        ctx.set('Retry-After', String(retryAfterSeconds));
        throw new errors.RateLimitError('Demasiadas consultas. Esperá un momento y volvé a intentar.', {
          retryAfterSeconds,
        });
      }
      const target = validateQueryTarget(ctx.request.body);
      const status: GameServerStatus = await strapi.service('api::server.live-status').query(target);
      ctx.body = {
        data: status.online
          ? {
              online: true,
              name: status.name,
              map: status.currentData.map,
              game: status.currentData.game,
              players: status.currentData.players,
              ping: status.ping,
            }
          : { online: false, name: null, map: null, game: null, players: { online: 0, max: 0, list: [] }, ping: null },
      };
    },

    async games(ctx: KoaContext) {
      ctx.body = { data: supportedGames() };
    },
  };
};
