import { queryView, useQuery } from '@cs16ar/shared/data';
import { serverWeaponsQuery } from '../api/get-server-weapons';
import type { TopPlayersPeriod } from '../types/top-player';
import { TOP_PLAYERS_REFRESH_MS } from './use-top-players';

/** The weapon table grows with the same logs as the TOP 15, and is reloaded in place as often. */
export function useServerWeapons(documentId: string, period: TopPlayersPeriod) {
  const query = useQuery({
    ...serverWeaponsQuery(documentId, period),
    staleTime: TOP_PLAYERS_REFRESH_MS,
    refetchInterval: (current) => (current.state.data === undefined ? false : TOP_PLAYERS_REFRESH_MS),
  });
  return { view: queryView(query), retry: () => void query.refetch() };
}
