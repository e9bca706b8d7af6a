import { apiClient, unwrapCollection, type Server, type StrapiCollectionResponse } from '@cs16ar/shared';

/** `GET /servers?filters[users][id][$eq]={userId}&populate=*`: the servers a player plays on. */
export async function getUserServers(userId: number, signal?: AbortSignal): Promise<Server[]> {
  const { data } = await apiClient.get<StrapiCollectionResponse<Server>>('/servers', {
    params: { 'filters[users][id][$eq]': userId, populate: '*' },
    signal,
  });
  return unwrapCollection(data);
}
