import { apiClient, unwrapSingle, type Server, type StrapiSingleResponse } from '@cs16ar/shared';

/**
 * `GET /servers/:documentId/live`: the same server with a live status at most a few seconds old (the CMS queries
 * the game server when its stored status is older). Used for the detail's periodic refresh.
 */
export async function getLiveServer(documentId: string, signal?: AbortSignal): Promise<Server | null> {
  const path = `/servers/${encodeURIComponent(documentId)}/live`;
  const { data } = await apiClient.get<StrapiSingleResponse<Server>>(path, { signal });
  return unwrapSingle(data);
}
