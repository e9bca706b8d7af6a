import { apiClient, firstReads, unwrapCollection, type Server, type StrapiCollectionResponse } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

// Strapi pages collections (25 by default); the community has 26 servers, so ask for big pages
// (firstReads.serverList) and follow them until the last one rather than silently dropping servers.

/** `GET /servers?populate=*`: every server with its photo, privilege and live status. */
export async function getServers(signal?: AbortSignal): Promise<Server[]> {
  const servers: Server[] = [];
  for (let page = 1; ; page += 1) {
    const { path, params } = firstReads.serverList(page);
    const { data } = await apiClient.get<StrapiCollectionResponse<Server>>(path, { params, signal });
    servers.push(...unwrapCollection(data));
    const pageCount = data.meta?.pagination?.pageCount ?? 1;
    if (page >= pageCount) return servers;
  }
}

export const serverListQuery = () =>
  queryOptions({ queryKey: queryKeys.servers.list(), queryFn: ({ signal }) => getServers(signal) });
