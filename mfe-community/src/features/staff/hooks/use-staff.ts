import { loadFailedMessage } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { staffQuery } from '../api/get-staff';
import type { StaffMember } from '../types/staff';

export type StaffState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; members: StaffMember[] };

export const STAFF_LOAD_FAILED = 'No pudimos cargar el staff. Revisá tu conexión e intentá de nuevo.';
/** Who is playing where changes as they play: asked again this often while the page shows. */
export const STAFF_REFRESH_MS = 60_000;

export function useStaff(): StaffState & { reload: () => void } {
  const query = useQuery({ ...staffQuery(), refetchInterval: STAFF_REFRESH_MS });
  const reload = () => void query.refetch();
  const view = queryView(query);
  if (view.status === 'loading') return { status: 'loading', reload };
  if (view.status === 'error')
    return { status: 'error', message: loadFailedMessage(view.error, STAFF_LOAD_FAILED), reload };
  return { status: 'success', members: view.data, reload };
}
