import { apiClient, firstReads, unwrapSingle, type Server, type StrapiSingleResponse } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import { getLiveServer } from './get-live-server';

/** `GET /servers/:documentId?populate=*`: one server as stored, with its photo and privilege. A missing one answers 404. */
export async function getServer(documentId: string, signal?: AbortSignal): Promise<Server | null> {
  const { path, params } = firstReads.server(documentId);
  const { data } = await apiClient.get<StrapiSingleResponse<Server>>(path, { params, signal });
  return unwrapSingle(data);
}

/**
 * One server. The first load reads the stored server (fast: the CMS does not query the game server); every
 * later load, once it is on screen, asks `GET /servers/:id/live` for a status at most a few seconds old, and keeps
 * the server it has if that answers nothing.
 */
export const serverDetailQuery = (documentId: string) =>
  queryOptions({
    queryKey: queryKeys.servers.detail(documentId),
    queryFn: async ({ client, queryKey, signal }) => {
      const shown = client.getQueryData<Server | null>(queryKey);
      if (!shown) return getServer(documentId, signal);
      return (await getLiveServer(documentId, signal)) ?? shown;
    },
  });
