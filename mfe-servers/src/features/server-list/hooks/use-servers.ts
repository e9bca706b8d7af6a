import { queryView, useQuery } from '@cs16ar/shared/data';
import { serverListQuery } from '../api/get-servers';

/** How often the list refreshes its live status in the background, at most. */
export const SERVER_LIST_REFRESH_MS = 30_000;

/**
 * The server list, kept live: once loaded it refreshes in the background every 30 s while the tab is visible
 * (TanStack pauses the interval in a hidden tab), and when the tab comes back if the last answer is older than
 * that. A refresh replaces the data in place (unchanged servers keep their objects), so no skeletons flash
 * and the cards (keyed by documentId) keep their place and the page its scroll position; a failed refresh
 * keeps the list already shown.
 */
export function useServers() {
  const query = useQuery({
    ...serverListQuery(),
    staleTime: SERVER_LIST_REFRESH_MS,
    // Counted from the first answer, as before: a list that never loaded shows its error, not a spinner.
    refetchInterval: (current) => (current.state.data === undefined ? false : SERVER_LIST_REFRESH_MS),
    refetchOnWindowFocus: true,
  });
  return { view: queryView(query), updatedAt: new Date(query.dataUpdatedAt), retry: () => void query.refetch() };
}
