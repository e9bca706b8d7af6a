import { apiClient, firstReads, type Ban } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

/**
 * The bans in force of one Steam ID (`GET /bans?q=<steamId>&state=activos`, cms/src/game-servers/README.md). Under the ban
 * list's keys, so a ban read from a server's log, lifted or run out refreshes the profile too.
 */
export async function getActiveBans(steamId: string, signal?: AbortSignal): Promise<Ban[]> {
  const { path, params } = firstReads.bans({ q: steamId, state: 'activos' });
  const { data } = await apiClient.get<{ data?: Ban[] }>(path, { params, signal });
  return Array.isArray(data?.data) ? data.data : [];
}

export const activeBansQuery = (steamId: string) =>
  queryOptions({
    queryKey: queryKeys.bans.list(steamId, 'activos', null, null, 1),
    queryFn: ({ signal }) => getActiveBans(steamId, signal),
  });
