import { useEffect, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getRuntimeConfig } from '@cs16ar/shared';
import { applyServerEvent, applySummaryEvent, refreshOlderThan, refreshStale } from './live-cache';
import { createLiveEvents, type LiveEvents, type LiveState } from './live-events';
import { useQueryClient } from './query-client';

// One connection per page: the page has one QueryClient, and its live events are kept beside it.
const connections = new WeakMap<QueryClient, LiveEvents>();

/** The live events of the page whose cache is `client` (created, not yet opened, on first use). */
export function liveEventsOf(client: QueryClient): LiveEvents {
  let live = connections.get(client);
  if (!live) {
    live = createLiveEvents({
      url: `${getRuntimeConfig().apiUrl}/events`,
      onServer: (event) => applyServerEvent(client, event),
      onSummary: (summary) => applySummaryEvent(client, summary),
      onReady: (statusCheckedAt) => refreshOlderThan(client, statusCheckedAt),
      onUnavailable: () => refreshStale(client),
    });
    connections.set(client, live);
  }
  return live;
}

/** Closes the page's connection for good (tests, between renders). */
export function disposeLiveEvents(client: QueryClient): void {
  connections.get(client)?.dispose();
  connections.delete(client);
}

/** Keeps the page's live-events connection open while the calling screen is mounted; its state. */
export function useLiveEvents(): LiveState {
  const live = liveEventsOf(useQueryClient());
  useEffect(() => live.retain(), [live]);
  return useSyncExternalStore(live.subscribe, live.getState, live.getState);
}

/**
 * The refresh options of a query that live events keep current (server list, server detail, summary): no
 * polling while events arrive; while they cannot (no EventSource, CMS refusing or unreachable), polling every
 * `intervalMs` from the first answer and on returning to the tab, as before live events existed.
 *
 *   useQuery({ ...serverListQuery(), ...useLiveRefresh(SERVER_LIST_REFRESH_MS) })
 */
export function useLiveRefresh(intervalMs: number) {
  const polling = useLiveEvents() === 'unavailable';
  return {
    refetchInterval: (query: { state: { data: unknown } }) =>
      polling && query.state.data !== undefined ? intervalMs : false,
    refetchOnWindowFocus: polling,
  } as const;
}
