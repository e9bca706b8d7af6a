import { queryView, useQuery } from '@cs16ar/shared/data';
import { serverTableQuery, type ServerTableKind } from '../api/get-server-table';
import type { TopPlayersPeriod } from '../types/top-player';
import { TOP_PLAYERS_REFRESH_MS } from './use-top-players';

/** The weapons and maps grow with the same logs as the TOP 15, and are reloaded in place as often. */
export function useServerTable<K extends ServerTableKind>(documentId: string, kind: K, period: TopPlayersPeriod) {
  const query = useQuery({
    ...serverTableQuery(documentId, kind, period),
    staleTime: TOP_PLAYERS_REFRESH_MS,
    refetchInterval: (current) => (current.state.data === undefined ? false : TOP_PLAYERS_REFRESH_MS),
  });
  return { view: queryView(query), retry: () => void query.refetch() };
}
