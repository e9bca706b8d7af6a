import type { Core } from '@strapi/strapi';
import {
  buildCommunitySummary,
  type CommunitySummary,
  type SummaryServerRow,
} from '../../../game-servers/live-status/community-summary';
import { gameServers } from '../../../game-servers';
import { SERVER_ROW_FIELDS } from '../../../game-servers/live-status/server-row';
import { USER_UID } from '../../../users/user-fields';

const SERVER_UID = 'api::server.server';
const SUMMARY_FIELDS = [...SERVER_ROW_FIELDS, 'gameMode'];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  // Every server's stored status (26 rows), the number of accounts and the players the logs have seen (kept
  // for GAME_STATS_CACHE_MS).
  async summary(): Promise<CommunitySummary> {
    const [servers, registeredUsers, playersSeen] = await Promise.all([
      strapi.db.query(SERVER_UID).findMany({ select: SUMMARY_FIELDS }) as Promise<SummaryServerRow[]>,
      strapi.db.query(USER_UID).count(),
      gameServers(strapi).stats.playersSeen(),
    ]);
    return buildCommunitySummary(servers, Number(registeredUsers), playersSeen);
  },
});
