import type { Core } from '@strapi/strapi';
import { eventBus } from '../../cluster/event-bus';
import type { GameServerStatus } from './game-status';
import type { GameServerAddress } from './query-game-server';
import { SERVER_ROW_FIELDS, type ServerRow } from './server-row';
import { CS16_GAME_TYPE } from './settings';
import { changesBetween, liveStatusChanges, type LiveFields } from './status-changes';

// Reading servers and writing what a query of them answered: shared by the poller's cycles and the
// on-demand refresh of one server (GET /api/servers/:documentId/live).

export const SERVER_UID = 'api::server.server';

export function addressOf(server: Pick<ServerRow, 'ipAddress' | 'port'>): GameServerAddress {
  return { type: CS16_GAME_TYPE, host: server.ipAddress, port: server.port };
}

export async function readServers(strapi: Core.Strapi): Promise<ServerRow[]> {
  return (await strapi.db.query(SERVER_UID).findMany({ select: SERVER_ROW_FIELDS })) as ServerRow[];
}

export async function readServer(strapi: Core.Strapi, documentId: string): Promise<ServerRow | null> {
  return (await strapi.db.query(SERVER_UID).findOne({
    select: SERVER_ROW_FIELDS,
    where: { documentId },
  })) as ServerRow | null;
}

export async function writeStatus(
  strapi: Core.Strapi,
  server: ServerRow,
  status: GameServerStatus,
  checkedAt: Date,
): Promise<void> {
  await strapi.db.query(SERVER_UID).update({
    where: { id: server.id },
    data: {
      online: status.online,
      // Offline servers carry no current_data: the site shows "Estado desconocido" for them.
      current_data: status.online ? status.currentData : null,
      statusCheckedAt: checkedAt,
    },
  });
}

const storedFields = (server: ServerRow): LiveFields => ({
  online: Boolean(server.online),
  current_data: server.current_data ?? null,
});

const polledFields = (status: GameServerStatus): LiveFields => ({
  online: status.online,
  current_data: status.online ? status.currentData : null,
});

// Tells every instance (their SSE clients, src/live-events) which servers a write changed. Sent after the
// write is committed, so whoever reads on hearing it reads the new state. Cached public reads are dropped
// by the servers' lifecycle hook (src/http/public-read-cache.ts).
export function publishChanges(
  servers: readonly ServerRow[],
  statuses: readonly GameServerStatus[],
  checkedAt: Date,
): void {
  const documentIds = servers
    .filter((server, index) => changesBetween(storedFields(server), polledFields(statuses[index])).length > 0)
    .map((server) => server.documentId);
  if (documentIds.length > 0) eventBus.publish(liveStatusChanges, { checkedAt: checkedAt.getTime(), documentIds });
}
