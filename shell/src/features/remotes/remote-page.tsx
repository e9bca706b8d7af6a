import { useEffect, useSyncExternalStore } from 'react';
import { getRuntimeConfig, type RemoteName } from '@cs16ar/shared';
import {
  loadRemotePage,
  remotePageState,
  remotePageStateBeforeHydration,
  subscribeRemotePages,
} from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemotePageSkeleton } from './remote-page-skeleton';
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
 * first (the early start often wins); the store's server snapshot gives hydration the skeleton, and React then
 * renders the page at once. A page already loaded (prefetched before a click) renders with no skeleton at all.
 */
function RemotePageContent({ pageId, head, skeleton }: PageProps) {
  const state = useSyncExternalStore(
    subscribeRemotePages,
    () => remotePageState(pageId),
    remotePageStateBeforeHydration,
  );
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
