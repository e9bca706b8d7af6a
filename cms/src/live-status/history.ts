import type { Knex } from 'knex';
import { DAY_MS, startOfArgentineDay } from '../time/argentina';

// Status history lives in a plain table rather than a content type: it is written 26 times a cycle,
// read by aggregate queries that need a (server, time) index, and is no content an editor manages.
// Strapi leaves tables it did not create alone.
export const SAMPLES_TABLE = 'server_status_samples';
export const HISTORY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type StatusSample = {
  serverDocumentId: string;
  // The poll slot the sample belongs to (src/live-status/poll-slots.ts): at most one sample per server
  // and slot, whichever instance polled and however two of them raced.
  pollSlot: number;
  sampledAt: number;
  online: boolean;
  players: number;
  maxPlayers: number;
  map: string | null;
};

const SLOT_INDEX = 'server_status_samples_server_slot_uq';

export async function ensureHistoryTable(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable(SAMPLES_TABLE))) {
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
  await ensurePollSlots(knex);
}

// Databases created before several instances could poll have no poll slot: the column is added (samples
// written before stay without one: NULLs never collide), duplicates are dropped in case any exist (the
// oldest row of each server and slot stays), then the unique index is created. Each step is idempotent,
// so an instance that stops half-way, or two starting together, leave a correct table.
async function ensurePollSlots(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn(SAMPLES_TABLE, 'poll_slot'))) {
    await knex.schema
      .alterTable(SAMPLES_TABLE, (table) => {
        table.bigInteger('poll_slot').nullable();
      })
      .catch(async (error: unknown) => {
        // Another instance starting at the same time added it first.
        if (!(await knex.schema.hasColumn(SAMPLES_TABLE, 'poll_slot'))) throw error;
      });
  }
  const duplicates = knex(SAMPLES_TABLE)
    .whereNotNull('poll_slot')
    .groupBy('server_document_id', 'poll_slot')
    .havingRaw('count(*) > 1')
    .select('server_document_id', 'poll_slot', knex.raw('min(id) as keep'));
  const found = (await duplicates) as { server_document_id: string; poll_slot: number | string; keep: number }[];
  for (const row of found) {
    await knex(SAMPLES_TABLE)
      .where({ server_document_id: row.server_document_id, poll_slot: row.poll_slot })
      .whereNot('id', row.keep)
      .del();
  }
  const createIndex = () =>
    knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${SLOT_INDEX} ON ${SAMPLES_TABLE} (server_document_id, poll_slot)`);
  // Two instances creating it at the same moment: the second attempt finds it.
  await createIndex().catch(createIndex);
}

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
