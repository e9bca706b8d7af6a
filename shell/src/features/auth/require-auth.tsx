import type { ReactNode } from 'react';
import { PageSpinner, paths, useSession, type RedirectState, Navigate, useLocation } from '@cs16ar/shared';

/** Who a page is for: any signed-in player, the community's staff, or staff and the Admin plan's members (/admin). */
export type PageAudience = 'signed-in' | 'staff' | 'staff-or-admin-plan';

/**
 * docs/product.md §2 route guard: a spinner while the session loads; no user goes to sign-in remembering where they
 * were going; someone the page is not for goes home. Staff is the CMS's own rule (staffRole owner, administrator or
 * moderator); the paid userType admin opens /admin too, where it sees only its own server's panel (issue 44): each
 * page is only as useful as what the CMS lets its visitor do, and the CMS refuses anything else.
 */
export function RequireAuth({ audience = 'signed-in', children }: { audience?: PageAudience; children: ReactNode }) {
  const { isLoading, user, isStaff, role } = useSession();
  const location = useLocation();

  if (isLoading) return <PageSpinner label="Cargando sesión..." />;
  if (!user) {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  const allowed = audience === 'signed-in' || isStaff || (audience === 'staff-or-admin-plan' && role === 'admin');
  if (!allowed) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
