import {
  apiClient,
  unwrapCollection,
  type MembershipView,
  type Server,
  type StrapiCollectionResponse,
} from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

// The Admin plan's one server (issue 44): the community's servers to choose from, the ones the player plays on first,
// and the CMS's `POST /membership/admin-server { serverId }`.

export type ServerChoice = { id: string; name: string };
export type ServerChoices = { played: ServerChoice[]; others: ServerChoice[] };

const NAMES = { 'fields[0]': 'name', 'pagination[pageSize]': 100, sort: 'id:asc' };

async function serverNames(params: Record<string, string | number>, signal?: AbortSignal): Promise<ServerChoice[]> {
  const { data } = await apiClient.get<StrapiCollectionResponse<Pick<Server, 'documentId' | 'name'>>>('/servers', {
    params: { ...NAMES, ...params },
    signal,
  });
  return unwrapCollection(data).map((server) => ({ id: server.documentId, name: server.name }));
}

/** Every server, the ones the player plays on (`filters[users]`, what their profile lists) apart and first. */
export async function getServerChoices(userId: number, signal?: AbortSignal): Promise<ServerChoices> {
  const [all, played] = await Promise.all([
    serverNames({}, signal),
    serverNames({ 'filters[users][id][$eq]': userId }, signal),
  ]);
  const playedIds = new Set(played.map((server) => server.id));
  return { played, others: all.filter((server) => !playedIds.has(server.id)) };
}

export const serverChoicesQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.membership.adminServerChoices(userId),
    queryFn: ({ signal }) => getServerChoices(userId, signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: 'No se pudieron cargar los servidores' },
  });

/** `POST /membership/admin-server { serverId }`: the membership with its new server (once per paid period). */
export async function postAdminServer(serverId: string): Promise<MembershipView> {
  const { data } = await apiClient.post<{ data: MembershipView }>('/membership/admin-server', { serverId });
  return data.data;
}
