import type { Knex } from 'knex';
import { DAY_MS, startOfArgentineDay } from '../../time/argentina';

// Status history lives in a plain table rather than a content type: it is written 26 times a cycle,
// read by aggregate queries that need a (server, time) index, and is no content an editor manages.
// Strapi leaves tables it did not create alone.
export const SAMPLES_TABLE = 'server_status_samples';
export const HISTORY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type StatusSample = {
  serverDocumentId: string;
  // The poll slot the sample belongs to (src/game-servers/live-status/poll-slots.ts): at most one sample per server
  // and slot, whichever instance polled and however two of them raced.
  pollSlot: number;
  sampledAt: number;
  online: boolean;
  players: number;
  maxPlayers: number;
  map: string | null;
};

export async function recordSamples(knex: Knex, samples: readonly StatusSample[]): Promise<void> {
  if (samples.length === 0) return;
  const rows = samples.map((sample) => ({
    server_document_id: sample.serverDocumentId,
    poll_slot: sample.pollSlot,
    sampled_at: sample.sampledAt,
    online: sample.online,
    players: sample.players,
    max_players: sample.maxPlayers,
    map: sample.map,
  }));
  // A hundred rows per statement; a slot some instance already wrote keeps its samples.
  for (let i = 0; i < rows.length; i += 100) {
    await knex(SAMPLES_TABLE)
      .insert(rows.slice(i, i + 100))
      .onConflict(['server_document_id', 'poll_slot'])
      .ignore();
  }
}

export async function pruneSamples(knex: Knex, now: number): Promise<number> {
  return knex(SAMPLES_TABLE)
    .where('sampled_at', '<', now - HISTORY_RETENTION_MS)
    .del();
}

export type HistorySummary = {
  samples: number;
  onlineSamples: number;
  peakPlayers: number | null;
  averagePlayers: number | null;
  mapsToday: number;
  topMap: string | null;
};

export function toNumber(value: unknown): number {
  // node-postgres returns bigint and numeric aggregates as strings.
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

export async function summarizeHistory(knex: Knex, serverDocumentId: string, now: number): Promise<HistorySummary> {
  const since = now - DAY_MS;
  const forServer = () => knex(SAMPLES_TABLE).where('server_document_id', serverDocumentId);

  const totals = (await forServer()
    .where('sampled_at', '>=', since)
    .select(
      knex.raw('count(*) as samples'),
      knex.raw('sum(case when online then 1 else 0 end) as online_samples'),
      knex.raw('max(players) as peak_players'),
      knex.raw('avg(players) as average_players'),
    )
    .first()) as Record<string, unknown> | undefined;

  const mapsToday = (await forServer()
    .where('sampled_at', '>=', startOfArgentineDay(now))
    .where('online', true)
    .whereNotNull('map')
    .countDistinct({ maps: 'map' })
    .first()) as Record<string, unknown> | undefined;

  const topMap = (await forServer()
    .where('sampled_at', '>=', since)
    .where('online', true)
    .whereNotNull('map')
    .select('map')
    .count({ times: '*' })
    .groupBy('map')
    .orderBy([
      { column: 'times', order: 'desc' },
      { column: 'map', order: 'asc' },
    ])
    .first()) as Record<string, unknown> | undefined;

  const samples = toNumber(totals?.samples);
  return {
    samples,
    onlineSamples: toNumber(totals?.online_samples),
    peakPlayers: samples > 0 ? toNumber(totals?.peak_players) : null,
    averagePlayers: samples > 0 ? toNumber(totals?.average_players) : null,
    mapsToday: toNumber(mapsToday?.maps),
    topMap: typeof topMap?.map === 'string' ? topMap.map : null,
  };
}
