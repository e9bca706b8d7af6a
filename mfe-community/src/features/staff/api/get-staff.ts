import { apiClient, firstReads } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { StaffMember } from '../types/staff';

/** The community's staff (`GET /staff`), with where each is playing now. */
export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const { path, params } = firstReads.staff();
  const { data } = await apiClient.get<{ data?: StaffMember[] }>(path, { params, signal });
  return Array.isArray(data?.data) ? data.data : [];
}

export const staffQuery = () =>
  queryOptions({
    queryKey: queryKeys.staff.list(),
    queryFn: ({ signal }) => getStaff(signal),
    meta: { errorMessage: 'No se pudo cargar el staff' },
  });
