import { lazy, Suspense, useState, type ComponentType } from 'react';
import { getRuntimeConfig, PageSpinner, type RemoteName, type RemotePageId } from '@cs16ar/shared';
import { loadedRemotePage, loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { resetRemote } from './register-remotes';

/** What each remote's area is called in its error message. */
const areaNames: Record<RemoteName, string> = {
  mfe_servers: 'los servidores',
  mfe_account: 'tu cuenta',
  mfe_help: 'el centro de ayuda',
  mfe_membership: 'las membresías',
  mfe_community: 'la sección Comunidad',
};

// One lazy component per page for the whole visit, so coming back to a page renders it at once.
const lazyPages = new Map<RemotePageId, ComponentType>();

function lazyPage(pageId: RemotePageId, { fresh = false } = {}): ComponentType {
  let page = fresh ? undefined : (lazyPages.get(pageId) ?? loadedRemotePage(pageId));
  if (!page) {
    page = lazy(() => loadRemotePage(pageId, { fresh }));
    lazyPages.set(pageId, page);
  }
  return page;
}

/**
 * A page owned by a remote: loaded at runtime, with a spinner meanwhile and an isolated error. Render it
 * with `key={pageId}` so each page gets its own error state.
 */
export function RemotePage({ pageId }: { pageId: RemotePageId }) {
  const remote = pageId.split('/')[0] as RemoteName;
  const [Page, setPage] = useState(() => lazyPage(pageId));

  const retry = () => {
    // Forget the failed load so the remote's files are fetched again.
    resetRemote(remote, getRuntimeConfig().remotes[remote]);
    setPage(() => lazyPage(pageId, { fresh: true }));
  };

  return (
    <RemoteErrorBoundary area={areaNames[remote]} onRetry={retry}>
      <Suspense fallback={<PageSpinner label="Cargando sección..." />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
