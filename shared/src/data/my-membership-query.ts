import { queryOptions } from '@tanstack/react-query';
import { apiClient, type MembershipPrivilegesView, type MembershipView } from '@cs16ar/shared';
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

// While some server has not confirmed yet, asked again this often: a confirmation arrives as the member plays.
export const PRIVILEGES_REFRESH_MS = 20_000;

/**
 * `GET /membership/me/privileges`: the flags the membership gives in the game and which servers confirmed them
 * (null without a membership); `/tu-membresia` and the own profile share it.
 */
export const myPrivilegesQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.membership.privileges(userId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<{ data: MembershipPrivilegesView | null }>('/membership/me/privileges', {
        signal,
      });
      return data?.data ?? null;
    },
    refetchInterval: (query) =>
      query.state.data?.holds && query.state.data.servers.some((server) => server.confirmedAt === null)
        ? PRIVILEGES_REFRESH_MS
        : false,
  });
