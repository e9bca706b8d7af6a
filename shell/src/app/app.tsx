import { SiteProviders, BrowserRouter } from '@cs16ar/shared';
import { SessionExpiredRedirect } from '../features/auth/session-expired-redirect';
import { RootLayout } from '../features/layout/root-layout';
import { PageTransition } from '../features/layout/page-transition';
import { AppRoutes } from './app-routes';

/** Every page of the site inside its providers and a router: the browser's, or the build's (`prerender.tsx`). */
export function SiteFrame() {
  return (
    <>
      <SessionExpiredRedirect />
      <RootLayout>
        <PageTransition>{(location) => <AppRoutes location={location} />}</PageTransition>
      </RootLayout>
    </>
  );
}

export function App() {
  return (
    <SiteProviders>
      <BrowserRouter>
        <SiteFrame />
      </BrowserRouter>
    </SiteProviders>
  );
}
