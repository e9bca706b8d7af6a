import type { Knex } from 'knex';
import { toNumber } from './stats-store';
import { LINES_TABLE, NAMES_TABLE } from './tables';

// The shared queue between the listeners (every instance) and the one consumer.

export type QueuedLineRow = { id: number; serverDocumentId: string; line: string; receivedAt: number };

// knex writes a SQLite multi-row insert as a compound SELECT, limited to 500 terms; PostgreSQL takes
// up to 65535 bound values per statement, and fewer round trips are what makes it fast.
const rowsPerStatement = (knex: Knex) => (knex.client.dialect === 'postgresql' ? 4000 : 500);
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
// One transaction per call: one commit (one disk sync on SQLite) for thousands of lines.
export async function enqueueLines(
  knex: Knex,
  lines: readonly { serverDocumentId: string; dedupKey: string; line: string; receivedAt: number }[],
): Promise<void> {
  const chunk = rowsPerStatement(knex);
  await knex.transaction(async (trx) => {
    for (let i = 0; i < lines.length; i += chunk) {
      const rows = lines.slice(i, i + chunk).map((line) => ({
        server_document_id: line.serverDocumentId,
        dedup_key: line.dedupKey,
        line: line.line,
        received_at: line.receivedAt,
        applied: false,
      }));
      await trx(LINES_TABLE).insert(rows).onConflict('dedup_key').ignore();
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

export async function markApplied(knex: Knex, ids: readonly number[]): Promise<void> {
  // Ids are plain bound values: 5000 per statement stays within both databases' limits.
  for (let i = 0; i < ids.length; i += 5000) {
    await knex(LINES_TABLE)
      .whereIn('id', ids.slice(i, i + 5000))
      .update({ applied: true });
  }
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
