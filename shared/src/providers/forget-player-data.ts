import type { SessionStore } from '../session/session-store';
// The keys only (plain arrays, no TanStack): the cache is cleaned here, where the session and the page's
// QueryClient meet, and only if the page ever made a client.
import { playerDataKeys } from '../data/query-keys';
import type { QueryClientScope } from './query-client-scope';

/**
 * Drops a player's cached data (profile, servers, statistics) when they sign out, their session expires or
 * another player signs in on the page (another tab): whoever uses the tab next never sees it, not even for a
 * moment while their own loads. A screen still showing such data asks for it again on its next render.
 * Returns the unsubscribe.
 */
export function forgetPlayerDataOnSignOut(store: SessionStore, scope: QueryClientScope): () => void {
  let userId = store.getState().user?.id ?? null;
  return store.subscribe((state) => {
    const next = state.user?.id ?? null;
    if (next === userId) return;
    const someoneLeft = userId !== null;
    userId = next;
    const client = scope.existing();
    if (!someoneLeft || !client) return;
    for (const queryKey of playerDataKeys) client.removeQueries({ queryKey });
  });
}
