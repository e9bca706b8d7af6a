import { getCurrentUser, postLogin, postRegister } from '../api/auth-api';
import { setAuthTokenSource, setSessionRejectedHandler } from '../api/api-client';
import { createSessionStore, SESSION_STORAGE_KEY } from './session-store';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The one session of the page. `@cs16ar/shared` is a Module Federation singleton, so the shell and every
 * remote see this same store.
 */
export const sessionStore = createSessionStore({
  storage: browserStorage(),
  auth: { login: postLogin, register: postRegister, currentUser: getCurrentUser },
});

setAuthTokenSource(() => sessionStore.getState().jwt);
setSessionRejectedHandler((jwt) => sessionStore.expire(jwt));

if (typeof window !== 'undefined') {
  // Signing in or out in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.restore();
  });
}
