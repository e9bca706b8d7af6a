/** Memberships paid through MercadoPago (issue 43): the plans, their prices and `GET /membership/me`, written once. */
export type {
  MembershipPaymentView,
  MembershipPlan,
  MembershipState,
  MembershipView,
  PaidPlanId,
} from '@cs16ar/contracts';
export { membershipPlans, MEMBERSHIP_CURRENCY } from '@cs16ar/contracts';
