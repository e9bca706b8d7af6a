import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { cmsAuthGateway } from '../api/auth-api';
import { setAuthTokenSource, setSessionRejectedHandler, setTokenRenewer } from '../api/api-client';
import { createQueryClient } from '../data/query-client';
import { disposeLiveEvents } from '../data/use-live-refresh';
import { SiteProviders } from '../providers/site-providers';
import { createSessionStore, SESSION_STORAGE_KEY, type SessionStore } from '../session/session-store';
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
  /** The data layer's cache; a fresh one per render unless a test shares one (e.g. to come back to a page). */
  queryClient?: QueryClient;
};

export type RenderWithProvidersResult = RenderResult & {
  store: SessionStore;
  queryClient: QueryClient;
  user: UserEvent;
  /** The router's current location, as rendered. */
  location: () => string;
};

const testQueryClients = new Set<QueryClient>();

/**
 * The site's QueryClient with its real defaults (retry policy included), retrying at once so a test does not
 * wait for the backoff.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  client.mount();
  testQueryClients.add(client);
  return client;
}

/** Drops every test client's cache and timers (run after each test by setup-tests.ts). */
export function clearTestQueryClients(): void {
  for (const client of testQueryClients) {
    disposeLiveEvents(client);
    client.clear();
    client.unmount();
  }
  testQueryClients.clear();
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location-probe" hidden>{`${location.pathname}${location.search}`}</output>;
}

/** The router entry of a test's URL: path, query string and fragment (`/comunidad/reglamentos#general-3`). */
function entryOf(route: string): { pathname: string; search: string; hash: string } {
  const url = new URL(route, 'http://sitio.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * Renders UI the way the site does: the site's providers with a real session store (on jsdom's localStorage,
 * calling the API through MSW) and a fresh data-layer cache, and a memory router.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const { route = '/', path, state, session = null, extraRoutes, queryClient = createTestQueryClient() } = options;
  if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  const store = createSessionStore({
    storages: { remembered: window.localStorage, browserSession: window.sessionStorage },
    auth: cmsAuthGateway,
  });
  store.restore();
  setAuthTokenSource(() => store.getState().jwt);
  setTokenRenewer((rejected) => store.renewToken(rejected));
  setSessionRejectedHandler((jwt) => store.expire(jwt));

  const result = render(
    <SiteProviders store={store} queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ ...entryOf(route), state }]}>
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
    </SiteProviders>,
  );
  return {
    ...result,
    store,
    queryClient,
    // No pause between keystrokes: typing speed is never what a test here is about.
    user: userEvent.setup({ delay: null }),
    location: () => result.getByTestId('location-probe').textContent ?? '',
  };
}
