import type { Core } from '@strapi/strapi';
import { discord } from '../../discord';
import type { GameServerStatus } from './game-status';
import { pruneSamples, recordSamples, type StatusSample } from './history';
import { claimSlot, pruneClaims, slotOf } from './poll-slots';
import { queryGameServer } from './query-game-server';
import { addressOf, publishChanges, readServers, writeStatus } from './server-status-store';
import { logPollCycles, pollIntervalMs, pollTimeoutMs } from './settings';

// The poller: every POLL_INTERVAL_MS one cycle queries every game server at once and records what they
// answered. Cycles start at slot boundaries on every instance, and the instance that claims the slot polls it
// (src/game-servers/live-status/poll-slots.ts), so the slot names the cycle whichever instance runs it.

export type CycleReport = {
  slot: number;
  startedAt: number;
  durationMs: number;
  servers: number;
  online: number;
  pruned: number;
};

export function createStatusPoller({ strapi }: { strapi: Core.Strapi }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<CycleReport> | null = null;
  let waitingSlot: number | null = null;

  async function pollOnce(slot: number): Promise<CycleReport> {
    const startedAt = Date.now();
    if (logPollCycles()) strapi.log.info(`[poller] cycle ${new Date(slot).toISOString()} started`);
    const servers = await readServers(strapi);
    // All servers at once: the cycle lasts about one timeout however many are down or answer garbage.
    const timeoutMs = pollTimeoutMs();
    const statuses = await Promise.all(servers.map((server) => queryGameServer(addressOf(server), timeoutMs)));
    const checkedAt = new Date();
    const samples: StatusSample[] = servers.map((server, index) => {
      const status = statuses[index];
      return {
        serverDocumentId: server.documentId,
        pollSlot: slot,
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
        await writeStatus(strapi, server, statuses[index], checkedAt);
      }
      await recordSamples(trx, samples);
      pruned = await pruneSamples(trx, checkedAt.getTime());
      await pruneClaims(trx, checkedAt.getTime());
    });
    publishChanges(servers, statuses, checkedAt);
    // A server down for five minutes, and back, told to the community's Discord (src/discord).
    await discord(strapi)
      .serversPolled(
        servers.map((server, index) => ({
          documentId: server.documentId,
          name: server.name,
          online: statuses[index].online,
        })),
        checkedAt.getTime(),
      )
      .catch((error: unknown) => strapi.log.warn(`[poller] outages not tracked: ${String(error)}`));
    const report: CycleReport = {
      slot,
      startedAt,
      durationMs: Date.now() - startedAt,
      servers: servers.length,
      online: statuses.filter((status: GameServerStatus) => status.online).length,
      pruned,
    };
    for (const [index, server] of servers.entries()) {
      if (Boolean(server.online) !== statuses[index].online) {
        strapi.log.info(`[poller] ${server.name} is now ${statuses[index].online ? 'online' : 'offline'}`);
      }
    }
    if (logPollCycles()) {
      strapi.log.info(
        `[poller] cycle ${new Date(slot).toISOString()} done: ${report.servers} servers, ${report.online} online, ` +
          `${report.durationMs} ms`,
      );
    }
    return report;
  }

  // Never two cycles at once: a cycle asked for while one runs starts when it ends.
  function runCycle(slot = slotOf(Date.now(), Math.max(1, pollIntervalMs()))): Promise<CycleReport> {
    const cycle = (running ?? Promise.resolve()).catch(() => undefined).then(() => pollOnce(slot));
    const tracked = cycle.finally(() => {
      if (running === tracked) running = null;
    });
    running = tracked;
    return tracked;
  }

  // A slot is polled only by the instance that claims it first. A slot that starts while the previous cycle
  // still runs (a slow database, a busy machine) is polled right after it, so it is late but not lost;
  // should cycles keep taking longer than the interval, only the latest waiting slot is kept.
  async function pollSlot(slot: number): Promise<void> {
    if (waitingSlot !== null) {
      waitingSlot = Math.max(waitingSlot, slot);
      return;
    }
    waitingSlot = slot;
    try {
      await running?.catch(() => undefined);
      const next = waitingSlot;
      waitingSlot = null;
      if (!timer || !(await claimSlot(strapi.db.connection, next, Date.now())) || !timer) return;
      await runCycle(next);
    } catch (error) {
      strapi.log.error(`[poller] poll cycle failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function scheduleFrom(boundary: number, intervalMs: number): void {
    timer = setTimeout(
      () => {
        // After a stall of several intervals (a blocked event loop), go on from the next boundary to come.
        const next =
          boundary + intervalMs > Date.now() ? boundary + intervalMs : slotOf(Date.now(), intervalMs) + intervalMs;
        scheduleFrom(next, intervalMs);
        void pollSlot(boundary);
      },
      Math.max(0, boundary - Date.now()),
    );
  }

  return {
    start(): void {
      const intervalMs = pollIntervalMs();
      if (intervalMs <= 0 || timer) return;
      const now = Date.now();
      scheduleFrom(slotOf(now, intervalMs) + intervalMs, intervalMs);
      // The current slot at once (a fresh start), unless another instance polled it already.
      void pollSlot(slotOf(now, intervalMs));
    },

    // The cycle in progress finishes (its queries end within one timeout) before this resolves.
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },

    runCycle,
  };
}

export type StatusPoller = ReturnType<typeof createStatusPoller>;
