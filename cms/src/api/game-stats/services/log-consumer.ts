import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  applyLogEvent,
  closeSilentSessions,
  StatsBatch,
  type SkippedEvents,
  type StatsRules,
} from '../../../game-stats/apply-log-events';
import { parseLogEvent, type LogEvent } from '../../../game-stats/log-events';
import {
  eventOfQueuedLine,
  markApplied,
  pendingLines,
  pruneAppliedLines,
  pruneOldNames,
  type QueuedLineRow,
} from '../../../game-stats/log-queue';
import {
  APPLIED_LINES_RETENTION_MS,
  gameLogReportIntervalMs,
  gameStatsApplyIntervalMs,
  gameStatsMinPlayers,
  gameStatsSessionGapMs,
} from '../../../game-stats/settings';
import { loadServerStates, saveServerStates, saveStatsBatch } from '../../../game-stats/stats-store';
import { CONSUMER_LOCK, LOCKS_TABLE, SERVERS_TABLE, SESSIONS_TABLE } from '../../../game-stats/tables';
import type { LinkAttempt, LinkResult } from '../../../steam-link/steam-link-store';

// The one service that turns queued log lines into statistics. Only the leading instance runs it
// (src/index.ts starts and stops it with src/cluster/leadership.ts); should two ever run at once (a leader
// that has not yet noticed it lost its lock), they stay correct, because each batch is applied in one
// transaction that first locks the consumer's row, reads the lines not applied yet in arrival order,
// loads the player sessions from the database, writes the statistics and the sessions, and marks those
// lines applied.

const LINES_PER_BATCH = 5000;
const HOUSEKEEPING_MS = 60 * 1000;
const NAMES_PRUNE_MS = 60 * 60 * 1000;
const ERROR_LOG_INTERVAL_MS = 10000;

export type ConsumerTotals = { applied: number } & SkippedEvents;

function linkAttemptOf(line: QueuedLineRow, event: Extract<LogEvent, { type: 'link-code' }>): LinkAttempt {
  return { lineId: line.id, serverDocumentId: line.serverDocumentId, player: event.player, code: event.code };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let timer: NodeJS.Timeout | null = null;
  let reportTimer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let lastHousekeeping = 0;
  let lastNamesPrune = 0;
  let errorLoggedAt = 0;
  const totals: ConsumerTotals = { applied: 0, belowMinPlayers: 0, unranked: 0, ambiguous: 0 };
  let sinceReport: ConsumerTotals = { ...totals };

  const knex = () => strapi.db.connection;
  const steamLink = () => strapi.service('api::steam-link.steam-link');
  const rules = (): StatsRules => ({ minPlayers: gameStatsMinPlayers(), sessionGapMs: gameStatsSessionGapMs() });

  function count(applied: number, skipped: SkippedEvents): void {
    for (const into of [totals, sinceReport]) {
      into.applied += applied;
      into.belowMinPlayers += skipped.belowMinPlayers;
      into.unranked += skipped.unranked;
      into.ambiguous += skipped.ambiguous;
    }
  }

  // Serialises consumers: on PostgreSQL through the lock row; SQLite has one writer at a time anyway.
  async function lock(trx: Knex.Transaction): Promise<void> {
    if (trx.client.dialect === 'postgresql') {
      await trx(LOCKS_TABLE).where('name', CONSUMER_LOCK).forUpdate().first();
    }
  }

  async function applyBatch(): Promise<number> {
    let linked: LinkResult | null = null;
    const applied = await knex().transaction(async (trx) => {
      await lock(trx);
      const lines = await pendingLines(trx, LINES_PER_BATCH);
      if (lines.length === 0) return 0;
      const now = Date.now();
      const states = await loadServerStates(trx, [...new Set(lines.map((line) => line.serverDocumentId))]);
      const batch = new StatsBatch();
      const currentRules = rules();
      const linkAttempts: LinkAttempt[] = [];
      for (const line of lines) {
        const event = parseLogEvent(eventOfQueuedLine(line.line));
        const state = states.get(line.serverDocumentId);
        if (event && state) applyLogEvent(state, event, line.receivedAt, currentRules, batch);
        if (event?.type === 'link-code') linkAttempts.push(linkAttemptOf(line, event));
      }
      await saveStatsBatch(trx, batch);
      await saveServerStates(trx, [...states.values()], now);
      // Steam IDs linked from the game's chat (src/steam-link), in the same transaction: once per line.
      if (linkAttempts.length > 0) linked = await steamLink().applyAttempts(trx, linkAttempts);
      await markApplied(
        trx,
        lines.map((line) => line.id),
      );
      count(lines.length, batch.skipped);
      return lines.length;
    });
    if (linked) steamLink().announce(linked);
    return applied;
  }

  // Servers that stopped logging (crashed, turned off) lose their players, so nobody shows as
  // "playing now" there and their play time ends at the last line.
  async function closeSilentServers(now: number): Promise<void> {
    const currentRules = rules();
    await knex().transaction(async (trx) => {
      await lock(trx);
      const silent = (await trx(SERVERS_TABLE)
        .whereIn('server_document_id', trx(SESSIONS_TABLE).distinct('server_document_id'))
        .where('last_line_at', '<', now - currentRules.sessionGapMs)
        .select('server_document_id')) as { server_document_id: string }[];
      if (silent.length === 0) return;
      const states = await loadServerStates(
        trx,
        silent.map((row) => row.server_document_id),
      );
      const batch = new StatsBatch();
      const changed = [...states.values()].filter((state) => closeSilentSessions(state, now, currentRules, batch));
      await saveStatsBatch(trx, batch);
      await saveServerStates(trx, changed, null);
    });
  }

  async function housekeeping(): Promise<void> {
    const now = Date.now();
    if (now - lastHousekeeping < HOUSEKEEPING_MS) return;
    lastHousekeeping = now;
    await closeSilentServers(now);
    await pruneAppliedLines(knex(), now - APPLIED_LINES_RETENTION_MS);
    if (now - lastNamesPrune >= NAMES_PRUNE_MS) {
      lastNamesPrune = now;
      await pruneOldNames(knex());
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while ((await applyBatch()) === LINES_PER_BATCH) {
        // A full batch: more are waiting.
      }
      await housekeeping();
    } while (again);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        // Lines stay queued and the next tick tries again; while the database is away, say so now and then.
        if (Date.now() - errorLoggedAt < ERROR_LOG_INTERVAL_MS) return;
        errorLoggedAt = Date.now();
        strapi.log.error(`[game-stats] applying log lines failed: ${error instanceof Error ? error.message : error}`);
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function report(): void {
    if (Object.values(sinceReport).some((value) => value > 0)) {
      strapi.log.info(
        `[game-stats] ${sinceReport.applied} log lines applied; frags not counted: ` +
          `${sinceReport.belowMinPlayers} below ${gameStatsMinPlayers()} real players, ` +
          `${sinceReport.unranked} with bots, HLTV or unvalidated ids, ${sinceReport.ambiguous} unreadable names`,
      );
    }
    sinceReport = { applied: 0, belowMinPlayers: 0, unranked: 0, ambiguous: 0 };
  }

  return {
    start(): void {
      const interval = gameStatsApplyIntervalMs();
      if (interval <= 0 || timer) return;
      timer = setInterval(() => void run(), interval);
      reportTimer = setInterval(report, gameLogReportIntervalMs());
      void run();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      if (reportTimer) clearInterval(reportTimer);
      timer = reportTimer = null;
      await running;
      report();
    },

    // New lines were queued: apply them now rather than at the next tick.
    nudge(): void {
      if (timer) void run();
    },

    totals(): ConsumerTotals {
      return { ...totals };
    },
  };
};
