import { apiClient, unwrapCollection, type Server, type StrapiCollectionResponse } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

/** `GET /servers?filters[users][id][$eq]={userId}&populate=*`: the servers a player plays on. */
export async function getUserServers(userId: number, signal?: AbortSignal): Promise<Server[]> {
  const { data } = await apiClient.get<StrapiCollectionResponse<Server>>('/servers', {
    params: { 'filters[users][id][$eq]': userId, populate: '*' },
    signal,
  });
  return unwrapCollection(data);
}

export const userServersQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.users.servers(userId),
    queryFn: ({ signal }) => getUserServers(userId, signal),
  });
