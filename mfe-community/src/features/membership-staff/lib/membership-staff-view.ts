import {
  MEMBERSHIP_STATES,
  membershipPlans,
  membershipStateLabels,
  type MembershipActor,
  type MembershipHistoryEntry,
  type MembershipStaffAction,
  type MembershipState,
  type StaffMembershipView,
} from '@cs16ar/shared';
import { formatPesos } from '@cs16ar/shared/format';

/** The query string parameter of /admin that keeps the members' state filter (`?membresias=past_due`). */
export const STATE_FILTER_PARAM = 'membresias';

/** The state the address asks for; anything that is not one (absent, misspelt, hand-edited) is every state. */
export function stateFilterOf(value: string | null): MembershipState | null {
  return (MEMBERSHIP_STATES as readonly string[]).includes(value ?? '') ? (value as MembershipState) : null;
}

/** The member as staff call them: the nickname, else the username; a deleted account keeps its record. */
export function memberName(member: Pick<StaffMembershipView, 'player'>): string {
  const { player } = member;
  if (!player) return 'Cuenta eliminada';
  return player.nickname?.trim() || player.username;
}

/** "Premium · $3.000 / mes"; a courtesy (nothing charged) reads "Premium · cortesía, sin cargo". */
export function planLine(member: Pick<StaffMembershipView, 'plan' | 'amount'>): string {
  const plan = membershipPlans[member.plan]?.name ?? member.plan;
  return member.amount === 0 ? `${plan} · cortesía, sin cargo` : `${plan} · ${formatPesos(member.amount)} / mes`;
}

const actorLabels: Record<MembershipActor, string> = {
  mercadopago: 'MercadoPago',
  player: 'el jugador',
  staff: 'el staff',
  system: 'el sistema',
};

/** Who or what changed the state, as a line says it ("por MercadoPago"); an unknown actor reads as it comes. */
export function actorLabel(actor: string): string {
  return Object.hasOwn(actorLabels, actor) ? actorLabels[actor as MembershipActor] : actor;
}

const stateLabel = (state: MembershipState) => membershipStateLabels[state]?.label ?? state;

/** "Activa → Pago vencido"; the first change, from nothing, is just the state it started in. */
export function transitionLine(entry: Pick<MembershipHistoryEntry, 'fromState' | 'toState'>): string {
  return entry.fromState ? `${stateLabel(entry.fromState)} → ${stateLabel(entry.toState)}` : stateLabel(entry.toState);
}

const staffActionLabels: Record<MembershipStaffAction['action'], string> = {
  refund: 'Devolución',
  courtesy: 'Cortesía',
  'privileges-off': 'Privilegios suspendidos',
  'privileges-on': 'Privilegios restituidos',
};

/** What a staff action did, in words: "Devolución del pago 123 ($3.000)", "Cortesía: 7 días de Premium". */
export function staffActionLine(action: MembershipStaffAction): string {
  const label = staffActionLabels[action.action] ?? action.action;
  const { details } = action;
  if (action.action === 'refund') {
    const amount = typeof details.amount === 'number' ? ` (${formatPesos(details.amount)})` : '';
    return details.paymentId !== undefined ? `${label} del pago ${details.paymentId}${amount}` : label;
  }
  if (action.action === 'courtesy' && details.days !== undefined) {
    const days = Number(details.days) === 1 ? '1 día' : `${details.days} días`;
    const plan = details.plan === 'admin' ? 'Admin' : details.plan === 'premium' ? 'Premium' : details.plan;
    return plan ? `${label}: ${days} de ${plan}` : `${label}: ${days}`;
  }
  return label;
}
