import { pageHeads, paths, type PageHead, type RemotePageId } from '@cs16ar/shared';
import { comingSoonPages } from '../features/layout/navigation-items';
import { remoteRoutes } from '../features/remotes/remote-routes';

/**
 * A route whose HTML the build renders: a path (`/servidores`) or a pattern (`/servidores/:id`), its head, and
 * on a remote's route the page it shows (named in the HTML for the page's start, src/page-start.ts).
 */
export type PrerenderedRoute = { path: string; head: PageHead; pageId?: RemotePageId };

/**
 * Every page the route table draws, read from the same declarations it is built from (the landing page, the
 * remote routes, the "Próximamente" pages): a page declared there gets its HTML, with no list to keep here.
 * Redirects (`/ventas`, `/servers/*`) and the sign-out are not pages: the static server's fallback serves them.
 */
export function prerenderedRoutes(): PrerenderedRoute[] {
  return [
    { path: paths.home, head: pageHeads.landing },
    ...remoteRoutes.map(({ path, head, pageId }) => ({ path, head, pageId })),
    ...Object.entries(comingSoonPages).map(([path, { title, description }]) => ({
      path,
      head: { title, description },
    })),
  ];
}
