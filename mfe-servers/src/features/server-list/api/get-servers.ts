import { apiClient, unwrapCollection, type Server, type StrapiCollectionResponse } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

// Strapi pages collections (25 by default); the community has 26 servers, so ask for big pages and follow
// them until the last one rather than silently dropping servers.
const PAGE_SIZE = 100;

/** `GET /servers?populate=*`: every server with its photo, privilege and live status. */
export async function getServers(signal?: AbortSignal): Promise<Server[]> {
  const servers: Server[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await apiClient.get<StrapiCollectionResponse<Server>>('/servers', {
      params: { populate: '*', 'pagination[page]': page, 'pagination[pageSize]': PAGE_SIZE },
      signal,
    });
    servers.push(...unwrapCollection(data));
    const pageCount = data.meta?.pagination?.pageCount ?? 1;
    if (page >= pageCount) return servers;
  }
}

export const serverListQuery = () =>
  queryOptions({ queryKey: queryKeys.servers.list(), queryFn: ({ signal }) => getServers(signal) });
