import type { Knex } from 'knex';
import type { MembershipState, PaidPlanId } from '@cs16ar/contracts';
import { toNumber } from '../game-servers/statistics/stats-store';
import type { Subscription } from './membership-rules';

// The memberships' tables (migrations 0003, 0006 and 0007): plain knex, read and written only here.

export const SUBSCRIPTIONS = 'membership_subscriptions';
export const PAYMENTS = 'membership_payments';
export const HISTORY = 'membership_history';
export const NOTIFICATIONS = 'membership_notifications';
export const SUSPENSIONS = 'privilege_suspensions';

export type SubscriptionRow = Subscription & {
  checkoutUrl: string | null;
  payerEmail: string | null;
  // The Admin plan's server (migration 0007) and when the player chose it.
  adminServerId: string | null;
  adminServerChosenAt: number | null;
  createdAt: number;
  updatedAt: number;
};

export type PaymentRow = {
  paymentId: string;
  subscriptionId: string;
  kind: 'charge' | 'upgrade';
  amount: number;
  currency: string;
  status: string;
  statusDetail: string | null;
  periodStart: number | null;
  periodEnd: number | null;
  at: number;
};

export type HistoryRow = {
  fromState: MembershipState | null;
  toState: MembershipState;
  cause: string;
  actor: Actor;
  actorUserId: number | null;
  paymentId: string | null;
  at: number;
};

export type Actor = 'mercadopago' | 'player' | 'staff' | 'system';

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));
const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));

function subscriptionOf(row: Record<string, unknown>): SubscriptionRow {
  return {
    id: String(row.id),
    userId: toNumber(row.user_id),
    plan: String(row.plan) as PaidPlanId,
    amount: toNumber(row.amount),
    currency: String(row.currency),
    state: String(row.state) as MembershipState,
    preapprovalId: nullableText(row.preapproval_id),
    checkoutUrl: nullableText(row.checkout_url),
    payerEmail: nullableText(row.payer_email),
    payerId: nullableNumber(row.payer_id),
    periodStart: nullableNumber(row.period_start),
    periodEnd: nullableNumber(row.period_end),
    graceUntil: nullableNumber(row.grace_until),
    nextPlan: (nullableText(row.next_plan) as PaidPlanId | null) ?? null,
    upgradePlan: (nullableText(row.upgrade_plan) as PaidPlanId | null) ?? null,
    upgradeAmount: nullableNumber(row.upgrade_amount),
    remindedFor: nullableNumber(row.reminded_for),
    adminServerId: nullableText(row.admin_server_document_id),
    adminServerChosenAt: nullableNumber(row.admin_server_chosen_at),
    createdAt: toNumber(row.created_at),
    updatedAt: toNumber(row.updated_at),
  };
}

const COLUMNS: Record<keyof SubscriptionRow, string> = {
  id: 'id',
  userId: 'user_id',
  plan: 'plan',
  amount: 'amount',
  currency: 'currency',
  state: 'state',
  preapprovalId: 'preapproval_id',
  checkoutUrl: 'checkout_url',
  payerEmail: 'payer_email',
  payerId: 'payer_id',
  periodStart: 'period_start',
  periodEnd: 'period_end',
  graceUntil: 'grace_until',
  nextPlan: 'next_plan',
  upgradePlan: 'upgrade_plan',
  upgradeAmount: 'upgrade_amount',
  remindedFor: 'reminded_for',
  adminServerId: 'admin_server_document_id',
  adminServerChosenAt: 'admin_server_chosen_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

function columnsOf(patch: Partial<SubscriptionRow>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    const column = COLUMNS[key as keyof SubscriptionRow];
    if (column && value !== undefined) out[column] = value;
  }
  return out;
}

export async function insertSubscription(knex: Knex, row: SubscriptionRow): Promise<void> {
  await knex(SUBSCRIPTIONS).insert(columnsOf(row));
}

export async function updateSubscription(
  knex: Knex,
  id: string,
  patch: Partial<SubscriptionRow>,
  now: number,
): Promise<void> {
  await knex(SUBSCRIPTIONS)
    .where('id', id)
    .update(columnsOf({ ...patch, updatedAt: now }));
}

export async function findSubscription(knex: Knex, id: string, forUpdate = false): Promise<SubscriptionRow | null> {
  const query = knex(SUBSCRIPTIONS).where('id', id).first();
  const row = (await (forUpdate ? query.forUpdate() : query)) as Record<string, unknown> | undefined;
  return row ? subscriptionOf(row) : null;
}

export async function findByPreapproval(knex: Knex, preapprovalId: string): Promise<SubscriptionRow | null> {
  const row = (await knex(SUBSCRIPTIONS).where('preapproval_id', preapprovalId).first()) as
    Record<string, unknown> | undefined;
  return row ? subscriptionOf(row) : null;
}

// The player's subscription in force (pending or live), else their latest.
export async function currentSubscriptionOf(knex: Knex, userId: number): Promise<SubscriptionRow | null> {
  const row = (await knex(SUBSCRIPTIONS)
    .where('user_id', userId)
    .orderByRaw(`(state IN ('pending', 'active', 'past_due', 'cancelled', 'paused')) DESC, created_at DESC`)
    .first()) as Record<string, unknown> | undefined;
  return row ? subscriptionOf(row) : null;
}

export async function liveSubscriptionOf(
  knex: Knex,
  userId: number,
  forUpdate = false,
): Promise<SubscriptionRow | null> {
  const query = knex(SUBSCRIPTIONS)
    .where('user_id', userId)
    .whereIn('state', ['pending', 'active', 'past_due', 'cancelled', 'paused'])
    .first();
  const row = (await (forUpdate ? query.forUpdate() : query)) as Record<string, unknown> | undefined;
  return row ? subscriptionOf(row) : null;
}

// What the sweep looks at: every live subscription whose period has ended, or whose renewal reminder is due.
export async function subscriptionsDue(
  knex: Knex,
  now: number,
  reminderUntil: number,
  limit: number,
): Promise<SubscriptionRow[]> {
  const rows = (await knex(SUBSCRIPTIONS)
    .whereIn('state', ['active', 'past_due', 'cancelled', 'paused'])
    .where((due) =>
      due
        .where('period_end', '<=', now)
        .orWhere((reminder) =>
          reminder
            .where('state', 'active')
            .where('period_end', '<=', reminderUntil)
            .whereRaw('reminded_for IS DISTINCT FROM period_end'),
        ),
    )
    .orderBy('period_end', 'asc')
    .limit(limit)) as Record<string, unknown>[];
  return rows.map(subscriptionOf);
}

export async function listSubscriptions(
  knex: Knex,
  filter: { state?: MembershipState },
  limit: number,
): Promise<SubscriptionRow[]> {
  const query = knex(SUBSCRIPTIONS).orderBy('updated_at', 'desc').limit(limit);
  if (filter.state) query.where('state', filter.state);
  return ((await query) as Record<string, unknown>[]).map(subscriptionOf);
}

export async function paymentStatusOf(knex: Knex, paymentId: string): Promise<string | null> {
  const row = (await knex(PAYMENTS).where('payment_id', paymentId).forUpdate().first()) as
    { status: string } | undefined;
  return row?.status ?? null;
}

export async function upsertPayment(knex: Knex, payment: PaymentRow, now: number): Promise<void> {
  await knex(PAYMENTS)
    .insert({
      payment_id: payment.paymentId,
      subscription_id: payment.subscriptionId,
      kind: payment.kind,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      status_detail: payment.statusDetail,
      period_start: payment.periodStart,
      period_end: payment.periodEnd,
      at: payment.at,
      updated_at: now,
    })
    .onConflict('payment_id')
    .merge(['status', 'status_detail', 'updated_at']);
  // A period is given once, by the approval: a later status (refunded) keeps it.
  if (payment.periodStart !== null) {
    await knex(PAYMENTS)
      .where('payment_id', payment.paymentId)
      .update({ period_start: payment.periodStart, period_end: payment.periodEnd });
  }
}

export async function paymentsOf(knex: Knex, subscriptionIds: string[]): Promise<PaymentRow[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = (await knex(PAYMENTS).whereIn('subscription_id', subscriptionIds).orderBy('at', 'desc')) as Record<
    string,
    unknown
  >[];
  return rows.map((row) => ({
    paymentId: String(row.payment_id),
    subscriptionId: String(row.subscription_id),
    kind: String(row.kind) as PaymentRow['kind'],
    amount: toNumber(row.amount),
    currency: String(row.currency),
    status: String(row.status),
    statusDetail: nullableText(row.status_detail),
    periodStart: nullableNumber(row.period_start),
    periodEnd: nullableNumber(row.period_end),
    at: toNumber(row.at),
  }));
}

export async function latestApprovedPayment(knex: Knex, subscriptionId: string): Promise<PaymentRow | null> {
  const [latest] = (await paymentsOf(knex, [subscriptionId])).filter((payment) => payment.status === 'approved');
  return latest ?? null;
}

export async function recordHistory(knex: Knex, entry: HistoryRow & { subscriptionId: string }): Promise<void> {
  await knex(HISTORY).insert({
    subscription_id: entry.subscriptionId,
    from_state: entry.fromState,
    to_state: entry.toState,
    cause: entry.cause.slice(0, 200),
    actor: entry.actor,
    actor_user_id: entry.actorUserId,
    payment_id: entry.paymentId,
    at: entry.at,
  });
}

export async function historyOf(knex: Knex, subscriptionId: string): Promise<HistoryRow[]> {
  const rows = (await knex(HISTORY).where('subscription_id', subscriptionId).orderBy('id', 'asc')) as Record<
    string,
    unknown
  >[];
  return rows.map((row) => ({
    fromState: (nullableText(row.from_state) as MembershipState | null) ?? null,
    toState: String(row.to_state) as MembershipState,
    cause: String(row.cause),
    actor: String(row.actor) as Actor,
    actorUserId: nullableNumber(row.actor_user_id),
    paymentId: nullableText(row.payment_id),
    at: toNumber(row.at),
  }));
}

// A notification whose signature held: kept once per (topic, resource, request id); false when already received.
export async function recordNotification(
  knex: Knex,
  input: { topic: string; resourceId: string; requestId: string; at: number },
): Promise<boolean> {
  const inserted = (await knex(NOTIFICATIONS)
    .insert({
      topic: input.topic,
      resource_id: input.resourceId,
      request_id: input.requestId,
      received_at: input.at,
    })
    .onConflict(['topic', 'resource_id', 'request_id'])
    .ignore()
    .returning('id')) as unknown[];
  return inserted.length > 0;
}

export async function markNotificationsApplied(
  knex: Knex,
  input: { topic: string; resourceId: string; outcome: string; at: number },
): Promise<void> {
  await knex(NOTIFICATIONS)
    .where({ topic: input.topic, resource_id: input.resourceId })
    .whereNull('applied_at')
    .update({ applied_at: input.at, outcome: input.outcome.slice(0, 200) });
}

// The members whose membership holds privileges now (issue 44: what reaches the game servers), one row per player;
// a player whose privileges staff suspended is not one.
export async function privilegedMembers(
  knex: Knex,
  states: readonly MembershipState[],
): Promise<{ userId: number; plan: PaidPlanId; adminServerId: string | null }[]> {
  const rows = (await knex(SUBSCRIPTIONS)
    .whereIn('state', states)
    .whereNotIn('user_id', knex(SUSPENSIONS).select('user_id'))
    .select('user_id', 'plan', 'admin_server_document_id')) as {
    user_id: number;
    plan: string;
    admin_server_document_id: string | null;
  }[];
  return rows.map((row) => ({
    userId: toNumber(row.user_id),
    plan: row.plan as PaidPlanId,
    adminServerId: row.admin_server_document_id,
  }));
}

export type PrivilegeSuspension = { reason: string; staff: { userId: number; name: string }; at: number };

// Staff suspended the player's privileges (issue 44): the row holds until staff restore them.
export async function suspendPrivileges(knex: Knex, userId: number, suspension: PrivilegeSuspension): Promise<void> {
  await knex(SUSPENSIONS)
    .insert({
      user_id: userId,
      reason: suspension.reason.slice(0, 300),
      staff_user_id: suspension.staff.userId,
      staff_name: suspension.staff.name.slice(0, 64),
      suspended_at: suspension.at,
    })
    .onConflict('user_id')
    .merge();
}

/** Whether there was a suspension to lift. */
export async function restorePrivileges(knex: Knex, userId: number): Promise<boolean> {
  return (await knex(SUSPENSIONS).where({ user_id: userId }).del()) > 0;
}

export async function suspensionsOf(knex: Knex, userIds: number[]): Promise<Map<number, PrivilegeSuspension>> {
  if (userIds.length === 0) return new Map();
  const rows = (await knex(SUSPENSIONS).whereIn('user_id', userIds)) as Record<string, unknown>[];
  return new Map(
    rows.map((row) => [
      toNumber(row.user_id),
      {
        reason: String(row.reason),
        staff: { userId: toNumber(row.staff_user_id), name: String(row.staff_name) },
        at: toNumber(row.suspended_at),
      },
    ]),
  );
}
