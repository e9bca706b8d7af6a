import { useCallback } from 'react';
import { queryView, useLiveRefresh, useQuery } from '@cs16ar/shared/data';
import { serverListQuery } from '../api/get-servers';

/** How often the list refreshes its live status in the background when live events cannot arrive. */
export const SERVER_LIST_REFRESH_MS = 30_000;

/**
 * The server list, kept live: the page's live events change a server in the cached list within moments of
 * the CMS's poll that saw it (shared data layer, `useLiveRefresh`). While events cannot arrive it refreshes in
 * the background every 30 s from the first answer while the tab is visible, and when the tab comes back if
 * the last answer is older than that. Either way the data changes in place (unchanged servers keep their
 * objects), so no skeletons flash and the cards (keyed by documentId) keep their place and the page its
 * scroll position; a failed refresh keeps the list already shown.
 */
export function useServers() {
  const query = useQuery({
    ...serverListQuery(),
    staleTime: SERVER_LIST_REFRESH_MS,
    ...useLiveRefresh(SERVER_LIST_REFRESH_MS),
  });
  const { refetch } = query;
  // `refetch` is the query observer's own (the same function every render): so is `retry`.
  const retry = useCallback(() => void refetch(), [refetch]);
  return { view: queryView(query), updatedAt: query.dataUpdatedAt, retry };
}
