import { useCallback, useEffect, useState } from 'react';
import type { Server } from '@cs16ar/shared';
import { useLiveRefresh } from '../../../hooks/use-live-refresh';
import { getServers } from '../api/get-servers';

/** How often the list refreshes its live status in the background, at most. */
export const SERVER_LIST_REFRESH_MS = 30_000;

export type ServerListState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; servers: Server[]; updatedAt: Date };

/**
 * The server list, kept live: once loaded it refreshes in the background (every 30 s while the tab is
 * visible, and when it becomes visible again). A refresh replaces the data in place, so no skeletons
 * flash and the cards (keyed by documentId) keep their place and the page its scroll position; a failed
 * refresh keeps the list already shown.
 */
export function useServers(): { state: ServerListState; retry: () => void } {
  const [state, setState] = useState<ServerListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    getServers().then(
      (servers) => active && setState({ status: 'success', servers, updatedAt: new Date() }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const refresh = useCallback(async () => {
    const servers = await getServers();
    setState({ status: 'success', servers, updatedAt: new Date() });
  }, []);
  useLiveRefresh(refresh, SERVER_LIST_REFRESH_MS, state.status === 'success');

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, retry };
}
