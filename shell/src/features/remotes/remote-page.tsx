import { startTransition, useEffect, useState } from 'react';
import { getRuntimeConfig, type RemoteName } from '@cs16ar/shared';
import {
  loadRemotePage,
  remotePageState,
  remotePageStateBeforeHydration,
  subscribeRemotePages,
} from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemotePageSkeleton } from './remote-page-skeleton';
import { useHydrated } from '../../lib/use-hydrated';
import { resetRemote } from './register-remotes';
import type { RemoteRoute } from './remote-routes';

/** What each remote's area is called in its error message. */
const areaNames: Record<RemoteName, string> = {
  mfe_servers: 'los servidores',
  mfe_account: 'tu cuenta',
  mfe_help: 'el centro de ayuda',
  mfe_membership: 'las membresías',
  mfe_community: 'la sección Comunidad',
};

type PageProps = Pick<RemoteRoute, 'pageId' | 'head' | 'skeleton'>;

/**
 * The page once its code is there, its skeleton until then. Not React.lazy and Suspense: the page's HTML was
 * rendered at build time with the skeleton, and hydration must find that same tree even when the code arrived
 * first (the early start often wins), so hydration renders the skeleton and the page follows. A page already
 * loaded (prefetched before a click) renders with no skeleton at all.
 *
 * The page is drawn in a transition: React renders it in slices that yield to the browser, instead of one
 * long task on a phone (issue 27: a remote page's first render was the longest task of its load, because a
 * `useSyncExternalStore` change is always rendered synchronously). The skeleton stays until the page is ready.
 */
function RemotePageContent({ pageId, head, skeleton }: PageProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState(() => (hydrated ? remotePageState(pageId) : remotePageStateBeforeHydration()));
  useEffect(() => {
    const follow = () => startTransition(() => setState(remotePageState(pageId)));
    follow();
    return subscribeRemotePages(follow);
  }, [pageId]);
  useEffect(() => {
    // The error is the page's state (thrown below), not this promise's.
    if (state.status === 'loading') loadRemotePage(pageId).catch(() => undefined);
  }, [pageId, state.status]);

  if (state.status === 'failed') throw state.error;
  if (state.status === 'loaded') return <state.Page />;
  return <RemotePageSkeleton head={head} layout={skeleton} />;
}

/**
 * A page owned by a remote: loaded at runtime, with its skeleton meanwhile and an isolated error. Render it
 * with `key={pageId}` so each page gets its own error state.
 */
export function RemotePage({ route }: { route: PageProps }) {
  const remote = route.pageId.split('/')[0] as RemoteName;

  const retry = () => {
    // Forget the failed load so the remote's files are fetched again.
    resetRemote(remote, getRuntimeConfig().remotes[remote]);
    loadRemotePage(route.pageId, { fresh: true }).catch(() => undefined);
  };

  return (
    <RemoteErrorBoundary area={areaNames[remote]} onRetry={retry}>
      <RemotePageContent pageId={route.pageId} head={route.head} skeleton={route.skeleton} />
    </RemoteErrorBoundary>
  );
}
