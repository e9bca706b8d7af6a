import type { MembershipState } from '@cs16ar/contracts';
import type { BadgeTone } from '../components/badge';

/** Memberships paid through MercadoPago (issue 43): the plans, their prices and `GET /membership/me`, written once. */
export type {
  AdminPlanAction,
  AdminPlanPlayer,
  AdminPlanServerView,
  MembershipActor,
  MembershipHistoryEntry,
  MembershipPaymentView,
  MembershipPlan,
  MembershipPlayer,
  MembershipPrivilegesView,
  MembershipStaffAction,
  MembershipState,
  MembershipView,
  PaidPlanId,
  StaffMembershipDetail,
  StaffMembershipView,
} from '@cs16ar/contracts';
export { membershipPlans, MEMBERSHIP_CURRENCY, MEMBERSHIP_STATES, PAID_PLAN_IDS } from '@cs16ar/contracts';

/** How each state of a membership reads, on /tu-membresia and for staff at /admin. */
export const membershipStateLabels: Record<MembershipState, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pago pendiente', tone: 'info' },
  active: { label: 'Activa', tone: 'success' },
  past_due: { label: 'Pago vencido', tone: 'danger' },
  cancelled: { label: 'Cancelada', tone: 'neutral' },
  paused: { label: 'Pausada', tone: 'neutral' },
  expired: { label: 'Terminada', tone: 'neutral' },
  refunded: { label: 'Reembolsada', tone: 'neutral' },
  charged_back: { label: 'Contracargo', tone: 'danger' },
};

const paymentStatusLabels: Record<string, string> = {
  approved: 'Aprobado',
  pending: 'Pendiente',
  in_process: 'En proceso',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
  refunded: 'Devuelto',
  charged_back: 'Contracargo',
};

/** MercadoPago's statuses of a payment, in Spanish (one MercadoPago adds later reads as it comes). */
export function paymentStatusLabel(status: string): string {
  return (Object.hasOwn(paymentStatusLabels, status) && paymentStatusLabels[status]) || status;
}
