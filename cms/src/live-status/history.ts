import type { Knex } from 'knex';
import { DAY_MS, startOfArgentineDay } from '../time/argentina';

// Status history lives in a plain table rather than a content type: it is written 26 times a cycle,
// read by aggregate queries that need a (server, time) index, and is no content an editor manages.
// Strapi leaves tables it did not create alone.
export const SAMPLES_TABLE = 'server_status_samples';
export const HISTORY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type StatusSample = {
  serverDocumentId: string;
  sampledAt: number;
  online: boolean;
  players: number;
  maxPlayers: number;
  map: string | null;
};

export async function ensureHistoryTable(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable(SAMPLES_TABLE)) return;
  await knex.schema.createTable(SAMPLES_TABLE, (table) => {
    table.increments('id');
    table.string('server_document_id', 64).notNullable();
    table.bigInteger('sampled_at').notNullable();
    table.boolean('online').notNullable();
    table.integer('players').notNullable();
    table.integer('max_players').notNullable();
    table.string('map', 64).nullable();
    table.index(['server_document_id', 'sampled_at'], 'server_status_samples_server_time_idx');
    table.index(['sampled_at'], 'server_status_samples_time_idx');
  });
}

export async function recordSamples(knex: Knex, samples: readonly StatusSample[]): Promise<void> {
  if (samples.length === 0) return;
  const rows = samples.map((sample) => ({
    server_document_id: sample.serverDocumentId,
    sampled_at: sample.sampledAt,
    online: sample.online,
    players: sample.players,
    max_players: sample.maxPlayers,
    map: sample.map,
  }));
  // SQLite allows a limited number of bound variables per statement.
  for (let i = 0; i < rows.length; i += 100) {
    await knex(SAMPLES_TABLE).insert(rows.slice(i, i + 100));
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
