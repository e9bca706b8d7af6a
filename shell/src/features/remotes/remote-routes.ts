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
  { path: `${paths.profile}/:userId`, pageId: 'mfe_account/ProfilePage' },
  { path: paths.help, pageId: 'mfe_help/HelpCentrePage' },
  { path: `${paths.help}/:slug`, pageId: 'mfe_help/HelpArticlePage' },
];

/** The remote page that renders `pathname`, with the route's parameters, if a remote renders it. */
export function remoteRouteAt(
  pathname: string,
): { pageId: RemotePageId; params: Record<string, string | undefined> } | null {
  for (const route of remoteRoutes) {
    const match = matchPath(route.path, pathname);
    if (match) return { pageId: route.pageId, params: match.params };
  }
  return null;
}

/** The remote page that renders `pathname`, if a remote renders it. */
export function remotePageAt(pathname: string): RemotePageId | null {
  return remoteRouteAt(pathname)?.pageId ?? null;
}
