import { useEffect } from 'react';
import { PageSpinner, paths, useSessionStore, useNavigate } from '@cs16ar/shared';

/** `/desconectarse`: ends the session and goes home. */
export function LogoutPage() {
  const store = useSessionStore();
  const navigate = useNavigate();
  useEffect(() => {
    store.logout();
    navigate(paths.home, { replace: true });
  }, [store, navigate]);
  return <PageSpinner label="Cerrando sesión..." />;
}
