// Types of ./memberships.js: the paid plans, their prices, and the membership as `GET /api/membership/me` answers it.

export declare const MEMBERSHIP_CURRENCY: 'ARS';
export type PaidPlanId = 'premium' | 'admin';
export type MembershipPlan = { id: PaidPlanId; name: string; monthlyPriceArs: number };
export declare const membershipPlans: Readonly<Record<PaidPlanId, MembershipPlan>>;
export declare const PAID_PLAN_IDS: readonly PaidPlanId[];
export declare function isPaidPlanId(value: unknown): value is PaidPlanId;

export declare const MEMBERSHIP_STATES: readonly [
  'pending',
  'active',
  'past_due',
  'cancelled',
  'paused',
  'expired',
  'refunded',
  'charged_back',
];
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

export type MembershipPaymentView = {
  /** MercadoPago's operation number. */
  operation: string;
  amount: number;
  currency: 'ARS';
  /** approved, pending, in_process, rejected, refunded, charged_back, cancelled (MercadoPago's). */
  status: string;
  kind: 'charge' | 'upgrade';
  at: string;
  periodStart: string | null;
  periodEnd: string | null;
};

/** `GET /api/membership/me` → `data` (null when the player never started one). */
export type MembershipView = {
  id: string;
  plan: PaidPlanId;
  state: MembershipState;
  amount: number;
  currency: 'ARS';
  /** Access lasts until then (active, cancelled, paused, past due). */
  periodEnd: string | null;
  /** While past due: when the membership ends unless a charge goes through. */
  graceUntil: string | null;
  nextCharge: { at: string; amount: number } | null;
  /** A downgrade waiting for the next renewal. */
  nextPlan: PaidPlanId | null;
  /** Where the player finishes (or retries) the payment at MercadoPago, while one is needed. */
  checkoutUrl: string | null;
  /** Premium → Admin: what the upgrade costs now, to the peso. */
  upgrade: { plan: PaidPlanId; amount: number } | null;
  payments: MembershipPaymentView[];
};
