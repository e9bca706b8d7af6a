import { useContext, useDeferredValue } from 'react';
import {
  QueryCache,
  QueryClient,
  useQuery as useTanstackQuery,
  type QueryClientConfig,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { QueryClientScopeContext, toApiError } from '@cs16ar/shared';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta.errorMessage`: logged (console.error, in Spanish) when the query fails after its retries. */
    queryMeta: { errorMessage?: string };
  }
}

/** At most two more tries, about 1 s and 2 s apart (TanStack's exponential delay). */
const MAX_RETRIES = 2;

/**
 * Retry only what may pass on another try: no answer at all, a timeout, a busy or failing server. An answer
 * that will not change (404 not found, 401/403, 400) is shown at once. Every query here is a GET, so a
 * retry never repeats a change.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const { status } = toApiError(error);
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

/**
 * The one QueryClient of a page, with this site's defaults:
 * - `staleTime` 60 s: nothing the site shows changes faster than the CMS polls the game servers (30 s) and
 *   a page refreshes what must be live on its own (`refetchInterval`). Going back to a page shows the cached
 *   data at once and asks again only when it is older than that.
 * - `gcTime` 10 min: data no screen shows any more is kept that long, for going back.
 * - `refetchOnWindowFocus` off: a player switching between the game and the site must not set off a request
 *   for every query of the page. Live queries (server list, server detail) turn it on for themselves, so a
 *   tab that comes back shows a status that is current.
 * - Retries: see `shouldRetry`. Mutations never retry (they change things).
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorMessage) console.error(query.meta.errorMessage, error);
      },
    }),
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}

/**
 * The page's QueryClient (TanStack's `useQueryClient`, same use): what a component uses to read or change the
 * cache, e.g. `queryClient.setQueryData(queryKeys.servers.detail(id), server)` when a live event arrives.
 * Created in SiteProviders' scope on first use.
 */
export function useQueryClient(queryClient?: QueryClient): QueryClient {
  const scope = useContext(QueryClientScopeContext);
  if (queryClient) return queryClient;
  if (!scope) throw new Error('The data layer needs SiteProviders (from @cs16ar/shared) above it');
  return scope.client(() => {
    const client = createQueryClient();
    // What TanStack's QueryClientProvider does on mount: follow the tab's visibility and the network.
    client.mount();
    return client;
  });
}

function useSiteQuery(options: UseQueryOptions, queryClient?: QueryClient) {
  const client = useQueryClient(queryClient);
  // TanStack hands React every change through useSyncExternalStore, which React renders in one block: the
  // answer of a list (26 server cards) became one long task on a phone (Lighthouse's Total Blocking Time).
  // A deferred value renders the new answer again in slices, yielding to the browser between them, while
  // the screen keeps what it showed until then (a skeleton, or the previous data).
  return useDeferredValue(useTanstackQuery(options, client));
}

/**
 * TanStack's `useQuery`, same signature and types, on the page's QueryClient. The screen follows a new
 * answer in a deferred render (see above).
 */
export const useQuery = useSiteQuery as typeof useTanstackQuery;
