import { useCallback } from 'react';
import { redirectTarget, useSession, useLocation, useNavigate } from '@cs16ar/shared';

/**
 * Sign-in and registration end in the same place: the page the route guard remembered, else home. The
 * navigation replaces the form in the history, so "back" does not return to a form that no longer applies.
 */
export function useSignInRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const target = redirectTarget(location.state);
  const goToTarget = useCallback(() => navigate(target, { replace: true }), [navigate, target]);
  return { alreadySignedIn: user !== null, goToTarget };
}
