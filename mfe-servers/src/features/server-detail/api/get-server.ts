import { apiClient, unwrapSingle, type Server, type StrapiSingleResponse } from '@cs16ar/shared';

/** `GET /servers/:documentId?populate=*`: one server as stored, with its photo and privilege. A missing one answers 404. */
export async function getServer(documentId: string): Promise<Server | null> {
  const { data } = await apiClient.get<StrapiSingleResponse<Server>>(`/servers/${encodeURIComponent(documentId)}`, {
    params: { populate: '*' },
  });
  return unwrapSingle(data);
}
