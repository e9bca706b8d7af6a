import type { Core } from '@strapi/strapi';
import {
  buildCommunitySummary,
  type CommunitySummary,
  type SummaryServerRow,
} from '../../../game-servers/live-status/community-summary';
import { SERVER_ROW_FIELDS } from '../../../game-servers/live-status/server-row';
import { USER_UID } from '../../../users/user-fields';

const SERVER_UID = 'api::server.server';
const SUMMARY_FIELDS = [...SERVER_ROW_FIELDS, 'gameMode'];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  // Two queries: every server's stored status (26 rows) and the number of accounts.
  async summary(): Promise<CommunitySummary> {
    const [servers, registeredUsers] = await Promise.all([
      strapi.db.query(SERVER_UID).findMany({ select: SUMMARY_FIELDS }) as Promise<SummaryServerRow[]>,
      strapi.db.query(USER_UID).count(),
    ]);
    return buildCommunitySummary(servers, Number(registeredUsers));
  },
});
