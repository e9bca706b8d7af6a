import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { toNumber } from '../statistics/stats-store';
import { banCommands, unbanCommands } from '../rcon/ban-commands';
import { sendRconCommands } from '../rcon/goldsrc-rcon';
import { rconTargetOf } from '../rcon/rcon-target';

// A community-wide ban reaches every other server as GoldSrc rcon commands (src/game-servers/rcon); each server gets one
// delivery record (state, attempts, last error, times) in a plain table, and "aplicado en N de M" is counted
// from them. Each delivery is a job of the queue (`bans-deliver`, src/game-servers/bans/ban-service.ts): one attempt per
// run, sendBanCommand, retried by the queue with its backoff, on whichever instance, also after a restart.

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

// One attempt at sending the command to one server (`banid <minutes> <steamid> kick` + `writeid`, or `removeid` +
// `writeid`); the job queue tries again, with its backoff, when the failure can pass (src/game-servers/bans/ban-service.ts, the
// `bans-deliver` job). The password is read here, at sending time, and goes nowhere else.
export type SendOutcome = { ok: true } | { ok: false; error: string; retryable: boolean };

export async function sendBanCommand(
  strapi: Core.Strapi,
  serverDocumentId: string,
  command: BanCommand,
): Promise<SendOutcome> {
  const built = command.kind === 'ban' ? banCommands(command.steamId, command.minutes) : unbanCommands(command.steamId);
  if (!built.ok) return { ok: false, error: built.error, retryable: false };
  const target = await rconTargetOf(strapi, serverDocumentId);
  if (!target) return { ok: false, error: 'el servidor no tiene contraseña de rcon', retryable: false };
  const outcome = await sendRconCommands(target.server, built.commands, { password: target.password });
  return outcome.ok ? { ok: true } : { ok: false, error: outcome.message, retryable: outcome.retryable };
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

// The delivery a job was sent for, while it is still that sending: pending, and not ordered again since (a lift
// replaced it, a shortened ban sent it anew); null otherwise.
export async function currentDelivery(
  knex: Knex,
  id: number,
  sentAt: number,
): Promise<(PendingDelivery & { banDocumentId: string }) | null> {
  const row = (await knex(DELIVERIES_TABLE)
    .where({ id, state: 'pendiente', created_at: sentAt })
    .first('id', 'ban_document_id', 'server_document_id', 'command', 'created_at')) as
    (DeliveryRow & { ban_document_id: string }) | undefined;
  return row ? { ...pendingDeliveryOf(row), banDocumentId: row.ban_document_id } : null;
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
