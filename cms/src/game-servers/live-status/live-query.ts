import type { Core } from '@strapi/strapi';
import type { GameServerStatus } from './game-status';
import { queryGameServer, type GameServerAddress } from './query-game-server';
import { addressOf, publishChanges, readServer, SERVER_UID, writeStatus } from './server-status-store';
import type { ServerRow } from './server-row';
import { liveStatusMaxAgeMs, pollTimeoutMs } from './settings';

// Game-server queries made on request, on whichever instance the request reaches: refreshing one stored
// server before its live read (GET /api/servers/:documentId/live) and the admins' ad-hoc query of any
// address (POST /api/serverlist/query). The regular cycles are the poller's (status-poller.ts).

export function createLiveQuery({ strapi }: { strapi: Core.Strapi }) {
  // Concurrent live reads of the same server share one query.
  const inFlight = new Map<string, Promise<void>>();

  function refresh(documentId: string): Promise<void> {
    const existing = inFlight.get(documentId);
    if (existing) return existing;
    const work = (async () => {
      const server = await readServer(strapi, documentId);
      if (!server) return;
      const status = await queryGameServer(addressOf(server), pollTimeoutMs());
      const checkedAt = new Date();
      await writeStatus(strapi, server, status, checkedAt);
      publishChanges([server], [status], checkedAt);
    })().finally(() => inFlight.delete(documentId));
    inFlight.set(documentId, work);
    return work;
  }

  return {
    // Makes sure the stored status of one server is at most LIVE_STATUS_MAX_AGE_MS old; false when there
    // is no such server.
    async ensureFresh(documentId: string): Promise<boolean> {
      const server = (await strapi.db.query(SERVER_UID).findOne({
        select: ['id', 'statusCheckedAt'],
        where: { documentId },
      })) as Pick<ServerRow, 'id' | 'statusCheckedAt'> | null;
      if (!server) return false;
      const checkedAt = server.statusCheckedAt ? new Date(server.statusCheckedAt).getTime() : 0;
      if (Date.now() - checkedAt > liveStatusMaxAgeMs()) await refresh(documentId);
      return true;
    },

    query(address: GameServerAddress): Promise<GameServerStatus> {
      return queryGameServer(address, pollTimeoutMs());
    },
  };
}

export type LiveQuery = ReturnType<typeof createLiveQuery>;
