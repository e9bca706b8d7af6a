import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  getRuntimeConfig,
  paths,
  RoleBadge,
  SiteProviders,
  useSession,
  useSessionStore,
  type SessionStore,
  BrowserRouter,
  Link,
  Route,
  Routes,
} from '@cs16ar/shared';
import type { QueryClient } from '@cs16ar/shared/data';
import { useCmsStatus } from './cms-status';
import { StandaloneSignIn } from './standalone-sign-in';

export type StandaloneRoute = { path: string; label?: string; element: ReactNode };

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 20px;
  align-items: center;
  padding: 10px 20px;
  border-bottom: 2px dashed ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.88rem;

  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    flex: 1;
  }
`;

const Mode = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  margin: 0;
  flex-basis: 100%;

  strong {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: 0.75rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Session = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const SignOut = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  text-decoration: underline;
`;

const Api = styled.code`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.8rem;
`;

const Notice = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 16px auto 0;
  padding: 0 16px;

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

const Home = styled.section`
  max-width: 640px;
  margin: 48px auto;
  padding: 0 16px;

  ul {
    padding-left: 1.2em;
  }
`;

function SessionArea({ ownSignInPage }: { ownSignInPage: boolean }) {
  const { user, isLoading } = useSession();
  const store = useSessionStore();
  if (isLoading) return null;
  if (!user) {
    return (
      <Session>
        <span>Sin sesión</span>
        {/* A module with its own sign-in page (mfe-account, linked above) signs in there, as in the site. */}
        {ownSignInPage ? null : <StandaloneSignIn />}
      </Session>
    );
  }
  return (
    <Session>
      <span>
        Sesión: <strong>{user.username}</strong>
      </span>
      <RoleBadge userType={user.userType} />
      <SignOut type="button" onClick={() => store.logout()}>
        Salir
      </SignOut>
    </Session>
  );
}

function CmsNotice({ appName, apiUrl }: { appName: string; apiUrl: string }) {
  const { status, recheck } = useCmsStatus(apiUrl);
  if (status === 'checking' || status === 'up') return null;
  const retry = (
    <Button $size="sm" $variant="secondary" onClick={recheck}>
      Reintentar
    </Button>
  );
  return (
    <Notice>
      {status === 'down' ? (
        <Alert tone="error" action={retry}>
          No se pudo conectar con el CMS en <code>{apiUrl}</code>, así que este módulo no tiene datos. Inicialo desde la
          raíz del repositorio con <code>npm run dev -- --solo {appName}</code> (CMS, simulador y este módulo) o con{' '}
          <code>npm start</code> (el sitio completo).
        </Alert>
      ) : (
        <Alert tone="error" action={retry}>
          El CMS en <code>{apiUrl}</code> responde, pero no acepta pedidos desde <code>{window.location.origin}</code>.
          Agregá ese origen a <code>CORS_ORIGINS</code> del CMS y reinicialo (
          <code>npm run dev -- --solo {appName}</code> ya lo incluye).
        </Alert>
      )}
    </Notice>
  );
}

function FrameHome({ appName, routes }: { appName: string; routes: StandaloneRoute[] }) {
  return (
    <Home>
      <h1>{appName} en modo aislado</h1>
      <p>Las páginas de este módulo, fuera del sitio completo:</p>
      <ul>
        {routes
          .filter((route) => route.label)
          .map((route) => (
            <li key={route.path}>
              <Link to={route.path}>{route.label}</Link>
            </li>
          ))}
      </ul>
    </Home>
  );
}

function NotInThisModule({ appName }: { appName: string }) {
  return (
    <Home>
      <h1>Esta página no es de {appName}</h1>
      <p>
        En modo aislado solo están las páginas de este módulo. <Link to="/">Ver cuáles son</Link>.
      </p>
    </Home>
  );
}

/**
 * The frame a remote runs in when a developer serves it alone (`npm run dev -- --solo mfe-help`): the site's
 * providers (theme, session), a router and the remote's own pages, against the same CMS as the composed
 * site. The shell's layout is not here on purpose: the remote must not depend on it. The bar says it is the
 * isolated mode, who is signed in (with a way to sign in), and which API the pages talk to.
 */
export function StandaloneFrame({
  appName,
  routes,
  store,
  queryClient,
}: {
  appName: string;
  routes: StandaloneRoute[];
  /** The page's own unless a test passes them. */
  store?: SessionStore;
  queryClient?: QueryClient;
}) {
  const { apiUrl } = getRuntimeConfig();
  const ownSignInPage = routes.some((route) => route.path === paths.login);
  return (
    <SiteProviders store={store} queryClient={queryClient}>
      <BrowserRouter>
        <Bar>
          <Mode>
            <strong>Modo aislado</strong>
            <b>{appName}</b>
            <span>solo este módulo, sin la barra, el menú ni el pie del sitio</span>
          </Mode>
          <nav aria-label="Páginas de este módulo">
            {routes
              .filter((route) => route.label)
              .map((route) => (
                <Link key={route.path} to={route.path}>
                  {route.label}
                </Link>
              ))}
          </nav>
          <SessionArea ownSignInPage={ownSignInPage} />
          <Api title="API del CMS">{apiUrl}</Api>
        </Bar>
        <CmsNotice appName={appName} apiUrl={apiUrl} />
        <main>
          <Routes>
            <Route index element={<FrameHome appName={appName} routes={routes} />} />
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<NotInThisModule appName={appName} />} />
          </Routes>
        </main>
      </BrowserRouter>
    </SiteProviders>
  );
}
