import type { Knex } from 'knex';
import { toNumber } from '../game-stats/stats-store';
import { createTable } from '../game-stats/tables';

// A community-wide ban reaches every other server as a GoldSrc rcon command; each server gets one delivery
// record (state, attempts, last error, times) in a plain table, and "aplicado en N de M" is counted from them.
// The sending is one function, deliverBanCommand, called from one place (api::ban.ban's deliver): the rcon
// client (src/rcon, another branch) is wired into it when the branches meet; until then it answers `fallido`
// with "rcon no disponible", so nothing claims a server applied what nobody sent.

export const DELIVERIES_TABLE = 'ban_deliveries';
export const DELIVERY_STATES = ['pendiente', 'aplicado', 'fallido'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

// minutes 0: permanent (as HLDS's banid takes it).
export type BanCommand = { kind: 'ban'; steamId: string; minutes: number } | { kind: 'unban'; steamId: string };
export type DeliveryOutcome = { state: 'aplicado' } | { state: 'fallido'; error: string };
export type DeliveryTarget = { documentId: string; address: string; port: number };

// The console commands, as an admin would type them: ban (and kick whoever holds the Steam ID) or lift, then
// write the ban list to disk so it survives a restart.
export function rconCommands(command: BanCommand): string[] {
  return command.kind === 'ban'
    ? [`banid ${command.minutes} ${command.steamId} kick`, 'writeid']
    : [`removeid ${command.steamId}`, 'writeid'];
}

export async function deliverBanCommand(target: DeliveryTarget, command: BanCommand): Promise<DeliveryOutcome> {
  void target;
  void rconCommands(command);
  return { state: 'fallido', error: 'rcon no disponible' };
}

export async function ensureDeliveriesTable(knex: Knex): Promise<void> {
  await createTable(knex, DELIVERIES_TABLE, (table) => {
    table.increments('id');
    table.string('ban_document_id', 64).notNullable();
    table.string('server_document_id', 64).notNullable();
    // 'ban' or 'unban'.
    table.string('command', 8).notNullable();
    table.string('state', 12).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.string('last_error', 200).nullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('updated_at').notNullable();
    table.index(['ban_document_id', 'command'], 'ban_deliveries_ban_idx');
  });
}

export async function createDeliveries(
  trx: Knex.Transaction,
  banDocumentId: string,
  serverDocumentIds: readonly string[],
  command: BanCommand['kind'],
  now: number,
): Promise<void> {
  if (serverDocumentIds.length === 0) return;
  await trx(DELIVERIES_TABLE).insert(
    serverDocumentIds.map((serverDocumentId) => ({
      ban_document_id: banDocumentId,
      server_document_id: serverDocumentId,
      command,
      state: 'pendiente',
      attempts: 0,
      created_at: now,
      updated_at: now,
    })),
  );
}

export async function pendingDeliveries(knex: Knex, banDocumentId: string) {
  return (
    (await knex(DELIVERIES_TABLE)
      .where({ ban_document_id: banDocumentId, state: 'pendiente' })
      .select('id', 'server_document_id', 'command')) as { id: unknown; server_document_id: string; command: string }[]
  ).map((row) => ({ id: toNumber(row.id), serverDocumentId: row.server_document_id, command: row.command }));
}

export async function recordOutcome(knex: Knex, id: number, outcome: DeliveryOutcome, now: number): Promise<void> {
  await knex(DELIVERIES_TABLE)
    .where('id', id)
    .update({
      state: outcome.state,
      attempts: knex.raw('attempts + 1'),
      last_error: outcome.state === 'fallido' ? outcome.error.slice(0, 200) : null,
      updated_at: now,
    });
}

// "aplicado en N de M" of each ban's latest command (the lift's once it was lifted).
export async function deliveryCounts(knex: Knex, banDocumentIds: readonly string[]) {
  const counts = new Map<string, { command: string; applied: number; total: number }>();
  if (banDocumentIds.length === 0) return counts;
  const rows = (await knex(DELIVERIES_TABLE)
    .whereIn('ban_document_id', banDocumentIds)
    .groupBy('ban_document_id', 'command', 'state')
    .select('ban_document_id', 'command', 'state')
    .count({ n: '*' })) as { ban_document_id: string; command: string; state: string; n: unknown }[];
  for (const row of rows) {
    const known = counts.get(row.ban_document_id);
    if (known && known.command === 'unban' && row.command === 'ban') continue;
    const entry = known && known.command === row.command ? known : { command: row.command, applied: 0, total: 0 };
    entry.total += toNumber(row.n);
    if (row.state === 'aplicado') entry.applied += toNumber(row.n);
    counts.set(row.ban_document_id, entry);
  }
  return counts;
}
