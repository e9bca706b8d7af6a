import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { toNumber } from '../game-stats/stats-store';
import { banCommands, unbanCommands } from '../rcon/ban-commands';
import { deliverRconCommands, type DeliveryAttempt } from '../rcon/rcon-delivery';
import { rconTargetOf } from '../rcon/rcon-target';

// A community-wide ban reaches every other server as GoldSrc rcon commands (src/rcon); each server gets one
// delivery record (state, attempts, last error, times) in a plain table, and "aplicado en N de M" is counted
// from them. The sending is one function, deliverBanCommand, called from one place (api::ban.ban's deliver).

export const DELIVERIES_TABLE = 'ban_deliveries';
export const DELIVERY_STATES = ['pendiente', 'aplicado', 'fallido'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

// minutes 0: permanent (as HLDS's banid takes it).
export type BanCommand = { kind: 'ban'; steamId: string; minutes: number } | { kind: 'unban'; steamId: string };
export type DeliveryOutcome = { state: 'aplicado' } | { state: 'fallido'; error: string };

// A delivery's sending is its row and the time that sending was ordered (`created_at`, set again when a
// shortened ban is sent anew): whoever sends checks it is still the current one before each retry and records
// its outcome only then, so an order replaced meanwhile (lifted, shortened) never lands after its replacement.
export type PendingDelivery = { id: number; serverDocumentId: string; command: string; sentAt: number };

// Sends the command to one server (`banid <minutes> <steamid> kick` + `writeid`, or `removeid` + `writeid`),
// again with backoff while the failure can pass (src/rcon/rcon-delivery.ts); `onRetry` hears each failed
// attempt that will be tried again, so the record shows it. The password is read here, at sending time, and
// goes nowhere else.
export async function deliverBanCommand(
  strapi: Core.Strapi,
  serverDocumentId: string,
  command: BanCommand,
  onRetry: (attempt: DeliveryAttempt) => Promise<void>,
  stillWanted: () => Promise<boolean>,
): Promise<(DeliveryOutcome & { attempts: number }) | 'replaced'> {
  const built = command.kind === 'ban' ? banCommands(command.steamId, command.minutes) : unbanCommands(command.steamId);
  if (!built.ok) return { state: 'fallido', error: built.error, attempts: 0 };
  const target = await rconTargetOf(strapi, serverDocumentId);
  if (!target) return { state: 'fallido', error: 'el servidor no tiene contraseña de rcon', attempts: 0 };
  const result = await deliverRconCommands(target.server, built.commands, {
    password: target.password,
    onAttempt: (attempt) => (attempt.retryInMs === null ? undefined : onRetry(attempt)),
    stillWanted,
  });
  if (result.abandoned) return 'replaced';
  return result.outcome.ok
    ? { state: 'aplicado', attempts: result.attempts }
    : { state: 'fallido', error: result.outcome.message, attempts: result.attempts };
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

export async function pendingDeliveries(knex: Knex, banDocumentId: string): Promise<PendingDelivery[]> {
  return (
    (await knex(DELIVERIES_TABLE)
      .where({ ban_document_id: banDocumentId, state: 'pendiente' })
      .select('id', 'server_document_id', 'command', 'created_at')) as DeliveryRow[]
  ).map(pendingDeliveryOf);
}

type DeliveryRow = { id: unknown; server_document_id: string; command: string; created_at: unknown };

function pendingDeliveryOf(row: DeliveryRow): PendingDelivery {
  return {
    id: toNumber(row.id),
    serverDocumentId: row.server_document_id,
    command: row.command,
    sentAt: toNumber(row.created_at),
  };
}

// Whether `delivery` is still the current sending of its row: pending, and not ordered again since.
export async function isCurrentSending(knex: Knex, delivery: PendingDelivery): Promise<boolean> {
  const row = await knex(DELIVERIES_TABLE)
    .where({ id: delivery.id, state: 'pendiente', created_at: delivery.sentAt })
    .first('id');
  return row !== undefined;
}

// A lift replaces the ban's sending still under way: those servers are not sent the ban any more (the lift's
// removeid goes to every server anyway).
export async function replaceBanDeliveries(trx: Knex.Transaction, banDocumentId: string, now: number): Promise<void> {
  await trx(DELIVERIES_TABLE)
    .where({ ban_document_id: banDocumentId, command: 'ban', state: 'pendiente' })
    .update({ state: 'fallido', last_error: 'el baneo se levantó antes de aplicarse', updated_at: now });
}

// A shortened community-wide ban goes to every other server again (`banid` with the minutes left replaces the
// server's entry): its ban deliveries are pending once more, so "aplicado en N de M" counts the new sending.
export async function resendBanDeliveries(trx: Knex.Transaction, banDocumentId: string, now: number): Promise<void> {
  await trx(DELIVERIES_TABLE)
    .where({ ban_document_id: banDocumentId, command: 'ban' })
    .update({ state: 'pendiente', attempts: 0, last_error: null, created_at: now, updated_at: now });
}

// Deliveries left pending by an instance that stopped while sending them (a deploy, a crash): the one that
// sends records every failed attempt (recordRetry) within its longest backoff plus one rcon timeout, far less
// than a minute, so a pending row untouched for longer than that has nobody sending it. Each is claimed by
// touching it only if it is still untouched, so two resumers (a leader that has not yet noticed it lost its
// lock) never both take the same one; at most `limit` per look.
export const STALLED_DELIVERY_MS = 60 * 1000;

export async function claimStalledDeliveries(
  knex: Knex,
  now: number,
  limit: number,
): Promise<Map<string, PendingDelivery[]>> {
  const stalledBefore = now - STALLED_DELIVERY_MS;
  const rows = (await knex(DELIVERIES_TABLE)
    .where('state', 'pendiente')
    .where('updated_at', '<', stalledBefore)
    .orderBy('id', 'asc')
    .limit(limit)
    .select('id', 'ban_document_id', 'server_document_id', 'command', 'created_at', 'updated_at')) as (DeliveryRow & {
    ban_document_id: string;
    updated_at: unknown;
  })[];
  const claimed = new Map<string, PendingDelivery[]>();
  for (const row of rows) {
    const taken = await knex(DELIVERIES_TABLE)
      .where({ id: toNumber(row.id), state: 'pendiente', updated_at: toNumber(row.updated_at) })
      .update({ updated_at: now });
    if (taken !== 1) continue;
    const list = claimed.get(row.ban_document_id) ?? [];
    list.push(pendingDeliveryOf(row));
    claimed.set(row.ban_document_id, list);
  }
  return claimed;
}

// Each server's delivery of the ban's latest command (the lift's once it was lifted), for staff: which servers
// applied it, which are still being tried and which failed, with the last error.
export async function deliveriesOf(knex: Knex, banDocumentId: string) {
  const rows = (await knex(DELIVERIES_TABLE)
    .where('ban_document_id', banDocumentId)
    .orderBy('id', 'asc')
    .select('server_document_id', 'command', 'state', 'attempts', 'last_error', 'updated_at')) as {
    server_document_id: string;
    command: string;
    state: string;
    attempts: unknown;
    last_error: string | null;
    updated_at: unknown;
  }[];
  const latest = rows.some((row) => row.command === 'unban') ? 'unban' : 'ban';
  return rows
    .filter((row) => row.command === latest)
    .map((row) => ({
      serverDocumentId: row.server_document_id,
      command: latest,
      state: row.state as DeliveryState,
      attempts: toNumber(row.attempts),
      lastError: row.last_error,
      updatedAt: new Date(toNumber(row.updated_at)).toISOString(),
    }));
}

// A failed attempt that will be tried again: the record stays pending and shows the attempt and its error
// (unless the sending was replaced meanwhile: then the record is the new sending's).
export async function recordRetry(
  knex: Knex,
  delivery: PendingDelivery,
  attempts: number,
  error: string,
  now: number,
): Promise<void> {
  await knex(DELIVERIES_TABLE)
    .where({ id: delivery.id, state: 'pendiente', created_at: delivery.sentAt })
    .update({ attempts, last_error: error.slice(0, 200), updated_at: now });
}

export async function recordOutcome(
  knex: Knex,
  delivery: PendingDelivery,
  outcome: DeliveryOutcome & { attempts: number },
  now: number,
): Promise<void> {
  await knex(DELIVERIES_TABLE)
    .where({ id: delivery.id, state: 'pendiente', created_at: delivery.sentAt })
    .update({
      state: outcome.state,
      attempts: outcome.attempts,
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
