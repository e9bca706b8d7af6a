import { apiClient, type MembershipView, type PaidPlanId } from '@cs16ar/shared';

/**
 * `POST /membership/checkout { plan, serverId? }`: where MercadoPago's checkout of the plan is. The CMS decides the
 * price and makes one subscription per player (a second click gets the same address); `serverId`, the Admin plan's
 * server.
 */
export async function postCheckout(plan: PaidPlanId, serverId: string | null = null): Promise<string> {
  const { data } = await apiClient.post<{ data: { checkoutUrl: string } }>(
    '/membership/checkout',
    serverId ? { plan, serverId } : { plan },
  );
  return data.data.checkoutUrl;
}

// `GET /membership/me` is shared with the shell's top bar (a charge that failed): @cs16ar/shared/data.
// `GET /membership/me/privileges` with the own profile's card (mfe-account): @cs16ar/shared/data too.
export { getMyMembership, myMembershipQuery, myPrivilegesQuery } from '@cs16ar/shared/data';

/** `POST /membership/cancel`: no more charges; the access lasts to the end of the paid period. */
export async function postCancel(): Promise<MembershipView> {
  const { data } = await apiClient.post<{ data: MembershipView }>('/membership/cancel', {});
  return data.data;
}

/** `POST /membership/retry-payment`: MercadoPago's page of the subscription, to pay the month that failed. */
export async function postRetryPayment(): Promise<string> {
  const { data } = await apiClient.post<{ data: { checkoutUrl: string } }>('/membership/retry-payment', {});
  return data.data.checkoutUrl;
}

/**
 * `POST /membership/change-plan { plan }`: an upgrade answers where to pay its prorated difference (MercadoPago); a
 * downgrade (or undoing one) answers no address and waits for the next renewal.
 */
export async function postChangePlan(
  plan: PaidPlanId,
): Promise<{ checkoutUrl: string | null; membership: MembershipView }> {
  const { data } = await apiClient.post<{ data: { checkoutUrl: string | null; membership: MembershipView } }>(
    '/membership/change-plan',
    { plan },
  );
  return data.data;
}
