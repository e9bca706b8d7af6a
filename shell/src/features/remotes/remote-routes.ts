import { paths, type RemotePageId, matchPath } from '@cs16ar/shared';

export type RemoteRoute = { path: string; pageId: RemotePageId; requireAuth?: boolean };

/** docs/product.md §2: the paths a remote renders, and which of its pages. The route table and the prefetch read it. */
export const remoteRoutes: readonly RemoteRoute[] = [
  { path: paths.login, pageId: 'mfe_account/LoginPage' },
  { path: paths.register, pageId: 'mfe_account/RegisterPage' },
  { path: paths.membership, pageId: 'mfe_membership/MembershipPage' },
  { path: paths.servers, pageId: 'mfe_servers/ServerListPage' },
  { path: `${paths.servers}/:id`, pageId: 'mfe_servers/ServerDetailPage' },
  { path: paths.profile, pageId: 'mfe_account/ProfilePage', requireAuth: true },
  { path: `${paths.profile}/:profileId`, pageId: 'mfe_account/ProfilePage' },
  { path: paths.help, pageId: 'mfe_help/HelpCentrePage' },
  { path: `${paths.help}/:slug`, pageId: 'mfe_help/HelpArticlePage' },
];

/** A parameter as the router hands it to the page (decoded), or as it came if it is not valid percent-encoding. */
function decodedParam(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The remote page that renders `pathname` (as `location.pathname` has it, percent-encoded), with the route's
 * parameters decoded as the page's `useParams` gets them, if a remote renders it.
 */
export function remoteRouteAt(
  pathname: string,
): { pageId: RemotePageId; params: Record<string, string | undefined> } | null {
  for (const route of remoteRoutes) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    const params = Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, decodedParam(value)]));
    return { pageId: route.pageId, params };
  }
  return null;
}

/** The remote page that renders `pathname`, if a remote renders it. */
export function remotePageAt(pathname: string): RemotePageId | null {
  return remoteRouteAt(pathname)?.pageId ?? null;
}
