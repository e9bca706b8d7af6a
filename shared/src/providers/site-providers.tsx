import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SessionProvider } from '../session/session-context';
import type { SessionStore } from '../session/session-store';
import { GlobalStyle, theme } from '../theme';

/**
 * What every page of the site runs inside, whoever renders it: the shell, a remote's standalone frame and the
 * unit tests' render helper. The router is not here: the site and the frame use the browser's, tests a
 * memory router.
 */
export function SiteProviders({ store, children }: { store?: SessionStore; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SessionProvider store={store}>{children}</SessionProvider>
    </ThemeProvider>
  );
}
