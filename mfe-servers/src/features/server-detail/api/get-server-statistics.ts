import { apiClient, type ServerStatistics } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

/** `GET /servers/:documentId/statistics`: Spanish labels and values, shown as they come. */
export async function getServerStatistics(documentId: string, signal?: AbortSignal): Promise<ServerStatistics> {
  const { data } = await apiClient.get<{ data: ServerStatistics | null }>(
    `/servers/${encodeURIComponent(documentId)}/statistics`,
    { signal },
  );
  const statistics = data?.data;
  if (!statistics || typeof statistics !== 'object') return {};
  // Only printable values: the key/value cards show strings and numbers.
  return Object.fromEntries(
    Object.entries(statistics).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
  );
}

export const serverStatisticsQuery = (documentId: string) =>
  queryOptions({
    queryKey: queryKeys.servers.statistics(documentId),
    queryFn: ({ signal }) => getServerStatistics(documentId, signal),
  });
