import { apiClient, type AdminPlanServerView } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

// The Admin plan's routes (contracts/memberships.d.ts, "The Admin plan's panel"): the CMS checks the membership on
// each and answers a Spanish 4xx (503 when the server does not answer rcon); the panel shows that message.

/** How often the players on the server are read again while the panel is open. */
export const PLAYERS_REFRESH_MS = 15_000;

function viewOf(answer: { data?: AdminPlanServerView } | undefined): AdminPlanServerView {
  const view = answer?.data;
  if (!view || typeof view.server?.id !== 'string' || !Array.isArray(view.actions)) {
    throw new Error('Respuesta inesperada del CMS');
  }
  return view;
}

export async function getAdminPlanServer(signal?: AbortSignal): Promise<AdminPlanServerView> {
  return viewOf((await apiClient.get<{ data?: AdminPlanServerView }>('/admin-plan/server', { signal })).data);
}

export const adminPlanServerQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.adminPlan.server(userId),
    queryFn: ({ signal }) => getAdminPlanServer(signal),
    refetchInterval: PLAYERS_REFRESH_MS,
    meta: { errorMessage: 'No se pudo cargar tu servidor' },
  });

/** `POST /admin-plan/kick { uid }`: the panel as it stands after. */
export async function kickPlayer(uid: number): Promise<AdminPlanServerView> {
  return viewOf((await apiClient.post<{ data?: AdminPlanServerView }>('/admin-plan/kick', { uid })).data);
}

/** `POST /admin-plan/ban { uid, minutes, reason }`: at most seven days, on the member's server. */
export async function banPlayer(request: {
  uid: number;
  minutes: number;
  reason: string;
}): Promise<AdminPlanServerView & { banDocumentId: string }> {
  const { data } = await apiClient.post<{ data?: AdminPlanServerView & { banDocumentId: string } }>(
    '/admin-plan/ban',
    request,
  );
  return { ...viewOf(data), banDocumentId: String(data?.data?.banDocumentId ?? '') };
}
