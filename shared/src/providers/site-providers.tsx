import { useEffect, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { sessionStore } from '../session/session';
import { SessionProvider } from '../session/session-context';
import type { SessionStore } from '../session/session-store';
import { GlobalStyle, theme } from '../theme';
import { forgetPlayerDataOnSignOut } from './forget-player-data';
import { createQueryClientScope, QueryClientScopeContext } from './query-client-scope';

export type SiteProvidersProps = {
  children: ReactNode;
  /** The page's session store unless a test passes its own. */
  store?: SessionStore;
  /** The data layer's client; by default the data layer creates the page's own on first use (tests pass one). */
  queryClient?: QueryClient;
};

/**
 * What every page of the site runs inside, whoever renders it: the shell, a remote's standalone frame and the
 * unit tests' render helper. One session store and one QueryClient per page, which forgets a player's data
 * when they sign out (`forget-player-data.ts`). The router is not here: the
 * site and the frame use the browser's, tests a memory router.
 */
export function SiteProviders({ store, queryClient, children }: SiteProvidersProps) {
  const [queryScope] = useState(() => createQueryClientScope(queryClient));
  const session = store ?? sessionStore;
  useEffect(() => forgetPlayerDataOnSignOut(session, queryScope), [session, queryScope]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SessionProvider store={store}>
        <QueryClientScopeContext.Provider value={queryScope}>{children}</QueryClientScopeContext.Provider>
      </SessionProvider>
    </ThemeProvider>
  );
}
