import { cmsAuthGateway } from '../api/auth-api';
import { setAuthTokenSource, setSessionRejectedHandler, setTokenRenewer } from '../api/api-client';
import { createSessionStore, SESSION_STORAGE_KEY } from './session-store';

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/**
 * The one session of the page. `@cs16ar/shared` is a Module Federation singleton, so the shell and every
 * remote see this same store.
 */
export const sessionStore = createSessionStore({
  storages: { remembered: browserStorage('localStorage'), browserSession: browserStorage('sessionStorage') },
  auth: cmsAuthGateway,
});

setAuthTokenSource(() => sessionStore.getState().jwt);
setTokenRenewer((rejected) => sessionStore.renewToken(rejected));
setSessionRejectedHandler((jwt) => sessionStore.expire(jwt));

if (typeof window !== 'undefined') {
  // Signing in or out in another tab applies here too (a remembered session; a browser session is this tab's).
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.restore();
  });
}
