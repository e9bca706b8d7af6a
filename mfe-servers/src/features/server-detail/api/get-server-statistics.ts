import { apiClient, type ServerStatistics } from '@cs16ar/shared';

/** `GET /servers/:documentId/statistics`: Spanish labels and values, shown as they come. */
export async function getServerStatistics(documentId: string): Promise<ServerStatistics> {
  const { data } = await apiClient.get<{ data: ServerStatistics | null }>(
    `/servers/${encodeURIComponent(documentId)}/statistics`,
  );
  const statistics = data?.data;
  if (!statistics || typeof statistics !== 'object') return {};
  // Only printable values: the key/value cards show strings and numbers.
  return Object.fromEntries(
    Object.entries(statistics).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
  );
}
