import type { Knex } from 'knex';
import { toNumber } from '../statistics/stats-store';
import { LINES_TABLE, NAMES_TABLE, REJECTS_TABLE } from '../statistics/tables';

// The shared queue between the listeners (every instance) and the one consumer.

export type QueuedLineRow = { id: number; serverDocumentId: string; line: string; receivedAt: number };

// Lines travel to the database as one JSON array per statement: the SQL text stays the same whatever
// the batch size, so the database parses and plans it cheaply, and one bound value is within every limit.
const LINES_PER_STATEMENT = 5000;

// "L MM/DD/YYYY - HH:MM:SS: " in front of every queued line.
const TIMESTAMP_PREFIX_LENGTH = 25;
export const MAX_NAMES_PER_PLAYER = 20;

export function queuedLineText(time: string, event: string): string {
  return `L ${time}: ${event}`;
}

export function eventOfQueuedLine(line: string): string {
  return line.slice(TIMESTAMP_PREFIX_LENGTH);
}

// A line another instance already stored (same server, text and occurrence) is skipped by the database.
// One transaction per call: one commit for thousands of lines.
export async function enqueueLines(
  knex: Knex,
  lines: readonly { serverDocumentId: string; dedupKey: string; line: string; receivedAt: number }[],
): Promise<void> {
  const insert = `INSERT INTO ?? (server_document_id, dedup_key, line, received_at, applied)
    SELECT s, k, l, r, false FROM jsonb_to_recordset(?::jsonb) AS x(s text, k text, l text, r bigint)
    ON CONFLICT (dedup_key) DO NOTHING`;
  await knex.transaction(async (trx) => {
    for (let i = 0; i < lines.length; i += LINES_PER_STATEMENT) {
      const rows = lines
        .slice(i, i + LINES_PER_STATEMENT)
        .map((line) => ({ s: line.serverDocumentId, k: line.dedupKey, l: line.line, r: line.receivedAt }));
      await trx.raw(insert, [LINES_TABLE, JSON.stringify(rows)]);
    }
  });
}

export async function pendingLines(knex: Knex, limit: number): Promise<QueuedLineRow[]> {
  const rows = (await knex(LINES_TABLE)
    .whereRaw('NOT applied')
    .orderBy('id')
    .limit(limit)
    .select('id', 'server_document_id', 'line', 'received_at')) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: toNumber(row.id),
    serverDocumentId: String(row.server_document_id),
    line: String(row.line),
    receivedAt: toNumber(row.received_at),
  }));
}

// Which of these lines are still waiting (another consumer may have applied them meanwhile).
export async function stillPending(knex: Knex, ids: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += LINES_PER_STATEMENT) {
    const rows = (await knex(LINES_TABLE)
      .whereIn('id', ids.slice(i, i + LINES_PER_STATEMENT))
      .whereRaw('NOT applied')
      .select('id')) as { id: unknown }[];
    for (const row of rows) found.add(toNumber(row.id));
  }
  return found;
}

export async function markApplied(knex: Knex, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await knex.raw('UPDATE ?? SET applied = true WHERE id = ANY(?::bigint[])', [LINES_TABLE, [...ids]]);
}

export async function pruneAppliedLines(knex: Knex, before: number): Promise<number> {
  return knex(LINES_TABLE).whereRaw('applied').where('received_at', '<', before).del();
}

// A player who renames every few seconds keeps only their most recent names.
export async function pruneOldNames(knex: Knex): Promise<number> {
  return knex(NAMES_TABLE)
    .whereIn(
      'id',
      knex
        .select('id')
        .from(
          knex(NAMES_TABLE)
            .select(
              'id',
              knex.raw(
                'ROW_NUMBER() OVER (PARTITION BY server_document_id, steam_id ORDER BY last_seen_at DESC) AS place',
              ),
            )
            .as('ranked'),
        )
        .where('place', '>', MAX_NAMES_PER_PLAYER),
    )
    .del();
}

// The most recent lines the database refused are kept for an operator; older ones go.
export const MAX_SET_ASIDE_LINES = 10000;
const MAX_ERROR_LENGTH = 1000;

// A line the database refused on its own: kept with the error, and no longer waiting.
export async function setLineAside(knex: Knex, line: QueuedLineRow, error: string, at: number): Promise<void> {
  await knex(REJECTS_TABLE).insert({
    server_document_id: line.serverDocumentId,
    line: line.line,
    error: error.slice(0, MAX_ERROR_LENGTH),
    received_at: line.receivedAt,
    set_aside_at: at,
  });
  await markApplied(knex, [line.id]);
}

export async function countSetAsideLines(knex: Knex): Promise<number> {
  const [row] = (await knex(REJECTS_TABLE).count({ count: '*' })) as { count: unknown }[];
  return toNumber(row?.count);
}

export async function pruneSetAsideLines(knex: Knex, keep = MAX_SET_ASIDE_LINES): Promise<number> {
  const [newest] = (await knex(REJECTS_TABLE).orderBy('id', 'desc').offset(keep).limit(1).select('id')) as {
    id: unknown;
  }[];
  return newest ? knex(REJECTS_TABLE).where('id', '<=', toNumber(newest.id)).del() : 0;
}
