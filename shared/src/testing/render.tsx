import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { getCurrentUser, postLogin, postRegister } from '../api/auth-api';
import { setAuthTokenSource, setSessionRejectedHandler } from '../api/api-client';
import { SessionProvider } from '../session/session-context';
import { createSessionStore, SESSION_STORAGE_KEY, type SessionStore } from '../session/session-store';
import { theme } from '../theme';
import type { Session } from '../types/user';

export type RenderOptions = {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (so `useParams` works), e.g. `/servidores/:id`. */
  path?: string;
  /** Router state of the first entry (e.g. the guard's remembered origin). */
  state?: unknown;
  /** Signed-in session, stored exactly as the site stores it; `null` or absent: signed out. */
  session?: Session | null;
  /** Extra routes (e.g. a target page to assert a redirect landed). */
  extraRoutes?: ReactNode;
};

export type RenderWithProvidersResult = RenderResult & {
  store: SessionStore;
  user: UserEvent;
  /** The router's current location, as rendered. */
  location: () => string;
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location-probe" hidden>{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders UI the way the site does: theme, a real session store (on jsdom's localStorage, calling the API
 * through MSW) and a memory router.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const { route = '/', path, state, session = null, extraRoutes } = options;
  if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  const store = createSessionStore({
    storage: window.localStorage,
    auth: { login: postLogin, register: postRegister, currentUser: getCurrentUser },
  });
  store.restore();
  setAuthTokenSource(() => store.getState().jwt);
  setSessionRejectedHandler((jwt) => store.expire(jwt));

  const result = render(
    <ThemeProvider theme={theme}>
      <SessionProvider store={store}>
        <MemoryRouter
          initialEntries={[
            {
              pathname: route.split('?')[0] ?? route,
              search: route.includes('?') ? `?${route.split('?')[1]}` : '',
              state,
            },
          ]}
        >
          <LocationProbe />
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              {extraRoutes}
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </SessionProvider>
    </ThemeProvider>,
  );
  return {
    ...result,
    store,
    user: userEvent.setup(),
    location: () => result.getByTestId('location-probe').textContent ?? '',
  };
}
