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
  /**
   * The Admin plan's one server (chosen when buying, or later with `POST /api/membership/admin-server { serverId }`),
   * null until chosen; `changeableFrom` null while the player may choose or change it now (once per paid period).
   */
  adminServer: { id: string; name: string; changeableFrom: string | null } | null;
  payments: MembershipPaymentView[];
};

/**
 * `GET /api/membership/me/privileges` → `data` (null without a membership): what the membership gives in the game
 * (issue 44) and, per server, whether the server itself confirmed it (AMX Mod X's `Login:` line in its log).
 */
export type MembershipPrivilegesView = {
  /** AMX Mod X access flags on every server ("bt": reserved slot and VIP). */
  flags: string;
  /** The Admin plan's: the admin flags ("cdefiju") and the one server they are on (null: not chosen yet). */
  admin: { flags: string; serverId: string | null } | null;
  /** Whether the membership gives them now (a live one, not suspended by staff). */
  holds: boolean;
  /** Staff suspended them (the membership and its payments stay as they are) until staff restore them. */
  suspended: { reason: string; at: string } | null;
  /** False: nothing is written until the Steam ID is linked from the game's chat. */
  steamIdVerified: boolean;
  /** Every community server; `confirmedAt` null while that server has not confirmed the flags. */
  servers: { id: string; name: string; confirmedAt: string | null }[];
};

// Staff (/admin, issue 43): the CMS's `/api/membership/staff/*` routes, staff only (401/403 otherwise).

export type MembershipActor = 'mercadopago' | 'player' | 'staff' | 'system';

/** One change of state, with who or what caused it ("Activa → Pago vencido"). `fromState` null: the first one. */
export type MembershipHistoryEntry = {
  fromState: MembershipState | null;
  toState: MembershipState;
  /** In English, for staff: "payment approved", "charge rejected", "courtesy of 7 days: <reason>", ... */
  cause: string;
  actor: MembershipActor;
  /** The MercadoPago operation number that caused it, when one did. */
  paymentId: string | null;
  at: string;
};

/** A staff action on a membership, as the staff audit log keeps it (the same log the bans' actions are in). */
export type MembershipStaffAction = {
  action: 'refund' | 'courtesy' | 'privileges-off' | 'privileges-on';
  staff: { userId: number; name: string };
  /** Required for a courtesy and a suspension. */
  reason: string | null;
  /** refund: { paymentId, amount }; courtesy: { days, plan }; the others: {}. */
  details: Record<string, string | number>;
  at: string;
};

/** The member; null when the account was deleted (its memberships stay for the record). */
export type MembershipPlayer = { id: number; username: string; nickname: string | null };

/** `GET /api/membership/staff/members?state=<MembershipState>` → `data` (latest changed first, at most 200). */
export type StaffMembershipView = MembershipView & { player: MembershipPlayer | null };

/**
 * `GET /api/membership/staff/members/:id`, `POST /api/membership/staff/members/:id/refund` ({ paymentId }),
 * `POST /api/membership/staff/members/:id/suspend-privileges` ({ reason 3–300 characters }),
 * `POST /api/membership/staff/members/:id/restore-privileges` and
 * `POST /api/membership/staff/courtesy` ({ username, plan, days 1–365, reason 3–300 characters }) → `data`.
 */
export type StaffMembershipDetail = StaffMembershipView & {
  history: MembershipHistoryEntry[];
  staffActions: MembershipStaffAction[];
  /** The player's privileges in the game, suspended by staff (whatever membership they hold), or null. */
  privilegesSuspension: { reason: string; staff: { userId: number; name: string }; at: string } | null;
};

// The Admin plan's panel at /admin (issue 44): the CMS's `/api/admin-plan/*` routes, for a player whose Admin
// membership holds privileges, is not suspended, has its server chosen and a verified Steam ID (403 otherwise).

/** A player on the admin's server now, as the server's rcon `status` lists them (no address). */
export type AdminPlanPlayer = { uid: number; name: string; steamId: string; frags: number; time: string };

/** One of the admin's own actions: a kick or a ban they gave (the same staff audit log staff actions are in). */
export type AdminPlanAction = {
  action: 'kick' | 'ban';
  playerName: string | null;
  steamId: string | null;
  /** The ban's whole minutes (at most 10,080: seven days); null for a kick. */
  minutes: number | null;
  reason: string | null;
  /** The ban's page, for a ban. */
  banDocumentId: string | null;
  at: string;
};

/**
 * `GET /api/admin-plan/server` → `data`: the admin's server, its players now (`players` null and `playersError` said
 * in Spanish when the server does not answer rcon) and their own latest actions, newest first (at most 20).
 * `POST /api/admin-plan/kick { uid, reason? }` and `POST /api/admin-plan/ban { uid, minutes 1–10080, reason }` act on
 * a player listed now (by the `uid` of that listing: the CMS reads the server again) and answer the same.
 */
export type AdminPlanServerView = {
  server: { id: string; name: string };
  players: AdminPlanPlayer[] | null;
  playersError: string | null;
  actions: AdminPlanAction[];
};
