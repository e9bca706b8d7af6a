import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getRuntimeConfig } from '@cs16ar/shared';
import {
  applyAccountEvent,
  applyBanEvent,
  applyServerEvent,
  applySummaryEvent,
  refreshOlderThan,
  refreshStale,
} from './live-cache';
import type { AccountLiveEvent } from './live-event-messages';
import { createLiveEvents, type LiveEvents, type LiveState } from './live-events';
import { useQueryClient } from './query-client';

// One connection per page: the page has one QueryClient, and its live events are kept beside it.
const connections = new WeakMap<QueryClient, LiveEvents>();
// Screens waiting to hear that an account changed (useAccountChanges), per page.
const accountListeners = new WeakMap<QueryClient, Set<(event: AccountLiveEvent) => void>>();

/** The live events of the page whose cache is `client` (created, not yet opened, on first use). */
export function liveEventsOf(client: QueryClient): LiveEvents {
  let live = connections.get(client);
  if (!live) {
    live = createLiveEvents({
      url: `${getRuntimeConfig().apiUrl}/events`,
      onServer: (event) => applyServerEvent(client, event),
      onSummary: (summary) => applySummaryEvent(client, summary),
      onAccount: (event) => {
        applyAccountEvent(client, event);
        for (const listener of [...(accountListeners.get(client) ?? [])]) listener(event);
      },
      onBan: () => applyBanEvent(client),
      onReady: (statusCheckedAt) => {
        refreshOlderThan(client, statusCheckedAt);
        applyBanEvent(client);
      },
      onUnavailable: () => refreshStale(client),
      // Opened once the page has loaded (its pictures included), not in the middle of its start (issue 27).
      whenPageReady: (allow) => {
        if (document.readyState === 'complete') allow();
        else window.addEventListener('load', allow, { once: true });
      },
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

/**
 * Calls `onChange` when the CMS says account `profileId` (its documentId) changed (its Steam ID was linked from the game, or moved to
 * another account), and whenever the connection is (re)established (an event may have been missed meanwhile),
 * keeping the page's live-events connection open while `profileId` is given. The event carries only the id: the
 * screen re-reads what changed with the player's own session. Returns the connection's state, so a screen can
 * ask again now and then while events cannot arrive.
 */
export function useAccountChanges(profileId: string | null, onChange: () => void): LiveState {
  const client = useQueryClient();
  const live = liveEventsOf(client);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (profileId === null) return undefined;
    const release = live.retain();
    let listeners = accountListeners.get(client);
    if (!listeners) accountListeners.set(client, (listeners = new Set()));
    const listener = (event: AccountLiveEvent) => {
      if (event.profileId === profileId) latest.current();
    };
    listeners.add(listener);
    let wasLive = live.getState() === 'live';
    const stopWatching = live.subscribe(() => {
      const isLive = live.getState() === 'live';
      if (isLive && !wasLive) latest.current();
      wasLive = isLive;
    });
    return () => {
      listeners.delete(listener);
      stopWatching();
      release();
    };
  }, [client, live, profileId]);
  return useSyncExternalStore(live.subscribe, live.getState, live.getState);
}
