import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { CommunitySummary, Server } from '@cs16ar/shared';
import type { AccountLiveEvent, ServerLiveEvent } from './live-event-messages';
import { queryKeys } from './query-keys';

/**
 * What a live event changes in the page's cache. Every screen showing the server list, a server's detail or
 * the community summary reads those keys, so it changes in place without code of its own.
 */

type LiveData = Server[] | Server | CommunitySummary | null | undefined;

/** The queries that live events keep current: the server list, each server's detail, the summary. */
export function isLiveQuery(queryKey: QueryKey): boolean {
  const [resource, kind] = queryKey;
  if (resource === 'servers')
    return (kind === 'list' && queryKey.length === 2) || (kind === 'detail' && queryKey.length === 3);
  return resource === 'community' && kind === 'summary' && queryKey.length === 2;
}

function time(iso: string | null | undefined): number {
  const value = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(value) ? value : -Infinity;
}

/** The latest poll cached data reflects (for a list: its most recently polled server). */
function checkedAt(data: LiveData): number {
  if (!data) return -Infinity;
  if (Array.isArray(data))
    return data.reduce((latest, server) => Math.max(latest, time(server.statusCheckedAt)), -Infinity);
  return time(data.statusCheckedAt);
}

/** Whether cached live fields are older than the event's (what a newer answer already has is left alone). */
function olderThan(server: Server, event: ServerLiveEvent): boolean {
  return time(server.statusCheckedAt) <= time(event.statusCheckedAt);
}

/**
 * An answer being fetched when an event lands may have been read before the poll that sent it: once it is in
 * the cache, the event is applied again (it changes nothing when the answer is as new). No second request.
 */
function againAfterFetch(client: QueryClient, queryKey: QueryKey, apply: () => void) {
  const cache = client.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (query?.state.fetchStatus !== 'fetching') return;
  const stop = cache.subscribe((event) => {
    if (event.query !== query || event.type !== 'updated' || query.state.fetchStatus === 'fetching') return;
    stop();
    apply();
  });
}

function patchServer(client: QueryClient, event: ServerLiveEvent) {
  const { documentId, online, current_data, statusCheckedAt } = event;
  const live = { online, current_data, statusCheckedAt };
  const changed = (server: Server) => server.documentId === documentId && olderThan(server, event);
  // Only the server that changed gets a new object: the other cards keep theirs.
  client.setQueryData<Server[]>(queryKeys.servers.list(), (servers) =>
    servers?.some(changed) ? servers.map((server) => (changed(server) ? { ...server, ...live } : server)) : undefined,
  );
  client.setQueryData<Server | null>(queryKeys.servers.detail(documentId), (server) =>
    server && olderThan(server, event) ? { ...server, ...live } : undefined,
  );
}

export function applyServerEvent(client: QueryClient, event: ServerLiveEvent): void {
  patchServer(client, event);
  againAfterFetch(client, queryKeys.servers.list(), () => patchServer(client, event));
  againAfterFetch(client, queryKeys.servers.detail(event.documentId), () => patchServer(client, event));
}

function replaceSummary(client: QueryClient, summary: CommunitySummary) {
  const key = queryKeys.community.summary();
  // Only where a screen asked for the summary (an event never creates cached data of its own), and never
  // older than what is shown (a stream from another instance may be behind).
  const query = client.getQueryCache().find<CommunitySummary>({ queryKey: key, exact: true });
  if (!query || checkedAt(query.state.data) > time(summary.statusCheckedAt)) return;
  client.setQueryData(key, summary);
}

export function applySummaryEvent(client: QueryClient, summary: CommunitySummary): void {
  replaceSummary(client, summary);
  againAfterFetch(client, queryKeys.community.summary(), () => replaceSummary(client, summary));
}

/**
 * After a (re)connection: live data older than the CMS's latest poll may have missed events, so it is read
 * again (at once where a screen shows it, on its next use elsewhere).
 */
export function refreshOlderThan(client: QueryClient, statusCheckedAt: string | null): void {
  const latest = time(statusCheckedAt);
  if (latest === -Infinity) return;
  void client.invalidateQueries({
    predicate: (query: Query) =>
      isLiveQuery(query.queryKey) && query.state.data !== undefined && checkedAt(query.state.data as LiveData) < latest,
  });
}

/** Events stopped: what is shown and older than its `staleTime` is read again now, as a returning tab would. */
export function refreshStale(client: QueryClient): void {
  void client.refetchQueries({ predicate: (query: Query) => isLiveQuery(query.queryKey), stale: true, type: 'active' });
}

/**
 * An account changed: its public profile (Steam ID, statistics, presence), wherever a screen shows it, is read
 * again; rankings link accounts by verified Steam ID, so shown TOP 15s are read again too.
 */
export function applyAccountEvent(client: QueryClient, event: AccountLiveEvent): void {
  void client.invalidateQueries({ queryKey: queryKeys.users.profile(event.profileId) });
  void client.invalidateQueries({
    predicate: (query: Query) => query.queryKey[0] === 'servers' && query.queryKey[1] === 'top-players',
  });
}

/**
 * A ban was recorded, lifted or ran out: every ban screen shown reads again (lists are filtered and paged by the
 * CMS, so which page an event touches is the CMS's to say). Also after a reconnection, when one may have been missed.
 */
export function applyBanEvent(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.bans.all });
}
