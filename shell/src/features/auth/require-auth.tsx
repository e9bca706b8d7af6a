import type { ReactNode } from 'react';
import { isStaff, PageSpinner, paths, useSession, type RedirectState, Navigate, useLocation } from '@cs16ar/shared';

/**
 * docs/product.md §2 route guard: a spinner while the session loads; no user goes to sign-in remembering where they
 * were going; a non-admin on an admin page, or someone without a staff role on a staff page, goes home.
 */
export function RequireAuth({
  requireAdmin = false,
  requireStaff = false,
  children,
}: {
  requireAdmin?: boolean;
  requireStaff?: boolean;
  children: ReactNode;
}) {
  const { isLoading, user, role } = useSession();
  const location = useLocation();

  if (isLoading) return <PageSpinner label="Cargando sesión..." />;
  if (!user) {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (requireAdmin && role !== 'admin') return <Navigate to={paths.home} replace />;
  if (requireStaff && !isStaff(user)) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
