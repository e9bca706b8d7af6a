import { apiClient, type User } from '@cs16ar/shared';
import type { PaidPlanId } from '../lib/plans';

/**
 * `POST /membership/demo-purchase { plan }`: the demo's stand-in for a payment. The CMS records the new
 * userType and answers the player as it now stands (`{ data: User }`); it refuses with 403 where the demo
 * purchase is off (production).
 */
export async function postDemoPurchase(plan: PaidPlanId): Promise<User> {
  const { data } = await apiClient.post<{ data: User }>('/membership/demo-purchase', { plan });
  return data.data;
}
