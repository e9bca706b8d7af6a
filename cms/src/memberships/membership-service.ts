import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  MEMBERSHIP_CURRENCY,
  membershipPlans,
  type MembershipPlayer,
  type MembershipStaffAction,
  type MembershipState,
  type MembershipView,
  type PaidPlanId,
  type StaffMembershipDetail,
  type StaffMembershipView,
} from '@cs16ar/contracts';
import { eventBus } from '../cluster/event-bus';
import { discord } from '../discord';
import { intFromEnv } from '../env/int-from-env';
import { Refusal } from '../http/refusal';
import { siteUrl } from '../env/site-url';
import { jobQueue, type JobSpec } from '../jobs/job-queue';
import { accountChanges } from '../live-events/account-changes';
import { recordStaffAction, staffActionsOf } from '../staff-audit/staff-audit-log';
import { USER_UID } from '../users/user-fields';
import {
  createMercadoPagoClient,
  MercadoPagoRefused,
  MercadoPagoUnavailable,
  type MercadoPagoClient,
  type RemotePayment,
} from './mercadopago-client';
import { mercadoPagoSettings } from './mercadopago-settings';
import { formatDate, membershipEmail } from './membership-emails';
import {
  adminServerChangeableFrom,
  applyPayment,
  applyPreapprovalStatus,
  DAY_MS,
  holdsPrivileges,
  REMINDER_BEFORE_MS,
  sweep,
  type EmailKind,
  type Subscription,
  type Transition,
} from './membership-rules';
import {
  currentSubscriptionOf,
  findByPreapproval,
  findSubscription,
  historyOf,
  insertSubscription,
  latestApprovedPayment,
  listSubscriptions,
  liveSubscriptionOf,
  markNotificationsApplied,
  paymentsOf,
  paymentStatusOf,
  recordHistory,
  recordNotification,
  restorePrivileges,
  subscriptionsDue,
  suspendPrivileges,
  suspensionsOf,
  updateSubscription,
  upsertPayment,
  type Actor,
  type PaymentRow,
  type SubscriptionRow,
} from './membership-store';
import { proratedUpgrade } from './proration';
import { checkSignature, type SignatureCheck } from './webhook-signature';

const SERVER_UID = 'api::server.server';
const NOTIFICATION_JOB = 'memberships-notification';
const SWEEP_JOB = 'memberships-sweep';
const CANCEL_JOB = 'memberships-cancel-at-mercadopago';
const EMAIL_JOB = 'memberships-email';
const REPRICE_JOB = 'memberships-reprice-at-mercadopago';

// The topics MercadoPago notifies about subscriptions and their charges; anything else is acknowledged and dropped.
export const NOTIFICATION_TOPICS = ['payment', 'subscription_preapproval', 'subscription_authorized_payment'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

// Refusals the controllers turn into 4xx/503 with these (Spanish) messages (src/http/refusal.ts).
export class MembershipRefusal extends Refusal {}

const UNAVAILABLE = 'MercadoPago no responde en este momento. Probá de nuevo en unos minutos.';
const NOT_CONFIGURED = 'Los pagos con MercadoPago no están configurados en este sitio.';

type Effects = {
  emails: { kind: EmailKind; operation: string | null }[];
  cancelAtMercadoPago: boolean;
  syncUser: boolean;
  // The subscription's new monthly amount at MercadoPago (an upgrade paid).
  repriceTo?: number;
};

const graceMs = () => intFromEnv('MEMBERSHIP_GRACE_DAYS', 3, 0) * DAY_MS;

// A new subscription row: who, which plan, for how much, in which state and period; nothing of MercadoPago's yet.
function newSubscriptionRow(
  fields: Pick<SubscriptionRow, 'userId' | 'plan' | 'amount' | 'state' | 'payerEmail' | 'periodStart' | 'periodEnd'> &
    Partial<Pick<SubscriptionRow, 'adminServerId' | 'adminServerChosenAt'>>,
  now: number,
): SubscriptionRow {
  return {
    id: randomUUID(),
    currency: MEMBERSHIP_CURRENCY,
    preapprovalId: null,
    checkoutUrl: null,
    payerId: null,
    graceUntil: null,
    nextPlan: null,
    upgradePlan: null,
    upgradeAmount: null,
    remindedFor: null,
    adminServerId: null,
    adminServerChosenAt: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

export function createMemberships({ strapi, client }: { strapi: Core.Strapi; client?: MercadoPagoClient }) {
  const mp = client ?? createMercadoPagoClient(mercadoPagoSettings);
  const knex = (): Knex => strapi.db.connection;
  const counters = {
    signaturesRefused: 0,
    notificationsReceived: 0,
    notificationsApplied: 0,
    paymentsRefused: 0,
    unknownSubscriptions: 0,
  };

  function configured(): void {
    if (!mercadoPagoSettings()) throw new MembershipRefusal(503, NOT_CONFIGURED);
  }

  async function transition(
    trx: Knex.Transaction,
    sub: SubscriptionRow,
    change: Transition,
    actor: Actor,
    at: number,
    extra: { actorUserId?: number | null; paymentId?: string | null } = {},
  ): Promise<void> {
    await recordHistory(trx, {
      subscriptionId: sub.id,
      fromState: sub.state,
      toState: change.to,
      cause: change.cause,
      actor,
      actorUserId: extra.actorUserId ?? null,
      paymentId: extra.paymentId ?? null,
      at,
    });
    // Staff's channel of the community's Discord hears of a new member and of a failed charge, once committed.
    const kind =
      change.to === 'active' && sub.state === 'pending'
        ? 'membership-new'
        : change.to === 'past_due' && sub.state !== 'past_due'
          ? 'membership-failed-charge'
          : null;
    if (kind) {
      trx.executionPromise.then(() => announceMember(kind, sub, at)).catch(() => undefined);
    }
  }

  async function announceMember(
    kind: 'membership-new' | 'membership-failed-charge',
    sub: SubscriptionRow,
    at: number,
  ): Promise<void> {
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { id: sub.userId },
      select: ['username', 'nickname'],
    })) as { username: string; nickname: string | null } | null;
    if (!user) return;
    await discord(strapi).announce(`${kind}:${sub.id}:${at}`, {
      kind,
      member: { name: user.nickname || user.username, plan: sub.plan },
    });
  }

  // Only the Admin plan chooses a server, and only one of the community's.
  async function refuseAdminServer(plan: PaidPlanId, serverId: string): Promise<void> {
    if (plan !== 'admin') throw new MembershipRefusal(400, 'Solo el plan Admin elige un servidor.');
    const server = await strapi.db.query(SERVER_UID).findOne({ where: { documentId: serverId }, select: ['id'] });
    if (!server) throw new MembershipRefusal(400, 'Elegí uno de los servidores de la comunidad.');
  }

  // The user's userType (and so the role badge) follows their membership: the plan while it holds privileges,
  // `regular` once it ends.
  async function syncUserType(userId: number): Promise<void> {
    const live = await liveSubscriptionOf(knex(), userId);
    const userType = live && holdsPrivileges(live) ? live.plan : 'regular';
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { id: userId },
      select: ['id', 'documentId', 'userType'],
    })) as { documentId: string; userType: string } | null;
    if (!user || user.userType === userType) return;
    await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { userType } });
    strapi.log.info(`[memberships] user ${userId} is now ${userType}`);
    eventBus.publish(accountChanges, { profileIds: [user.documentId] });
    // The Discord roles of the plan follow it (src/discord).
    await discord(strapi).rolesFollowAccount(userId);
  }

  async function afterwards(sub: SubscriptionRow, effects: Effects): Promise<void> {
    if (effects.syncUser) await syncUserType(sub.userId);
    for (const email of effects.emails) {
      await jobQueue.send(EMAIL_JOB, { kind: email.kind, subscriptionId: sub.id, operation: email.operation });
    }
    if (effects.repriceTo !== undefined && sub.preapprovalId) {
      await jobQueue.send(
        REPRICE_JOB,
        { preapprovalId: sub.preapprovalId, amount: effects.repriceTo },
        { singletonKey: `${sub.preapprovalId}:${effects.repriceTo}` },
      );
    }
    if (effects.cancelAtMercadoPago && sub.preapprovalId) {
      await jobQueue.send(
        CANCEL_JOB,
        { subscriptionId: sub.id, preapprovalId: sub.preapprovalId },
        { singletonKey: sub.preapprovalId },
      );
    }
  }

  // One payment, as MercadoPago answers it now, applied to its order under the order's row lock: concurrent
  // notifications (and a cancellation racing a renewal) take turns, and the payment id makes it count once.
  async function applyRemotePayment(payment: RemotePayment, now = Date.now()): Promise<string> {
    const byReference = payment.externalReference ? await findSubscription(knex(), payment.externalReference) : null;
    const known =
      byReference ?? (payment.preapprovalId ? await findByPreapproval(knex(), payment.preapprovalId) : null);
    if (!known) {
      counters.unknownSubscriptions += 1;
      strapi.log.warn(`[memberships] payment ${payment.id} names no order of ours: ignored`);
      return 'unknown subscription';
    }
    let effects: Effects = { emails: [], cancelAtMercadoPago: false, syncUser: false };
    let sub: SubscriptionRow = known;
    const outcome = await knex().transaction(async (trx) => {
      sub = (await findSubscription(trx, known.id, true)) ?? known;
      const storedStatus = await paymentStatusOf(trx, payment.id);
      const decided = applyPayment({
        subscription: sub,
        storedStatus,
        payment,
        currency: MEMBERSHIP_CURRENCY,
        graceMs: graceMs(),
        now,
      });
      if (decided.kind === 'refused') {
        await recordHistory(trx, {
          subscriptionId: sub.id,
          fromState: sub.state,
          toState: sub.state,
          cause: `payment ${payment.id} refused: ${decided.reason}`,
          actor: 'mercadopago',
          actorUserId: null,
          paymentId: null,
          at: now,
        });
        return `refused: ${decided.reason}`;
      }
      if (decided.kind === 'unchanged') return 'unchanged';
      await upsertPayment(
        trx,
        {
          paymentId: payment.id,
          subscriptionId: sub.id,
          kind: payment.kind,
          amount: payment.amount ?? 0,
          currency: payment.currency ?? MEMBERSHIP_CURRENCY,
          status: payment.status,
          statusDetail: payment.statusDetail,
          periodStart: decided.period?.start ?? null,
          periodEnd: decided.period?.end ?? null,
          at: payment.approvedAt ? Date.parse(payment.approvedAt) || now : now,
        },
        now,
      );
      const to = decided.transition?.to ?? sub.state;
      await updateSubscription(trx, sub.id, { ...decided.patch, state: to }, now);
      if (decided.transition) {
        await transition(trx, sub, decided.transition, 'mercadopago', now, { paymentId: payment.id });
      } else if (decided.note) {
        await recordHistory(trx, {
          subscriptionId: sub.id,
          fromState: sub.state,
          toState: sub.state,
          cause: decided.note,
          actor: 'mercadopago',
          actorUserId: null,
          paymentId: payment.id,
          at: now,
        });
      }
      effects = {
        emails: decided.email ? [{ kind: decided.email, operation: payment.id }] : [],
        cancelAtMercadoPago: decided.cancelAtMercadoPago,
        syncUser: true,
        repriceTo: decided.repriceTo,
      };
      if (decided.transition && ['refunded', 'charged_back'].includes(decided.transition.to)) {
        strapi.log.warn(`[memberships] staff: order ${sub.id} ended by ${decided.transition.cause} (${payment.id})`);
      }
      return `${payment.status}${decided.transition ? ` → ${decided.transition.to}` : ''}`;
    });
    if (outcome.startsWith('refused')) {
      counters.paymentsRefused += 1;
      strapi.log.warn(`[memberships] payment ${payment.id} for order ${known.id} ${outcome}`);
    }
    await afterwards(sub, effects);
    return outcome;
  }

  async function applyPreapproval(preapprovalId: string, now = Date.now()): Promise<string> {
    const remote = await mp.getPreapproval(preapprovalId);
    const known =
      (remote.externalReference ? await findSubscription(knex(), remote.externalReference) : null) ??
      (await findByPreapproval(knex(), preapprovalId));
    if (!known || (known.preapprovalId && known.preapprovalId !== remote.id)) {
      counters.unknownSubscriptions += 1;
      return 'unknown subscription';
    }
    let effects: Effects = { emails: [], cancelAtMercadoPago: false, syncUser: false };
    const outcome = await knex().transaction(async (trx) => {
      const sub = (await findSubscription(trx, known.id, true)) ?? known;
      const patch: Partial<SubscriptionRow> = {};
      if (sub.payerId === null && remote.payerId !== null) patch.payerId = remote.payerId;
      if (!sub.preapprovalId) patch.preapprovalId = remote.id;
      const change = applyPreapprovalStatus(sub, remote.status, now);
      if (change) {
        patch.state = change.to;
        await transition(trx, sub, change, 'mercadopago', now);
        effects = {
          emails: change.to === 'cancelled' ? [{ kind: 'cancelled', operation: null }] : [],
          cancelAtMercadoPago: false,
          syncUser: true,
        };
      }
      if (Object.keys(patch).length > 0) await updateSubscription(trx, sub.id, patch, now);
      return `subscription ${remote.status}${change ? ` → ${change.to}` : ''}`;
    });
    await afterwards(known, effects);
    return outcome;
  }

  // The `memberships-notification` job: the resource fetched back from MercadoPago, only its answer counts. A
  // 429/5xx/timeout throws, and the queue retries with its backoff.
  async function applyNotification(data: { topic?: unknown; resourceId?: unknown }): Promise<void> {
    const topic = String(data.topic ?? '');
    const resourceId = String(data.resourceId ?? '');
    let outcome: string;
    if (topic === 'payment') outcome = await applyRemotePayment(await mp.getPayment(resourceId));
    else if (topic === 'subscription_preapproval') outcome = await applyPreapproval(resourceId);
    else if (topic === 'subscription_authorized_payment') {
      const invoice = await mp.getInvoice(resourceId);
      outcome = invoice.paymentId
        ? await applyRemotePayment(await mp.getPayment(invoice.paymentId))
        : `charge ${invoice.status}, no payment yet`;
    } else outcome = 'topic ignored';
    counters.notificationsApplied += 1;
    await markNotificationsApplied(knex(), { topic, resourceId, outcome, at: Date.now() });
  }

  async function runSweep(): Promise<void> {
    const now = Date.now();
    const due = await subscriptionsDue(knex(), now, now + REMINDER_BEFORE_MS, 200);
    for (const candidate of due) {
      let effects: Effects = { emails: [], cancelAtMercadoPago: false, syncUser: false };
      await knex().transaction(async (trx) => {
        const sub = await findSubscription(trx, candidate.id, true);
        if (!sub) return;
        // A courtesy membership has no subscription at MercadoPago: it ends with its period.
        const decided =
          sub.preapprovalId === null && sub.state === 'active' && sub.periodEnd !== null && sub.periodEnd <= now
            ? {
                transition: { to: 'expired' as const, cause: 'courtesy period ended' },
                patch: {},
                email: 'ended' as const,
                cancelAtMercadoPago: false,
              }
            : sweep(sub, now, graceMs());
        if (!decided) return;
        await updateSubscription(trx, sub.id, { ...decided.patch, state: decided.transition?.to ?? sub.state }, now);
        if (decided.transition) await transition(trx, sub, decided.transition, 'system', now);
        effects = {
          emails: decided.email ? [{ kind: decided.email, operation: null }] : [],
          cancelAtMercadoPago: decided.cancelAtMercadoPago,
          syncUser: decided.transition !== null,
        };
      });
      await afterwards(candidate, effects);
    }
  }

  async function sendEmail(data: { kind?: unknown; subscriptionId?: unknown; operation?: unknown }): Promise<void> {
    const sub = await findSubscription(knex(), String(data.subscriptionId ?? ''));
    if (!sub) return;
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { id: sub.userId },
      select: ['id', 'username', 'email', 'blocked', 'steamIdVerifiedAt'],
    })) as {
      username: string;
      email: string | null;
      blocked: boolean | null;
      steamIdVerifiedAt: string | null;
    } | null;
    if (!user?.email || user.blocked) return;
    const kind = String(data.kind) as EmailKind;
    const paid = typeof data.operation === 'string' ? data.operation : null;
    const payment = paid ? (await paymentsOf(knex(), [sub.id])).find((row) => row.paymentId === paid) : null;
    const link = kind === 'ended' ? `${siteUrl()}/membresia` : `${siteUrl()}/tu-membresia`;
    await strapi
      .plugin('email')
      .service('email')
      .send({
        to: user.email,
        ...membershipEmail({
          kind,
          username: user.username,
          plan: sub.plan,
          amount: payment?.amount ?? sub.amount,
          periodEnd: sub.periodEnd,
          graceUntil: sub.graceUntil,
          operation: paid,
          link,
          steamIdVerified: Boolean(user.steamIdVerifiedAt),
        }),
      });
  }

  async function cancelAtMercadoPago(data: { preapprovalId?: unknown }): Promise<void> {
    const id = String(data.preapprovalId ?? '');
    try {
      await mp.updatePreapproval(id, { status: 'cancelled' }, `cancel-${id}`);
    } catch (error) {
      // Already cancelled or unknown there: nothing left to do; a 429/5xx is retried by the queue.
      if (error instanceof MercadoPagoRefused) {
        strapi.log.warn(`[memberships] cancelling ${id}: ${error.message}`);
        return;
      }
      throw error;
    }
  }

  async function repriceAtMercadoPago(data: { preapprovalId?: unknown; amount?: unknown }): Promise<void> {
    const id = String(data.preapprovalId ?? '');
    const amount = Number(data.amount);
    await mp.updatePreapproval(id, { amount, currency: MEMBERSHIP_CURRENCY }, `reprice-${id}-${amount}`);
  }

  // Who the members are, for staff (a deleted account is absent: its memberships stay for the record).
  async function playersOf(userIds: number[]): Promise<Map<number, MembershipPlayer>> {
    if (userIds.length === 0) return new Map();
    const rows = (await strapi.db.query(USER_UID).findMany({
      where: { id: { $in: [...new Set(userIds)] } },
      select: ['id', 'username', 'nickname'],
    })) as { id: number; username: string; nickname?: string | null }[];
    return new Map(rows.map((row) => [row.id, { id: row.id, username: row.username, nickname: row.nickname || null }]));
  }

  // `payments`: the subscription's, when the caller read them for many at once (the staff's list).
  // The community's servers by documentId → name (the Admin plan's server is named by it).
  async function serverNames(): Promise<Map<string, string>> {
    const servers = (await strapi.db.query(SERVER_UID).findMany({ select: ['documentId', 'name'] })) as {
      documentId: string;
      name: string;
    }[];
    return new Map(servers.map((server) => [server.documentId, server.name]));
  }

  // The Admin plan's server as the player sees it: changeable again from the period's end once chosen in it.
  function adminServerOf(sub: SubscriptionRow, names: Map<string, string>): MembershipView['adminServer'] {
    if (sub.plan !== 'admin' || !sub.adminServerId || !names.has(sub.adminServerId)) return null;
    const changeableFrom = adminServerChangeableFrom(sub);
    return {
      id: sub.adminServerId,
      name: names.get(sub.adminServerId) ?? '',
      changeableFrom: changeableFrom === null ? null : new Date(changeableFrom).toISOString(),
    };
  }

  async function view(
    sub: SubscriptionRow,
    now = Date.now(),
    read?: PaymentRow[],
    names?: Map<string, string>,
  ): Promise<MembershipView> {
    const payments = read ?? (await paymentsOf(knex(), [sub.id]));
    const adminServer = adminServerOf(sub, names ?? (sub.adminServerId ? await serverNames() : new Map()));
    const charging = sub.state === 'active' || sub.state === 'past_due';
    const upgrade =
      sub.plan === 'premium' && sub.state === 'active' && sub.periodStart !== null && sub.periodEnd !== null
        ? {
            plan: 'admin' as PaidPlanId,
            amount: proratedUpgrade({
              fromAmount: sub.amount,
              toAmount: membershipPlans.admin.monthlyPriceArs,
              periodStart: sub.periodStart,
              periodEnd: sub.periodEnd,
              now,
            }).amount,
          }
        : null;
    const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
    return {
      id: sub.id,
      plan: sub.plan,
      state: sub.state,
      amount: sub.amount,
      currency: MEMBERSHIP_CURRENCY,
      periodEnd: iso(sub.periodEnd),
      graceUntil: sub.state === 'past_due' ? iso(sub.graceUntil) : null,
      nextCharge:
        charging && sub.preapprovalId && sub.periodEnd !== null
          ? {
              at: new Date(sub.state === 'past_due' ? now : sub.periodEnd).toISOString(),
              amount: sub.nextPlan ? membershipPlans[sub.nextPlan].monthlyPriceArs : sub.amount,
            }
          : null,
      nextPlan: sub.nextPlan,
      checkoutUrl: sub.state === 'pending' || sub.state === 'past_due' ? sub.checkoutUrl : null,
      upgrade,
      adminServer,
      payments: payments.map((payment) => ({
        operation: payment.paymentId,
        amount: payment.amount,
        currency: MEMBERSHIP_CURRENCY,
        status: payment.status,
        kind: payment.kind,
        at: new Date(payment.at).toISOString(),
        periodStart: iso(payment.periodStart),
        periodEnd: iso(payment.periodEnd),
      })),
    };
  }

  return {
    health: () => ({ ...counters, configured: mercadoPagoSettings() !== null }),

    // The webhook's first step, before anything is stored.
    checkSignature(input: { header: string | undefined; requestId: string | undefined; dataId: string | null }) {
      const settings = mercadoPagoSettings();
      const result: SignatureCheck = settings
        ? checkSignature({ ...input, secret: settings.webhookSecret, now: Date.now() })
        : 'missing';
      if (result !== 'valid') counters.signaturesRefused += 1;
      return result;
    },

    // A notification whose signature held: recorded, and its work queued (the route answers 200 at once).
    async receiveNotification(input: { topic: NotificationTopic; resourceId: string; requestId: string }) {
      counters.notificationsReceived += 1;
      await recordNotification(knex(), { ...input, at: Date.now() });
      await jobQueue.send(
        NOTIFICATION_JOB,
        { topic: input.topic, resourceId: input.resourceId },
        { singletonKey: `${input.topic}:${input.resourceId}` },
      );
    },

    // "Completar Compra": one subscription per player (a double click, or a retry after MercadoPago failed, reuses
    // the order and its idempotency key); plan and amount are ours, never the browser's.
    // `adminServerId`: the Admin plan's server, when chosen while buying (otherwise later, on /tu-membresia).
    async checkout(
      user: { id: number; email: string | null },
      plan: PaidPlanId,
      adminServerId: string | null = null,
    ): Promise<{ checkoutUrl: string }> {
      configured();
      if (!user.email) throw new MembershipRefusal(409, 'Tu cuenta necesita un email para pagar con MercadoPago.');
      if (adminServerId !== null) await refuseAdminServer(plan, adminServerId);
      const now = Date.now();
      const chosen = adminServerId === null ? {} : { adminServerId, adminServerChosenAt: now };
      const price = membershipPlans[plan].monthlyPriceArs;
      const order = await knex().transaction(async (trx) => {
        await trx.raw('SELECT pg_advisory_xact_lock(43, ?)', [user.id]);
        const live = await liveSubscriptionOf(trx, user.id, true);
        if (live && live.state !== 'pending') {
          throw new MembershipRefusal(
            409,
            `Ya tenés la membresía ${membershipPlans[live.plan].name}. Para cambiarla usá "Cambiar de plan" en Tu membresía.`,
          );
        }
        if (live && live.plan === plan) {
          if (adminServerId !== null) await updateSubscription(trx, live.id, chosen, now);
          return live;
        }
        if (live) {
          await updateSubscription(trx, live.id, { state: 'expired' }, now);
          await transition(trx, live, { to: 'expired', cause: `replaced by a checkout of ${plan}` }, 'player', now, {
            actorUserId: user.id,
          });
        }
        const row = newSubscriptionRow(
          {
            userId: user.id,
            plan,
            amount: price,
            state: 'pending',
            payerEmail: user.email,
            periodStart: null,
            periodEnd: null,
            ...chosen,
          },
          now,
        );
        await insertSubscription(trx, row);
        await recordHistory(trx, {
          subscriptionId: row.id,
          fromState: null,
          toState: 'pending',
          cause: `checkout of ${plan} started`,
          actor: 'player',
          actorUserId: user.id,
          paymentId: null,
          at: now,
        });
        return { ...row, replaced: live };
      });
      if ('replaced' in order && order.replaced?.preapprovalId) {
        await afterwards(order.replaced, { emails: [], cancelAtMercadoPago: true, syncUser: false });
      }
      if (order.checkoutUrl) return { checkoutUrl: order.checkoutUrl };
      try {
        const created = await mp.createPreapproval({
          orderId: order.id,
          reason: `Membresía ${membershipPlans[plan].name} - CS 1.6 Argentina`,
          payerEmail: order.payerEmail ?? user.email,
          amount: order.amount,
          currency: MEMBERSHIP_CURRENCY,
          backUrl: `${siteUrl()}/membresia?pago=${encodeURIComponent(order.id)}`,
        });
        if (!created.initPoint) throw new MercadoPagoUnavailable('MercadoPago answered no checkout address');
        await updateSubscription(
          knex(),
          order.id,
          { preapprovalId: created.id, checkoutUrl: created.initPoint },
          Date.now(),
        );
        return { checkoutUrl: created.initPoint };
      } catch (error) {
        strapi.log.warn(`[memberships] checkout of order ${order.id}: ${(error as Error).message}`);
        if (error instanceof MercadoPagoRefused) {
          throw new MembershipRefusal(409, 'MercadoPago rechazó la suscripción. Revisá tus datos y probá de nuevo.');
        }
        throw new MembershipRefusal(503, UNAVAILABLE);
      }
    },

    async current(userId: number): Promise<MembershipView | null> {
      const sub = await currentSubscriptionOf(knex(), userId);
      return sub ? view(sub) : null;
    },

    // "Tu servidor de admin": the Admin plan's one server, chosen (or changed, once per paid period) by the player;
    // the game servers' users.ini blocks follow from the next fetch.
    async chooseAdminServer(userId: number, serverId: string): Promise<MembershipView> {
      await refuseAdminServer('admin', serverId);
      const now = Date.now();
      const id = await knex().transaction(async (trx) => {
        await trx.raw('SELECT pg_advisory_xact_lock(43, ?)', [userId]);
        const sub = await liveSubscriptionOf(trx, userId, true);
        if (!sub || sub.plan !== 'admin' || !holdsPrivileges(sub)) {
          throw new MembershipRefusal(409, 'Solo una membresía Admin vigente elige servidor de admin.');
        }
        if (sub.adminServerId === serverId) return sub.id;
        const changeableFrom = sub.adminServerId ? adminServerChangeableFrom(sub) : null;
        if (changeableFrom !== null) {
          throw new MembershipRefusal(
            409,
            `Ya elegiste servidor en este período: vas a poder cambiarlo desde el ${formatDate(changeableFrom)}.`,
          );
        }
        await updateSubscription(trx, sub.id, { adminServerId: serverId, adminServerChosenAt: now }, now);
        await transition(trx, sub, { to: sub.state, cause: `admin server chosen: ${serverId}` }, 'player', now, {
          actorUserId: userId,
        });
        return sub.id;
      });
      const sub = await findSubscription(knex(), id);
      if (!sub) throw new MembershipRefusal(404, 'No existe esa membresía.');
      return view(sub);
    },

    // "Cancelar membresía": access kept to period_end; the subscription ends at MercadoPago through a job (retried on
    // 429/5xx), so a MercadoPago that is down delays nothing the player sees.
    async cancel(userId: number): Promise<MembershipView> {
      const now = Date.now();
      let cancelled: SubscriptionRow | null = null;
      await knex().transaction(async (trx) => {
        const sub = await liveSubscriptionOf(trx, userId, true);
        if (!sub || sub.state === 'cancelled') {
          throw new MembershipRefusal(409, 'No tenés una membresía para cancelar.');
        }
        const to: MembershipState = sub.state === 'pending' ? 'expired' : 'cancelled';
        await updateSubscription(trx, sub.id, { state: to }, now);
        await transition(trx, sub, { to, cause: 'cancelled by the player' }, 'player', now, { actorUserId: userId });
        cancelled = { ...sub, state: to };
      });
      const sub = cancelled as unknown as SubscriptionRow;
      await afterwards(sub, {
        emails: sub.state === 'cancelled' ? [{ kind: 'cancelled', operation: null }] : [],
        cancelAtMercadoPago: true,
        syncUser: true,
      });
      return view((await findSubscription(knex(), sub.id)) ?? sub);
    },

    // "Cambiar de plan": an upgrade is paid now, the prorated difference for the days left (a one-off MercadoPago
    // checkout; the plan changes when MercadoPago says it was paid); a downgrade waits for the next renewal, from
    // which MercadoPago charges the lower price.
    async changePlan(
      userId: number,
      plan: PaidPlanId,
    ): Promise<{ checkoutUrl: string | null; membership: MembershipView }> {
      configured();
      const sub = await liveSubscriptionOf(knex(), userId);
      if (!sub || sub.state !== 'active' || !sub.preapprovalId || sub.periodStart === null || sub.periodEnd === null) {
        throw new MembershipRefusal(409, 'Solo podés cambiar de plan con tu membresía activa.');
      }
      const now = Date.now();
      const price = membershipPlans[plan].monthlyPriceArs;
      if (plan === sub.plan && !sub.nextPlan) throw new MembershipRefusal(409, 'Ya tenés ese plan.');
      try {
        if (price <= sub.amount) {
          // A downgrade (or undoing one): MercadoPago charges this price from the next renewal.
          await mp.updatePreapproval(
            sub.preapprovalId,
            { amount: price, currency: MEMBERSHIP_CURRENCY },
            `reprice-${sub.preapprovalId}-${price}`,
          );
          const nextPlan = plan === sub.plan ? null : plan;
          await knex().transaction(async (trx) => {
            await updateSubscription(trx, sub.id, { nextPlan }, now);
            const cause = nextPlan ? `downgrade to ${plan} from the next renewal` : 'downgrade undone';
            await transition(trx, sub, { to: sub.state, cause }, 'player', now, { actorUserId: userId });
          });
          return { checkoutUrl: null, membership: await view((await findSubscription(knex(), sub.id)) ?? sub) };
        }
        const { amount } = proratedUpgrade({
          fromAmount: sub.amount,
          toAmount: price,
          periodStart: sub.periodStart,
          periodEnd: sub.periodEnd,
          now,
        });
        if (amount <= 0)
          throw new MembershipRefusal(409, 'Tu período termina hoy: cambiá de plan después de la renovación.');
        const checkout = await mp.createUpgradeCheckout({
          orderId: sub.id,
          plan,
          title: `Pasar a ${membershipPlans[plan].name} (proporcional) - CS 1.6 Argentina`,
          amount,
          currency: MEMBERSHIP_CURRENCY,
          backUrl: `${siteUrl()}/tu-membresia?cambio=${plan}`,
          idempotencyKey: `upgrade-${sub.id}-${sub.periodEnd}-${plan}-${amount}`,
        });
        await knex().transaction(async (trx) => {
          await updateSubscription(trx, sub.id, { upgradePlan: plan, upgradeAmount: amount }, now);
          await transition(
            trx,
            sub,
            { to: sub.state, cause: `upgrade to ${plan} asked (prorated ${amount})` },
            'player',
            now,
            {
              actorUserId: userId,
            },
          );
        });
        return {
          checkoutUrl: checkout.initPoint,
          membership: await view((await findSubscription(knex(), sub.id)) ?? sub),
        };
      } catch (error) {
        if (error instanceof MembershipRefusal) throw error;
        if (error instanceof MercadoPagoRefused)
          throw new MembershipRefusal(409, 'MercadoPago rechazó el cambio de plan.');
        if (error instanceof MercadoPagoUnavailable) throw new MembershipRefusal(503, UNAVAILABLE);
        throw error;
      }
    },

    // "Reintentar el pago" while past due: back to MercadoPago's page of the subscription, where the player pays or
    // changes the means of payment.
    async retryPayment(userId: number): Promise<{ checkoutUrl: string }> {
      configured();
      const sub = await liveSubscriptionOf(knex(), userId);
      if (!sub || (sub.state !== 'past_due' && sub.state !== 'pending') || !sub.checkoutUrl) {
        throw new MembershipRefusal(409, 'Tu membresía no tiene un pago pendiente.');
      }
      return { checkoutUrl: sub.checkoutUrl };
    },

    // Staff: the members by state (with who they are), one member's payments, history and staff actions.
    async list(state: MembershipState | undefined): Promise<StaffMembershipView[]> {
      const rows = await listSubscriptions(knex(), { state }, 200);
      const players = await playersOf(rows.map((row) => row.userId));
      // One read of every listed membership's payments, not one per row.
      const payments = await paymentsOf(
        knex(),
        rows.map((row) => row.id),
      );
      const names = await serverNames();
      return Promise.all(
        rows.map(async (row) => ({
          ...(await view(
            row,
            Date.now(),
            payments.filter((payment) => payment.subscriptionId === row.id),
            names,
          )),
          player: players.get(row.userId) ?? null,
        })),
      );
    },

    async detail(subscriptionId: string): Promise<StaffMembershipDetail> {
      const sub = await findSubscription(knex(), subscriptionId);
      if (!sub) throw new MembershipRefusal(404, 'No existe esa membresía.');
      const [history, audit, players, suspensions] = await Promise.all([
        historyOf(knex(), sub.id),
        staffActionsOf(knex(), { kind: 'membership', id: sub.id }),
        playersOf([sub.userId]),
        suspensionsOf(knex(), [sub.userId]),
      ]);
      const suspension = suspensions.get(sub.userId);
      return {
        ...(await view(sub)),
        player: players.get(sub.userId) ?? null,
        history: history.map(({ fromState, toState, cause, actor, paymentId, at }) => ({
          fromState,
          toState,
          cause,
          actor,
          paymentId,
          at: new Date(at).toISOString(),
        })),
        staffActions: audit.map((entry) => ({
          action: entry.action as MembershipStaffAction['action'],
          staff: entry.staff,
          reason: entry.reason,
          details: (entry.after ?? {}) as MembershipStaffAction['details'],
          at: entry.at,
        })),
        privilegesSuspension: suspension
          ? { reason: suspension.reason, staff: suspension.staff, at: new Date(suspension.at).toISOString() }
          : null,
      };
    },

    // Staff: the member's privileges in the game off (reason required) or back, the membership and its payments
    // untouched. The servers' blocks leave the player out from the next fetch (the game hosts fetch every minute).
    async suspendPrivileges(staff: { userId: number; name: string }, subscriptionId: string, reason: string) {
      const sub = await findSubscription(knex(), subscriptionId);
      if (!sub) throw new MembershipRefusal(404, 'No existe esa membresía.');
      const now = Date.now();
      await knex().transaction(async (trx) => {
        await suspendPrivileges(trx, sub.userId, { reason, staff, at: now });
        await recordStaffAction(trx, {
          subject: { kind: 'membership', id: sub.id },
          action: 'privileges-off',
          staff,
          reason,
          before: null,
          after: {},
          at: now,
        });
      });
      return this.detail(sub.id);
    },

    async restorePrivileges(staff: { userId: number; name: string }, subscriptionId: string) {
      const sub = await findSubscription(knex(), subscriptionId);
      if (!sub) throw new MembershipRefusal(404, 'No existe esa membresía.');
      await knex().transaction(async (trx) => {
        if (!(await restorePrivileges(trx, sub.userId))) {
          throw new MembershipRefusal(409, 'Los privilegios de ese jugador no están suspendidos.');
        }
        await recordStaffAction(trx, {
          subject: { kind: 'membership', id: sub.id },
          action: 'privileges-on',
          staff,
          reason: null,
          before: null,
          after: {},
          at: Date.now(),
        });
      });
      return this.detail(sub.id);
    },

    // Staff: a whole refund of a payment through MercadoPago's refund call; the payment fetched back then ends the
    // membership as a refund notification would (which, when it comes, changes nothing twice).
    async refund(staff: { userId: number; name: string }, subscriptionId: string, paymentId: string) {
      configured();
      const sub = await findSubscription(knex(), subscriptionId);
      const payment = sub ? (await paymentsOf(knex(), [sub.id])).find((row) => row.paymentId === paymentId) : null;
      if (!sub || !payment) throw new MembershipRefusal(404, 'No existe ese pago en esa membresía.');
      if (payment.status !== 'approved') throw new MembershipRefusal(409, 'Solo se puede devolver un pago aprobado.');
      try {
        await mp.refundPayment(paymentId, `refund-${paymentId}`);
        await applyRemotePayment(await mp.getPayment(paymentId));
      } catch (error) {
        if (error instanceof MercadoPagoRefused) {
          throw new MembershipRefusal(409, 'MercadoPago no aceptó la devolución de ese pago.');
        }
        if (error instanceof MercadoPagoUnavailable) throw new MembershipRefusal(503, UNAVAILABLE);
        throw error;
      }
      await recordStaffAction(knex(), {
        subject: { kind: 'membership', id: subscriptionId },
        action: 'refund',
        staff,
        reason: null,
        before: null,
        after: { paymentId, amount: payment.amount },
        at: Date.now(),
      });
      return this.detail(subscriptionId);
    },

    // Staff: N days of a plan as a courtesy (reason required): added to a membership in force, or a membership of
    // its own without any charge.
    async courtesy(
      staff: { userId: number; name: string },
      request: { username: string; plan: PaidPlanId; days: number; reason: string },
    ): Promise<StaffMembershipDetail> {
      const now = Date.now();
      const player = (await strapi.db.query(USER_UID).findOne({
        where: { username: { $eqi: request.username } },
        select: ['id'],
      })) as { id: number } | null;
      if (!player) throw new MembershipRefusal(404, 'No existe ningún jugador con ese nombre de usuario.');
      const input = { ...request, userId: player.id };
      const id = await knex().transaction(async (trx) => {
        await trx.raw('SELECT pg_advisory_xact_lock(43, ?)', [input.userId]);
        const live = await liveSubscriptionOf(trx, input.userId, true);
        const cause = `courtesy of ${input.days} days: ${input.reason}`;
        if (live && live.state !== 'pending' && live.periodEnd !== null) {
          const periodEnd = Math.max(live.periodEnd, now) + input.days * DAY_MS;
          const to: MembershipState = live.state === 'past_due' ? 'active' : live.state;
          await updateSubscription(trx, live.id, { periodEnd, state: to, graceUntil: null }, now);
          await transition(trx, live, { to, cause }, 'staff', now, { actorUserId: staff.userId });
          return live.id;
        }
        if (live) {
          await updateSubscription(trx, live.id, { state: 'expired' }, now);
          await transition(trx, live, { to: 'expired', cause: 'replaced by a courtesy' }, 'staff', now);
        }
        const row = newSubscriptionRow(
          {
            userId: input.userId,
            plan: input.plan,
            amount: 0,
            state: 'active',
            payerEmail: null,
            periodStart: now,
            periodEnd: now + input.days * DAY_MS,
          },
          now,
        );
        await insertSubscription(trx, row);
        await recordHistory(trx, {
          subscriptionId: row.id,
          fromState: null,
          toState: 'active',
          cause,
          actor: 'staff',
          actorUserId: staff.userId,
          paymentId: null,
          at: now,
        });
        return row.id;
      });
      await recordStaffAction(knex(), {
        subject: { kind: 'membership', id },
        action: 'courtesy',
        staff,
        reason: input.reason,
        before: null,
        after: { days: input.days, plan: input.plan },
        at: now,
      });
      await syncUserType(input.userId);
      return this.detail(id);
    },

    // "Eliminar mi cuenta": a subscription still charging is cancelled at MercadoPago first (and the deletion waits
    // for it: an account that is gone could not cancel what it pays).
    async endForDeletedAccount(userId: number): Promise<void> {
      const sub = await liveSubscriptionOf(knex(), userId);
      if (!sub) return;
      if (sub.preapprovalId) {
        try {
          await mp.updatePreapproval(sub.preapprovalId, { status: 'cancelled' }, `cancel-${sub.preapprovalId}`);
        } catch (error) {
          if (error instanceof MercadoPagoUnavailable) throw new MembershipRefusal(503, UNAVAILABLE);
          if (!(error instanceof MercadoPagoRefused)) throw error;
        }
      }
      const now = Date.now();
      await knex().transaction(async (trx) => {
        await updateSubscription(trx, sub.id, { state: 'expired', periodEnd: now }, now);
        await transition(trx, sub, { to: 'expired', cause: 'account deleted' }, 'player', now, {
          actorUserId: userId,
        });
      });
    },

    latestApprovedPayment: (subscriptionId: string) => latestApprovedPayment(knex(), subscriptionId),

    jobs(): JobSpec[] {
      const notification: JobSpec<{ topic?: unknown; resourceId?: unknown }> = {
        name: NOTIFICATION_JOB,
        policy: 'stately',
        // MercadoPago slow or answering 429/5xx: eight attempts, 2 s after the first failure and doubling.
        retry: { limit: 8, delaySeconds: 2, backoff: true },
        expireInSeconds: 60,
        concurrency: 8,
        run: applyNotification,
      };
      const sweepJob: JobSpec = {
        name: SWEEP_JOB,
        policy: 'stately',
        retry: { limit: 0, delaySeconds: 1, backoff: false },
        expireInSeconds: 120,
        everyMs: () => intFromEnv('MEMBERSHIP_SWEEP_MS', 60_000, 0),
        run: runSweep,
      };
      const cancel: JobSpec<{ preapprovalId?: unknown }> = {
        name: CANCEL_JOB,
        policy: 'stately',
        retry: { limit: 10, delaySeconds: 5, backoff: true },
        expireInSeconds: 60,
        concurrency: 4,
        run: cancelAtMercadoPago,
      };
      const email: JobSpec<{ kind?: unknown; subscriptionId?: unknown; operation?: unknown }> = {
        name: EMAIL_JOB,
        policy: 'standard',
        retry: { limit: 4, delaySeconds: 10, backoff: true },
        expireInSeconds: 60,
        concurrency: 4,
        run: sendEmail,
      };
      const reprice: JobSpec<{ preapprovalId?: unknown; amount?: unknown }> = {
        name: REPRICE_JOB,
        policy: 'stately',
        retry: { limit: 10, delaySeconds: 5, backoff: true },
        expireInSeconds: 60,
        run: repriceAtMercadoPago,
      };
      return [notification, sweepJob, cancel, email, reprice];
    },
  };
}

export type Memberships = ReturnType<typeof createMemberships>;
export type { Subscription };
