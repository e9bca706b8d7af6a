import type { Core } from '@strapi/strapi';
import { summarizeHistory } from './history';
import { busiestHour } from './history-graph';
import type { ServerRow } from './server-row';
import { SERVER_UID } from './server-status-store';
import { formatStatistics, type ServerStatistics } from './statistics';
import { DAY_MS } from '../../time/argentina';

// GET /api/servers/:documentId/statistics: the figures of the last 24 h from the recorded poll samples.
export const createStatusStatistics = ({ strapi }: { strapi: Core.Strapi }) => ({
  async statistics(documentId: string): Promise<ServerStatistics | null> {
    const server = (await strapi.db.query(SERVER_UID).findOne({
      select: ['id', 'online', 'current_data'],
      where: { documentId },
    })) as Pick<ServerRow, 'id' | 'online' | 'current_data'> | null;
    if (!server) return null;
    const knex = strapi.db.connection;
    const now = Date.now();
    const summary = await summarizeHistory(knex, documentId, now);
    return formatStatistics(
      summary,
      {
        online: Boolean(server.online),
        playersNow: server.online && server.current_data ? server.current_data.players.online : 0,
      },
      await busiestHour(knex, documentId, now - DAY_MS, now + 1),
    );
  },
});
