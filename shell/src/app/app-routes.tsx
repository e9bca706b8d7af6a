import { paths, Navigate, Route, Routes, type Location } from '@cs16ar/shared';
import { LogoutPage } from '../features/auth/logout-page';
import { RequireAuth } from '../features/auth/require-auth';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page';
import { DiscordPage } from '../features/discord/discord-page';
import { LandingRoute } from '../features/landing';
import { comingSoonPages } from '../features/layout/navigation-items';
import { RemotePage } from '../features/remotes/remote-page';
import { remoteRoutes, type RemoteRoute } from '../features/remotes/remote-routes';

function remote(route: RemoteRoute) {
  // The key gives each page its own error boundary and loading state.
  return <RemotePage key={route.path} route={route} />;
}

function comingSoon(path: string) {
  const page = comingSoonPages[path]!;
  return <ComingSoonPage title={page.title} description={page.description} />;
}

/** docs/product.md §2 route table: who renders each path. */
export function AppRoutes({ location }: { location?: Location }) {
  return (
    <Routes location={location}>
      <Route path={paths.home} element={<LandingRoute />} />
      {remoteRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            route.requireAuth ? (
              <RequireAuth audience={route.requireAuth === true ? 'signed-in' : route.requireAuth}>
                {remote(route)}
              </RequireAuth>
            ) : (
              remote(route)
            )
          }
        />
      ))}
      <Route path={paths.logout} element={<LogoutPage />} />
      <Route path={paths.sales} element={<Navigate to={paths.membership} replace />} />
      <Route path={`${paths.serversLegacy}/*`} element={<Navigate to={paths.servers} replace />} />
      {/* The Comunidad section's own pages are mfe-community's (remote-routes.ts); its root opens the news. */}
      <Route path={paths.community} element={<Navigate to={paths.communityNews} replace />} />
      <Route path={paths.discord} element={<DiscordPage />} />
      {Object.keys(comingSoonPages).map((path) => (
        <Route key={path} path={path} element={comingSoon(path)} />
      ))}
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
