import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  applyLogEvent,
  chatSpeaker,
  closeSilentSessions,
  isLiveSession,
  StatsBatch,
  type SkippedEvents,
  type StatsRules,
} from '../statistics/apply-log-events';
import { applyIsolatingFailures } from './isolate-failures';
import { isDatabaseUnreachable } from '../../http/database-health';
import { parseLogEvent, type LogEvent } from './log-events';
import type { SteamUniverses } from './player-token';
import { steamUniversesOf } from './steam-id';
import {
  eventOfQueuedLine,
  markApplied,
  pendingLines,
  pruneAppliedLines,
  pruneOldNames,
  pruneSetAsideLines,
  setLineAside,
  stillPending,
  type QueuedLineRow,
} from './log-queue';
import {
  APPLIED_LINES_RETENTION_MS,
  gameLogReportIntervalMs,
  gameStatsMinPlayers,
  gameStatsRankHistoryIntervalMs,
  gameStatsSessionGapMs,
  banEvidencePurgeIntervalMs,
} from '../settings';
import { jobQueue, type JobSpec } from '../../jobs/job-queue';
import { recordRankHistory } from '../statistics/rank-history';
import {
  loadServerStates,
  pruneOldSessions,
  saveServerStates,
  saveStatsBatch,
  SESSIONS_KEPT_MS,
} from '../statistics/stats-store';
import { evidenceOf, serverLogTime, type EvidenceLine } from '../ban-evidence/evidence-lines';
import { insertEvidence, purgeEvidence } from '../ban-evidence/evidence-store';
import { CONSUMER_LOCK, LOCKS_TABLE, SERVERS_TABLE, SESSIONS_TABLE } from '../statistics/tables';
import type { LinkAttempt, LinkResult } from '../steam-link/steam-link-store';
import type { BanLine } from '../bans/ban-decisions';
import type { BanLogEvent } from './ban-lines';
import type { BanBatchResult, BanService } from '../bans/ban-service';
import type { SteamLinkService } from '../steam-link/steam-link-service';
import { recordConfirmations, type Confirmation } from '../privileges/confirmations';

// The one service that turns queued log lines into statistics: the `game-log-apply` job of the queue
// (src/jobs/job-queue.ts), which every instance's listener asks for when it queued lines, and which runs once at
// a time across instances (its queue holds one waiting and one running). Should two ever run at once they stay
// correct, because each batch is applied in one transaction that first locks the consumer's row, reads the lines
// not applied yet in arrival order, loads the player sessions from the database, writes the statistics and the
// sessions, and marks those lines applied. The upkeep of the tables (silent servers, pruning, the evidence purge)
// is jobs of their own (jobs() below).
//
// A batch the database refuses is split until the refused lines are alone (src/game-servers/game-log/isolate-failures.ts);
// those are set aside in game_log_rejects with the error, said once each in the log and counted in
// GET /_health, and every other line is applied. Retrying the same batch for ever was an outage of every
// server's statistics (issue 23).

const LINES_PER_BATCH = 5000;
const APPLY_JOB = 'game-log-apply';
const BAN_EVENT_TYPES = new Set<LogEvent['type']>(['engine-ban', 'kick', 'amxx-ban', 'amxx-unban']);
const isBanEvent = (event: LogEvent): event is BanLogEvent => BAN_EVENT_TYPES.has(event.type);

export type ConsumerTotals = { applied: number; setAside: number } & SkippedEvents;

// PostgreSQL's serialization failure, deadlock, lock not available and cancelled statement.
const TRANSIENT_CODES = new Set(['40001', '40P01', '55P03', '57014']);

const codeOf = (error: unknown) => {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : '';
};

// Knex puts the whole statement (values included) before the database's own words: those are what an
// operator needs, with the SQLSTATE when there is one.
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const statementEnd = error.message.lastIndexOf(' - ');
  const message =
    /^(insert|update|delete|select|with)\b/i.test(error.message) && statementEnd >= 0
      ? error.message.slice(statementEnd + 3)
      : error.message;
  const code = codeOf(error);
  return code ? `${code} ${message}` : message;
}

function linkAttemptOf(
  line: QueuedLineRow,
  event: Extract<LogEvent, { type: 'link-code' }>,
  inGame: boolean,
): LinkAttempt {
  return { lineId: line.id, serverDocumentId: line.serverDocumentId, player: event.player, inGame, code: event.code };
}

type ServerMetadata = { tableName: string; attributes: Record<string, { columnName?: string }> };

type ConsumerDeps = { strapi: Core.Strapi; bans: BanService; steamLink: SteamLinkService };

export function createLogConsumer({ strapi, bans: banService, steamLink: linkService }: ConsumerDeps) {
  // This instance's counters go to the log now and then (what it applied; the listener says what it received).
  let reportTimer: NodeJS.Timeout | null = null;
  const emptyTotals = (): ConsumerTotals => ({
    applied: 0,
    setAside: 0,
    belowMinPlayers: 0,
    unranked: 0,
    ambiguous: 0,
  });
  const totals = emptyTotals();
  let sinceReport = emptyTotals();

  const knex = () => strapi.db.connection;
  const steamLink = () => linkService;
  const bans = () => banService;
  const rules = (): StatsRules => ({ minPlayers: gameStatsMinPlayers(), sessionGapMs: gameStatsSessionGapMs() });

  // Which ids are Steam accounts on each server (its steamIdPrefixes, src/game-servers/game-log/steam-id.ts), read in the
  // batch's transaction.
  async function steamUniverses(trx: Knex.Transaction, serverIds: string[]): Promise<Map<string, SteamUniverses>> {
    const meta = strapi.db.metadata.get('api::server.server') as unknown as ServerMetadata;
    const documentId = meta.attributes.documentId?.columnName ?? 'document_id';
    const prefixes = meta.attributes.steamIdPrefixes?.columnName ?? 'steam_id_prefixes';
    const rows = (await trx(meta.tableName).whereIn(documentId, serverIds).select({ documentId, prefixes })) as {
      documentId: string;
      prefixes: string | null;
    }[];
    return new Map(rows.map((row) => [row.documentId, steamUniversesOf(row.prefixes)]));
  }

  function count(applied: number, skipped: SkippedEvents, setAside = 0): void {
    for (const into of [totals, sinceReport]) {
      into.applied += applied;
      into.setAside += setAside;
      into.belowMinPlayers += skipped.belowMinPlayers;
      into.unranked += skipped.unranked;
      into.ambiguous += skipped.ambiguous;
    }
  }

  // Serialises consumers through the lock row.
  async function lock(trx: Knex.Transaction): Promise<void> {
    await trx(LOCKS_TABLE).where('name', CONSUMER_LOCK).forUpdate().first();
  }

  // Inside a locked transaction: the lines through the state machine, the statistics and sessions written,
  // the Steam IDs said in the chat linked (src/steam-link: once per line, as the lines are applied once), the
  // bans, kicks and unbans recorded (src/bans, likewise), each player's chat, kills and comings and goings kept
  // as a ban appeal's evidence (src/ban-evidence, likewise), the members' flags the servers confirmed kept
  // (src/game-servers/privileges), the lines marked applied. Commits whole or not at
  // all; what was linked or banned is announced once it committed.
  async function applyLines(
    trx: Knex.Transaction,
    lines: QueuedLineRow[],
  ): Promise<{ skipped: SkippedEvents; linked: LinkResult | null; banned: BanBatchResult | null }> {
    const now = Date.now();
    const serverIds = [...new Set(lines.map((line) => line.serverDocumentId))];
    const states = await loadServerStates(trx, serverIds);
    const universes = await steamUniverses(trx, serverIds);
    const batch = new StatsBatch();
    const currentRules = rules();
    const linkAttempts: LinkAttempt[] = [];
    const banLines: BanLine[] = [];
    const evidence: EvidenceLine[] = [];
    const confirmations: Confirmation[] = [];
    for (const line of lines) {
      const event = parseLogEvent(eventOfQueuedLine(line.line), universes.get(line.serverDocumentId));
      const state = states.get(line.serverDocumentId);
      if (event) {
        // The sessions pick a chat line's real speaker among its readings, as they are before the line applies.
        const speaker = event.type === 'chat' && state ? chatSpeaker(state, event.candidates) : null;
        const read = event.type === 'chat' ? { ...event, candidates: speaker ? [speaker] : [] } : event;
        evidence.push(
          ...evidenceOf(read, {
            serverDocumentId: line.serverDocumentId,
            at: line.receivedAt,
            logTime: serverLogTime(line.line),
          }),
        );
      }
      // Whether the speaker is in the game is read before the line applies (a link command never opens a session).
      if (event?.type === 'link-code') {
        linkAttempts.push(linkAttemptOf(line, event, state ? isLiveSession(state, event.player) : false));
      }
      if (event && state) applyLogEvent(state, event, line.receivedAt, currentRules, batch);
      // AMX Mod X read a member's flags (src/game-servers/privileges): only a Steam account's, by the line's own id.
      if (event?.type === 'admin-login' && event.player.kind === 'steam' && event.player.steamId) {
        confirmations.push({
          serverDocumentId: line.serverDocumentId,
          steamId: event.player.steamId,
          access: event.access,
          at: line.receivedAt,
        });
      }
      if (event && isBanEvent(event)) {
        banLines.push({ serverDocumentId: line.serverDocumentId, at: line.receivedAt, event });
      }
    }
    await saveStatsBatch(trx, batch);
    await saveServerStates(trx, [...states.values()], now);
    const linked = linkAttempts.length > 0 ? await steamLink().applyAttempts(trx, linkAttempts) : null;
    const banned = banLines.length > 0 ? await bans().applyLines(trx, banLines) : null;
    await insertEvidence(trx, evidence);
    await recordConfirmations(trx, confirmations);
    await markApplied(
      trx,
      lines.map((line) => line.id),
    );
    return { skipped: batch.skipped, linked, banned };
  }

  async function databaseAnswers(): Promise<boolean> {
    try {
      await knex().raw('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  // Whether a refusal may be the lines' own: not when the database is away, nor when the transaction only
  // collided with another one (those pass by themselves; the lines are tried again later).
  async function blamesLines(error: unknown): Promise<boolean> {
    return !isDatabaseUnreachable(error) && !TRANSIENT_CODES.has(codeOf(error)) && databaseAnswers();
  }

  // A part of a refused batch, in a transaction of its own; lines another consumer applied meanwhile are
  // left out.
  async function applyPart(lines: QueuedLineRow[]): Promise<void> {
    const applied = await knex().transaction(async (trx) => {
      await lock(trx);
      const pending = await stillPending(
        trx,
        lines.map((line) => line.id),
      );
      const waiting = lines.filter((line) => pending.has(line.id));
      return waiting.length > 0 ? { lines: waiting.length, ...(await applyLines(trx, waiting)) } : null;
    });
    if (!applied) return;
    count(applied.lines, applied.skipped);
    if (applied.linked) steamLink().announce(applied.linked);
    if (applied.banned) bans().announce(applied.banned);
  }

  async function setAside(line: QueuedLineRow, error: unknown): Promise<void> {
    const reason = describeError(error);
    const kept = await knex().transaction(async (trx) => {
      await lock(trx);
      if (!(await stillPending(trx, [line.id])).has(line.id)) return false;
      await setLineAside(trx, line, reason, Date.now());
      return true;
    });
    if (!kept) return;
    count(0, { belowMinPlayers: 0, unranked: 0, ambiguous: 0 }, 1);
    // Once per line, never per retry: a hostile line cannot fill the log.
    strapi.log.warn(
      `[game-stats] set a log line of server ${line.serverDocumentId} aside (table game_log_rejects): the database ` +
        `refused it (${reason.slice(0, 200)}): ${JSON.stringify(line.line.slice(0, 300))}`,
    );
  }

  async function applyBatch(): Promise<number> {
    try {
      let linked: LinkResult | null = null;
      let banned: BanBatchResult | null = null;
      const applied = await knex().transaction(async (trx) => {
        await lock(trx);
        const lines = await pendingLines(trx, LINES_PER_BATCH);
        if (lines.length === 0) return 0;
        const result = await applyLines(trx, lines);
        count(lines.length, result.skipped);
        linked = result.linked;
        banned = result.banned;
        return lines.length;
      });
      if (linked) steamLink().announce(linked);
      if (banned) bans().announce(banned);
      return applied;
    } catch (error) {
      // The database is away: the lines wait (run() says so now and then). Else a line is refused: find it.
      if (!(await blamesLines(error))) throw error;
      const lines = await pendingLines(knex(), LINES_PER_BATCH);
      await applyIsolatingFailures(lines, { apply: applyPart, setAside, blamesItems: blamesLines });
      return lines.length;
    }
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

  // Every batch waiting, one after another. A failure leaves the lines queued and is the job's: the queue tries
  // again with its backoff (while the database is away, say).
  async function drain(): Promise<void> {
    while ((await applyBatch()) === LINES_PER_BATCH) {
      // A full batch: more are waiting.
    }
  }

  async function upkeep(): Promise<void> {
    const now = Date.now();
    await closeSilentServers(now);
    await pruneAppliedLines(knex(), now - APPLIED_LINES_RETENTION_MS);
    await pruneSetAsideLines(knex());
  }

  async function purgeOldEvidence(): Promise<void> {
    const dropped = await purgeEvidence(knex(), Date.now());
    if (dropped > 0) strapi.log.info(`[bans] ${dropped} evidence lines older than 30 days dropped`);
  }

  function report(): void {
    if (Object.values(sinceReport).some((value) => value > 0)) {
      strapi.log.info(
        `[game-stats] ${sinceReport.applied} log lines applied, ${sinceReport.setAside} set aside; frags not counted: ` +
          `${sinceReport.belowMinPlayers} below ${gameStatsMinPlayers()} real players, ` +
          `${sinceReport.unranked} with bots, HLTV or unvalidated ids, ${sinceReport.ambiguous} unreadable names`,
      );
    }
    sinceReport = emptyTotals();
  }

  return {
    start(): void {
      reportTimer ??= setInterval(report, gameLogReportIntervalMs());
    },

    stop(): void {
      if (reportTimer) clearInterval(reportTimer);
      reportTimer = null;
      report();
    },

    // New lines were queued: a run of the consumer is asked for (one waits at most, whoever queued them).
    nudge(): void {
      jobQueue
        .send(APPLY_JOB, {})
        .catch((error: unknown) =>
          strapi.log.warn(`[game-stats] could not ask for the log lines to be applied: ${String(error)}`),
        );
    },

    totals(): ConsumerTotals {
      return { ...totals };
    },

    jobs(): JobSpec[] {
      return [
        // Retried while the database refuses (away, busy): every 2 s, then twice as long, for about an hour; the
        // minute's run starts it again after that.
        {
          name: APPLY_JOB,
          policy: 'stately',
          retry: { limit: 10, delaySeconds: 2, backoff: true },
          expireInSeconds: 15 * 60,
          everyMs: () => 60 * 1000,
          run: drain,
        },
        // Servers that stopped logging lose their players; applied and set-aside lines and old names are pruned.
        {
          name: 'game-log-upkeep',
          policy: 'stately',
          retry: { limit: 0, delaySeconds: 1, backoff: false },
          expireInSeconds: 10 * 60,
          everyMs: () => 60 * 1000,
          run: upkeep,
        },
        {
          name: 'game-log-prune-names',
          policy: 'stately',
          retry: { limit: 0, delaySeconds: 1, backoff: false },
          expireInSeconds: 10 * 60,
          everyMs: () => 60 * 60 * 1000,
          // And visits older than 90 days (the profile lists the last ten).
          run: () =>
            Promise.all([pruneOldNames(knex()), pruneOldSessions(knex(), Date.now() - SESSIONS_KEPT_MS)]).then(
              () => undefined,
            ),
        },
        // Each server's ranking at the end of each finished day, for the profile's rank history (statistics/rank-history.ts).
        {
          name: 'game-stats-rank-history',
          policy: 'stately',
          retry: { limit: 3, delaySeconds: 30, backoff: true },
          expireInSeconds: 30 * 60,
          everyMs: gameStatsRankHistoryIntervalMs,
          run: async () => {
            const { days } = await recordRankHistory(knex(), Date.now());
            if (days > 1) strapi.log.info(`[game-stats] rank history: ${days} server days taken`);
          },
        },
        // A ban appeal's evidence is kept 30 days (src/game-servers/ban-evidence).
        {
          name: 'ban-evidence-purge',
          policy: 'stately',
          retry: { limit: 0, delaySeconds: 1, backoff: false },
          expireInSeconds: 10 * 60,
          everyMs: banEvidencePurgeIntervalMs,
          run: purgeOldEvidence,
        },
      ];
    },
  };
}

export type LogConsumer = ReturnType<typeof createLogConsumer>;
