import type { ReactNode } from 'react';
import { PageSpinner, paths, useSession, type RedirectState, Navigate, useLocation } from '@cs16ar/shared';

/**
 * docs/product.md §2 route guard: a spinner while the session loads; no user goes to sign-in remembering where they
 * were going; someone who is not on the community's staff on a staff page (`requireStaff`, /admin) goes home. Staff
 * is the CMS's own rule (staffRole owner, administrator or moderator), not the paid userType admin: the page is
 * only as useful as what the CMS lets its visitor do, and the CMS refuses ban actions to anyone else.
 */
export function RequireAuth({ requireStaff = false, children }: { requireStaff?: boolean; children: ReactNode }) {
  const { isLoading, user, isStaff } = useSession();
  const location = useLocation();

  if (isLoading) return <PageSpinner label="Cargando sesión..." />;
  if (!user) {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (requireStaff && !isStaff) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
