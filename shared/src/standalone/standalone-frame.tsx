import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { getRuntimeConfig, loadRuntimeConfig } from '../config/runtime-config';
import { SessionProvider, useSession, useSessionStore } from '../session/session-context';
import { GlobalStyle, theme } from '../theme';

export type StandaloneRoute = { path: string; label?: string; element: ReactNode };

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  padding: 10px 20px;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.85rem;

  strong {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  nav {
    display: flex;
    gap: 12px;
    flex: 1;
  }
  button {
    background: none;
    border: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    text-decoration: underline;
  }
`;

function SessionStatus() {
  const { user } = useSession();
  const store = useSessionStore();
  if (!user) return <span>Sin sesión</span>;
  return (
    <span>
      {user.username} ·{' '}
      <button type="button" onClick={() => store.logout()}>
        Salir
      </button>
    </span>
  );
}

/**
 * The minimal frame a remote runs in when a developer serves it alone (`npm run dev -w mfe-help`): router,
 * session, theme and the remote's own pages, against the same API as the composed site. The shell's real
 * layout is not here on purpose: the remote must not depend on it.
 */
export function StandaloneFrame({ appName, routes }: { appName: string; routes: StandaloneRoute[] }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SessionProvider>
        <BrowserRouter>
          <Bar>
            <strong>{appName} (modo aislado)</strong>
            <nav aria-label="Páginas de este módulo">
              {routes
                .filter((route) => route.label)
                .map((route) => (
                  <Link key={route.path} to={route.path}>
                    {route.label}
                  </Link>
                ))}
            </nav>
            <SessionStatus />
            <span>API: {getRuntimeConfig().apiUrl}</span>
          </Bar>
          <main style={{ padding: '24px 16px' }}>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
            </Routes>
          </main>
        </BrowserRouter>
      </SessionProvider>
    </ThemeProvider>
  );
}

/** Entry point of a remote's own dev page; a missing runtime-config.json means the default local API. */
export async function renderStandalone(appName: string, routes: StandaloneRoute[]): Promise<void> {
  await loadRuntimeConfig().catch(() => undefined);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame appName={appName} routes={routes} />
    </StrictMode>,
  );
}
