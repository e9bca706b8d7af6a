import { queryOptions } from '@tanstack/react-query';
import { apiClient, type MembershipView } from '@cs16ar/shared';
import { queryKeys } from './query-keys';

/** `GET /membership/me`: the player's membership, null when they never started one. */
export async function getMyMembership(signal?: AbortSignal): Promise<MembershipView | null> {
  const { data } = await apiClient.get<{ data: MembershipView | null }>('/membership/me', { signal });
  return data?.data ?? null;
}

/** One query for the player's membership: `/tu-membresia` and the shell's top bar (a charge that failed) share it. */
export const myMembershipQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.membership.mine(userId),
    queryFn: ({ signal }) => getMyMembership(signal),
  });
