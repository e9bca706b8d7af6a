import type { Core } from '@strapi/strapi';
import { queryGameServer, type GameServerAddress } from '../../../live-status/query-game-server';
import type { GameServerStatus } from '../../../live-status/game-status';
import { eventBus } from '../../../cluster/event-bus';
import { pruneSamples, recordSamples, summarizeHistory, type StatusSample } from '../../../live-status/history';
import { busiestHour } from '../../../live-status/history-graph';
import { SERVER_ROW_FIELDS, type ServerRow } from '../../../live-status/server-row';
import { changesBetween, liveStatusChanges, type LiveFields } from '../../../live-status/status-changes';
import { formatStatistics, type ServerStatistics } from '../../../live-status/statistics';
import {
  CS16_GAME_TYPE,
  liveStatusMaxAgeMs,
  logPollCycles,
  pollIntervalMs,
  pollTimeoutMs,
} from '../../../live-status/settings';

const SERVER_UID = 'api::server.server';

export type CycleReport = {
  startedAt: number;
  durationMs: number;
  servers: number;
  online: number;
  pruned: number;
};

function addressOf(server: ServerRow): GameServerAddress {
  return { type: CS16_GAME_TYPE, host: server.ipAddress, port: server.port };
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
function publishChanges(servers: readonly ServerRow[], statuses: readonly GameServerStatus[], checkedAt: Date): void {
  const documentIds = servers
    .filter((server, index) => changesBetween(storedFields(server), polledFields(statuses[index])).length > 0)
    .map((server) => server.documentId);
  if (documentIds.length > 0) eventBus.publish(liveStatusChanges, { checkedAt: checkedAt.getTime(), documentIds });
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<CycleReport> | null = null;
  // Concurrent GET /api/server/:id for the same server share one query.
  const inFlight = new Map<string, Promise<void>>();

  const knex = () => strapi.db.connection;

  async function writeStatus(server: ServerRow, status: GameServerStatus, checkedAt: Date): Promise<void> {
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

  async function pollOnce(): Promise<CycleReport> {
    const startedAt = Date.now();
    const timeoutMs = pollTimeoutMs();
    const servers = (await strapi.db.query(SERVER_UID).findMany({ select: SERVER_ROW_FIELDS })) as ServerRow[];
    // All servers at once: the cycle lasts about one timeout however many are down.
    const statuses = await Promise.all(servers.map((server) => queryGameServer(addressOf(server), timeoutMs)));
    const checkedAt = new Date();
    const samples: StatusSample[] = servers.map((server, index) => {
      const status = statuses[index];
      return {
        serverDocumentId: server.documentId,
        sampledAt: checkedAt.getTime(),
        online: status.online,
        players: status.online ? status.currentData.players.online : 0,
        maxPlayers: status.online ? status.currentData.players.max : (server.maxPlayers ?? 0),
        map: status.online ? status.currentData.map || null : null,
      };
    });
    let pruned = 0;
    await strapi.db.transaction(async ({ trx }) => {
      for (const [index, server] of servers.entries()) {
        await writeStatus(server, statuses[index], checkedAt);
      }
      await recordSamples(trx, samples);
      pruned = await pruneSamples(trx, checkedAt.getTime());
    });
    publishChanges(servers, statuses, checkedAt);
    const report: CycleReport = {
      startedAt,
      durationMs: Date.now() - startedAt,
      servers: servers.length,
      online: statuses.filter((status) => status.online).length,
      pruned,
    };
    for (const [index, server] of servers.entries()) {
      if (Boolean(server.online) !== statuses[index].online) {
        strapi.log.info(`[live-status] ${server.name} is now ${statuses[index].online ? 'online' : 'offline'}`);
      }
    }
    if (logPollCycles()) {
      strapi.log.info(
        `[live-status] poll cycle: ${report.servers} servers, ${report.online} online, ${report.durationMs} ms`,
      );
    }
    return report;
  }

  // Never two cycles at once: a tick that finds one running waits for it instead.
  function runCycle(): Promise<CycleReport> {
    if (!running) {
      running = pollOnce().finally(() => {
        running = null;
      });
    }
    return running;
  }

  function tick(): void {
    runCycle().catch((error: unknown) => {
      strapi.log.error(`[live-status] poll cycle failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  async function refresh(documentId: string): Promise<void> {
    const existing = inFlight.get(documentId);
    if (existing) return existing;
    const work = (async () => {
      const server = (await strapi.db.query(SERVER_UID).findOne({
        select: SERVER_ROW_FIELDS,
        where: { documentId },
      })) as ServerRow | null;
      if (!server) return;
      const status = await queryGameServer(addressOf(server), pollTimeoutMs());
      const checkedAt = new Date();
      await writeStatus(server, status, checkedAt);
      publishChanges([server], [status], checkedAt);
    })().finally(() => inFlight.delete(documentId));
    inFlight.set(documentId, work);
    return work;
  }

  return {
    start(): void {
      const interval = pollIntervalMs();
      if (interval <= 0 || timer) return;
      tick();
      timer = setInterval(tick, interval);
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },

    runCycle,

    // Makes sure the stored status of one server is at most LIVE_STATUS_MAX_AGE_MS old.
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

    async statistics(documentId: string): Promise<ServerStatistics | null> {
      const server = (await strapi.db.query(SERVER_UID).findOne({
        select: ['id', 'online', 'current_data'],
        where: { documentId },
      })) as Pick<ServerRow, 'id' | 'online' | 'current_data'> | null;
      if (!server) return null;
      const now = Date.now();
      const summary = await summarizeHistory(knex(), documentId, now);
      return formatStatistics(
        summary,
        {
          online: Boolean(server.online),
          playersNow: server.online && server.current_data ? server.current_data.players.online : 0,
        },
        await busiestHour(knex(), documentId, now - 24 * 60 * 60 * 1000, now + 1),
      );
    },

    query(address: GameServerAddress): Promise<GameServerStatus> {
      return queryGameServer(address, pollTimeoutMs());
    },
  };
};
