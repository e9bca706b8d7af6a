import type { Knex } from 'knex';
import { argentineDayNumber, startOfArgentineDayNumber } from '../../time/argentina';
import { rankRecords, serverPlayersAtEndOf } from './stats-queries';
import { toNumber } from './stats-store';
import { DAYS_TABLE, PLAYER_RANK_DAYS_TABLE, RANK_HISTORY_DAYS_TABLE } from './tables';

// Rank history (issue 46): each server's all-time ranking as it stood at the end of each finished Argentine day, so a
// profile can draw a player's place over the last 30 days. A day's ranking is read from the day rows up to it (the
// same ranking as the TOP 15's "Histórico", score.ts's order) and kept for the players seen in the 30 days before
// it: a player gone for a month has nothing to draw, and 26 servers' every player every day would be most of the
// database. Taken by the `game-stats-rank-history` job: the finished days of the last 30 it lacks, and yesterday
// again each time (lines applied after midnight, a backlog after an outage, still count for it). Older days go.

export const RANK_HISTORY_DAYS = 30;

// Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement.
const INSERT_CHUNK = 1000;

export async function recordRankHistory(knex: Knex, now: number): Promise<{ days: number }> {
  const today = argentineDayNumber(now);
  const yesterday = today - 1;
  const oldest = today - RANK_HISTORY_DAYS;
  const servers = (await knex(DAYS_TABLE)
    .where('day', '<=', yesterday)
    .groupBy('server_document_id')
    .select('server_document_id', knex.raw('MIN(day) AS first_day'))) as {
    server_document_id: string;
    first_day: unknown;
  }[];
  const taken = (await knex(RANK_HISTORY_DAYS_TABLE)
    .where('day', '>=', oldest)
    .select('server_document_id', 'day')) as { server_document_id: string; day: unknown }[];
  const done = new Set(taken.map((row) => `${row.server_document_id}\n${toNumber(row.day)}`));
  let days = 0;
  for (const server of servers) {
    for (let day = Math.max(oldest, toNumber(server.first_day)); day <= yesterday; day += 1) {
      if (day !== yesterday && done.has(`${server.server_document_id}\n${day}`)) continue;
      await recordDay(knex, server.server_document_id, day);
      days += 1;
    }
  }
  await knex(PLAYER_RANK_DAYS_TABLE).where('day', '<', oldest).delete();
  await knex(RANK_HISTORY_DAYS_TABLE).where('day', '<', oldest).delete();
  return { days };
}

async function recordDay(knex: Knex, serverDocumentId: string, day: number): Promise<void> {
  const ranked = rankRecords(await serverPlayersAtEndOf(knex, serverDocumentId, day));
  const seenSince = startOfArgentineDayNumber(day - RANK_HISTORY_DAYS + 1);
  const rows = ranked
    .filter((record) => record.lastSeenAt >= seenSince)
    .map((record) => ({ steam_id: record.steamId, server_document_id: serverDocumentId, day, rank: record.rank }));
  await knex.transaction(async (trx) => {
    await trx(PLAYER_RANK_DAYS_TABLE).where({ server_document_id: serverDocumentId, day }).delete();
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await trx(PLAYER_RANK_DAYS_TABLE).insert(rows.slice(start, start + INSERT_CHUNK));
    }
    await trx(RANK_HISTORY_DAYS_TABLE)
      .insert({ server_document_id: serverDocumentId, day, ranked_players: ranked.length })
      .onConflict(['server_document_id', 'day'])
      .merge();
  });
}

export type RankDayRecord = { serverDocumentId: string; day: number; rank: number; rankedPlayers: number };

// A player's places at the end of the finished days of the last 30, per server, oldest first.
export async function rankHistoryOf(knex: Knex, steamId: string, now: number): Promise<RankDayRecord[]> {
  const oldest = argentineDayNumber(now) - RANK_HISTORY_DAYS;
  const rows = (await knex(`${PLAYER_RANK_DAYS_TABLE} as ranks`)
    .join(`${RANK_HISTORY_DAYS_TABLE} as days`, function joinDay() {
      this.on('days.server_document_id', '=', 'ranks.server_document_id').andOn('days.day', '=', 'ranks.day');
    })
    .where('ranks.steam_id', steamId)
    .where('ranks.day', '>=', oldest)
    .orderBy('ranks.day', 'asc')
    .select('ranks.server_document_id', 'ranks.day', 'ranks.rank', 'days.ranked_players')) as Record<string, unknown>[];
  return rows.map((row) => ({
    serverDocumentId: String(row.server_document_id),
    day: toNumber(row.day),
    rank: toNumber(row.rank),
    rankedPlayers: toNumber(row.ranked_players),
  }));
}
