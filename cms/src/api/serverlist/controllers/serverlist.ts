import type { KoaContext } from '../../../http/content-api';
import type { Core } from '@strapi/strapi';
import { forbidden, unauthorized } from '../../../http/errors';
import { consumeOrRefuse } from '../../../http/rate-limits';
import type { GameServerStatus } from '../../../game-servers/live-status/game-status';
import { queryAddress } from '../services/query-address';
import { supportedGames, validateQueryTarget } from '../services/serverlist';
import { gameServers } from '../../../game-servers';

type AuthUser = { id: number; userType?: string };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  // An open query endpoint would let anyone make this machine send UDP to any address: admins only, a
  // few queries a minute each, Counter-Strike 1.6 only, and only to addresses queryAddress allows.
  return {
    async query(ctx: KoaContext) {
      const user = ctx.state.user as AuthUser | undefined;
      if (!user) unauthorized();
      if (user.userType !== 'admin') {
        forbidden('Solo los administradores pueden consultar servidores.');
      }
      await consumeOrRefuse(
        ctx,
        'serverQuery',
        String(user.id),
        (wait) => `Demasiadas consultas. Esperá ${wait} y volvé a intentar.`,
      );
      const target = validateQueryTarget(ctx.request.body);
      const host = await queryAddress(target.host);
      const status: GameServerStatus = await gameServers(strapi).liveQuery.query({ ...target, host });
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
