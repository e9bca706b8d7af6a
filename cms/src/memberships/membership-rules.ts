import { membershipPlans, type MembershipState, type PaidPlanId } from '@cs16ar/contracts';
import type { RemotePayment } from './mercadopago-client';

// What a payment MercadoPago reports, or the passing of time, does to a membership (cms/README.md "Memberships"):
// pure functions over our row and MercadoPago's own answer, no I/O (the model: game-log's apply-log-events). The
// service stores what they decide, in one transaction, with a history row for every change.

export const DAY_MS = 24 * 60 * 60 * 1000;
export const REMINDER_BEFORE_MS = 3 * DAY_MS;

export type Subscription = {
  id: string;
  userId: number;
  plan: PaidPlanId;
  amount: number;
  currency: string;
  state: MembershipState;
  preapprovalId: string | null;
  payerId: number | null;
  periodStart: number | null;
  periodEnd: number | null;
  graceUntil: number | null;
  nextPlan: PaidPlanId | null;
  upgradePlan: PaidPlanId | null;
  upgradeAmount: number | null;
  remindedFor: number | null;
};

export type EmailKind = 'receipt' | 'reminder' | 'failed-charge' | 'cancelled' | 'ended';

export type Transition = { to: MembershipState; cause: string };

export type PaymentOutcome =
  | { kind: 'refused'; reason: string }
  | { kind: 'unchanged' }
  | {
      kind: 'apply';
      paymentStatus: string;
      period: { start: number; end: number } | null;
      patch: Partial<Subscription>;
      transition: Transition | null;
      // A history row even without a change of state (a payment recorded while cancelled...).
      note: string | null;
      email: EmailKind | null;
      // The subscription must also end at MercadoPago (a refund or chargeback ends it at once).
      cancelAtMercadoPago: boolean;
      // The subscription's monthly amount at MercadoPago must change to this (an upgrade paid).
      repriceTo?: number;
    };

// States in which the player holds the plan's privileges (until period_end, or the grace's end while past due).
export const LIVE_STATES: readonly MembershipState[] = ['active', 'past_due', 'cancelled', 'paused'];
const FINAL_PAYMENT_STATES = ['refunded', 'charged_back'];
const REJECTED = ['rejected', 'cancelled'];
const WAITING = ['pending', 'in_process', 'authorized', 'in_mediation'];

// One calendar month later (UTC), the day clamped to the month's length (Jan 31 → Feb 28).
export function addMonth(at: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  const next = new Date(at);
  next.setUTCDate(1);
  next.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.getTime();
}

/**
 * The Admin plan's server may be chosen again from this moment (the period's end) once chosen in the current paid
 * period; null: now. Chosen while buying (before the first period starts), it may be changed once in the first.
 */
export function adminServerChangeableFrom(sub: {
  adminServerChosenAt: number | null;
  periodStart: number | null;
  periodEnd: number | null;
}): number | null {
  const chosenThisPeriod =
    sub.adminServerChosenAt !== null && sub.periodStart !== null && sub.adminServerChosenAt >= sub.periodStart;
  return chosenThisPeriod ? sub.periodEnd : null;
}

export function holdsPrivileges(subscription: Pick<Subscription, 'state'>): boolean {
  return LIVE_STATES.includes(subscription.state);
}

// After a downgrade MercadoPago charges the next plan's price from the next renewal.
function downgradedAmount(subscription: Subscription): number | null {
  return subscription.nextPlan ? membershipPlans[subscription.nextPlan].monthlyPriceArs : null;
}

// Checks MercadoPago's answer against our order before anything is granted.
function refusal(subscription: Subscription, payment: RemotePayment, currency: string): string | null {
  if (payment.externalReference !== subscription.id) {
    return `external_reference ${payment.externalReference ?? 'missing'} is not order ${subscription.id}`;
  }
  if (payment.preapprovalId && subscription.preapprovalId && payment.preapprovalId !== subscription.preapprovalId) {
    return `subscription ${payment.preapprovalId} is not ${subscription.preapprovalId}`;
  }
  if (payment.currency !== currency) return `currency ${payment.currency ?? 'missing'} is not ${currency}`;
  if (payment.kind === 'upgrade') {
    if (subscription.upgradeAmount === null || payment.amount !== subscription.upgradeAmount) {
      return `upgrade amount ${payment.amount ?? 'missing'} is not ${subscription.upgradeAmount ?? 'one asked for'}`;
    }
  } else if (payment.amount !== subscription.amount && payment.amount !== downgradedAmount(subscription)) {
    return `amount ${payment.amount ?? 'missing'} is not ${subscription.amount}`;
  }
  if (subscription.payerId !== null && payment.payerId !== null && payment.payerId !== subscription.payerId) {
    return `payer ${payment.payerId} is not ${subscription.payerId}`;
  }
  return null;
}

export function applyPayment(input: {
  subscription: Subscription;
  // What we recorded of this payment before (null: first time we hear of it).
  storedStatus: string | null;
  payment: RemotePayment;
  currency: string;
  graceMs: number;
  now: number;
}): PaymentOutcome {
  const { subscription: sub, storedStatus, payment, now } = input;
  const refused = refusal(sub, payment, input.currency);
  if (refused) return { kind: 'refused', reason: refused };
  // Applied once: the same status again (a duplicate, a replay, a late notification fetched back) changes nothing,
  // and a refunded or charged-back payment never becomes approved again.
  if (storedStatus === payment.status) return { kind: 'unchanged' };
  if (storedStatus && FINAL_PAYMENT_STATES.includes(storedStatus)) return { kind: 'unchanged' };
  const base = { kind: 'apply' as const, paymentStatus: payment.status, cancelAtMercadoPago: false };

  if (payment.status === 'approved' && payment.kind === 'upgrade') {
    if (storedStatus === 'approved') return { kind: 'unchanged' };
    const plan = sub.upgradePlan;
    if (!plan || !holdsPrivileges(sub)) {
      return {
        ...base,
        period: null,
        patch: { upgradePlan: null, upgradeAmount: null },
        transition: null,
        note: `upgrade paid on a ${sub.state} membership: to refund`,
        email: null,
      };
    }
    return {
      ...base,
      period: null,
      patch: {
        plan,
        amount: membershipPlans[plan].monthlyPriceArs,
        upgradePlan: null,
        upgradeAmount: null,
        nextPlan: null,
      },
      transition: { to: sub.state, cause: `upgraded to ${plan} (prorated ${payment.amount ?? 0})` },
      note: null,
      email: 'receipt',
      repriceTo: membershipPlans[plan].monthlyPriceArs,
    };
  }

  if (payment.status === 'approved') {
    if (storedStatus === 'approved') return { kind: 'unchanged' };
    const start = sub.periodEnd !== null && sub.periodEnd > now ? sub.periodEnd : now;
    const period = { start, end: addMonth(start) };
    const extend: Partial<Subscription> = { periodStart: period.start, periodEnd: period.end, graceUntil: null };
    if (payment.payerId !== null && sub.payerId === null) extend.payerId = payment.payerId;
    // A downgrade takes effect with the first charge at the next plan's price.
    if (sub.nextPlan && payment.amount === downgradedAmount(sub)) {
      Object.assign(extend, { plan: sub.nextPlan, amount: payment.amount, nextPlan: null });
    }
    switch (sub.state) {
      case 'pending':
        return {
          ...base,
          period,
          patch: extend,
          transition: { to: 'active', cause: 'first payment approved' },
          note: null,
          email: 'receipt',
        };
      case 'active':
        return {
          ...base,
          period,
          patch: extend,
          transition: { to: 'active', cause: 'renewal charged' },
          note: null,
          email: 'receipt',
        };
      case 'past_due':
        return {
          ...base,
          period,
          patch: extend,
          transition: { to: 'active', cause: 'overdue charge approved' },
          note: null,
          email: 'receipt',
        };
      case 'paused':
        return {
          ...base,
          period,
          patch: extend,
          transition: { to: 'active', cause: 'charge approved while paused' },
          note: null,
          email: 'receipt',
        };
      case 'cancelled':
        // A renewal that raced the cancellation: the player paid, so access lasts the paid month; still cancelled.
        return {
          ...base,
          period,
          patch: extend,
          transition: null,
          note: 'renewal charged while cancelled: access extended',
          email: 'receipt',
        };
      default:
        // An ended membership (expired, refunded): recorded for staff to refund, nothing granted.
        return {
          ...base,
          period: null,
          patch: {},
          transition: null,
          note: `payment approved on a ${sub.state} membership: to refund`,
          email: null,
        };
    }
  }

  if (REJECTED.includes(payment.status)) {
    if (sub.state === 'active' || sub.state === 'paused') {
      const from = sub.periodEnd !== null && sub.periodEnd > now ? sub.periodEnd : now;
      return {
        ...base,
        period: null,
        patch: { graceUntil: from + input.graceMs },
        transition: {
          to: 'past_due',
          cause: `renewal charge ${payment.status} (${payment.statusDetail ?? 'no detail'})`,
        },
        note: null,
        email: 'failed-charge',
      };
    }
    return {
      ...base,
      period: null,
      patch: {},
      transition: null,
      note: `payment ${payment.status} (${payment.statusDetail ?? 'no detail'})`,
      email: sub.state === 'past_due' ? 'failed-charge' : null,
    };
  }

  if (FINAL_PAYMENT_STATES.includes(payment.status)) {
    const cause = payment.status === 'refunded' ? 'payment refunded' : 'payment charged back';
    if (holdsPrivileges(sub) || sub.state === 'pending') {
      return {
        ...base,
        period: null,
        patch: { periodEnd: now, graceUntil: null },
        transition: { to: payment.status as MembershipState, cause },
        note: null,
        email: 'ended',
        cancelAtMercadoPago: true,
      };
    }
    return { ...base, period: null, patch: {}, transition: null, note: cause, email: null };
  }

  if (WAITING.includes(payment.status)) {
    return {
      ...base,
      period: null,
      patch: {},
      transition: null,
      note: `payment ${payment.status} (waiting for the money)`,
      email: null,
    };
  }
  return { ...base, period: null, patch: {}, transition: null, note: `payment status ${payment.status}`, email: null };
}

// MercadoPago's own state of the subscription (a `subscription_preapproval` notification, fetched back).
export function applyPreapprovalStatus(sub: Subscription, status: string, now: number): Transition | null {
  if (status === 'cancelled') {
    if (sub.state === 'pending') return { to: 'expired', cause: 'checkout cancelled at MercadoPago' };
    if (sub.state === 'active' || sub.state === 'paused' || sub.state === 'past_due') {
      // Cancelled at MercadoPago (by the player there, or after failed charges): access to what was paid.
      return sub.periodEnd !== null && sub.periodEnd > now
        ? { to: 'cancelled', cause: 'subscription cancelled at MercadoPago' }
        : { to: 'expired', cause: 'subscription cancelled at MercadoPago after its period' };
    }
    return null;
  }
  if (status === 'paused' && sub.state === 'active')
    return { to: 'paused', cause: 'subscription paused at MercadoPago' };
  if (status === 'authorized' && sub.state === 'paused')
    return { to: 'active', cause: 'subscription resumed at MercadoPago' };
  return null;
}

export type SweepDecision = {
  transition: Transition | null;
  patch: Partial<Subscription>;
  email: EmailKind | null;
  cancelAtMercadoPago: boolean;
};

// What the passing of time does (the `memberships-sweep` job, every minute).
export function sweep(sub: Subscription, now: number, graceMs: number): SweepDecision | null {
  const end = sub.periodEnd;
  if (end === null) return null;
  if (sub.state === 'active' && end <= now) {
    return {
      transition: { to: 'past_due', cause: 'no renewal charge by the end of the period' },
      patch: { graceUntil: end + graceMs },
      email: 'failed-charge',
      cancelAtMercadoPago: false,
    };
  }
  if ((sub.state === 'cancelled' || sub.state === 'paused') && end <= now) {
    return {
      transition: { to: 'expired', cause: `period ended while ${sub.state}` },
      patch: {},
      email: 'ended',
      cancelAtMercadoPago: false,
    };
  }
  if (sub.state === 'past_due' && (sub.graceUntil ?? end) <= now) {
    return {
      transition: { to: 'expired', cause: 'grace ended without a charge' },
      patch: {},
      email: 'ended',
      cancelAtMercadoPago: true,
    };
  }
  if (sub.state === 'active' && end - REMINDER_BEFORE_MS <= now && sub.remindedFor !== end) {
    return { transition: null, patch: { remindedFor: end }, email: 'reminder', cancelAtMercadoPago: false };
  }
  return null;
}
