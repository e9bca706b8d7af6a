import { SiteProviders, BrowserRouter } from '@cs16ar/shared';
import { SessionExpiredRedirect } from '../features/auth/session-expired-redirect';
import { RootLayout } from '../features/layout/root-layout';
import { PageTransition } from '../features/layout/page-transition';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <SiteProviders>
      <BrowserRouter>
        <SessionExpiredRedirect />
        <RootLayout>
          <PageTransition>{(location) => <AppRoutes location={location} />}</PageTransition>
        </RootLayout>
      </BrowserRouter>
    </SiteProviders>
  );
}
