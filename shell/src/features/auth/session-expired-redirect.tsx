import { useEffect, useRef } from 'react';
import { paths, useSession, type RedirectState, useLocation, useNavigate } from '@cs16ar/shared';

/**
 * When the API refuses the session's token (expired or revoked), the player is sent to sign in once,
 * remembering where they were (the route guard's shape), wherever the refused call was made. The sign-in
 * page says why.
 */
export function SessionExpiredRedirect() {
  const { sessionExpired } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (!sessionExpired) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    if (location.pathname === paths.login) return;
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    navigate(paths.login, { replace: true, state });
    // A redirect keeps the scroll position (page-transition.tsx); the notice is at the top of the form.
    window.scrollTo({ top: 0 });
  }, [sessionExpired, location, navigate]);

  return null;
}
