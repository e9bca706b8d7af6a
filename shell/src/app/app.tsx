import { BrowserRouter } from 'react-router-dom';
import { SiteProviders } from '@cs16ar/shared';
import { RootLayout } from '../features/layout/root-layout';
import { PageTransition } from '../features/layout/page-transition';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <SiteProviders>
      <BrowserRouter>
        <RootLayout>
          <PageTransition>{(location) => <AppRoutes location={location} />}</PageTransition>
        </RootLayout>
      </BrowserRouter>
    </SiteProviders>
  );
}
