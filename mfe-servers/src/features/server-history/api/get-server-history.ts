import { apiClient } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { HistoryRange, ServerHistory } from '../types/server-history';

/** `GET /servers/:documentId/history?range=`: buckets of a fixed grid, downsampled by the CMS. */
export async function getServerHistory(
  documentId: string,
  range: HistoryRange,
  signal?: AbortSignal,
): Promise<ServerHistory> {
  const { data } = await apiClient.get<{ data?: ServerHistory }>(`/servers/${encodeURIComponent(documentId)}/history`, {
    params: { range },
    signal,
  });
  const history = data?.data;
  if (!history || !Array.isArray(history.buckets)) throw new Error('GET /servers/:id/history: unexpected answer');
  return history;
}

export const serverHistoryQuery = (documentId: string, range: HistoryRange) =>
  queryOptions({
    queryKey: queryKeys.servers.history(documentId, range),
    queryFn: ({ signal }) => getServerHistory(documentId, range, signal),
    meta: { errorMessage: 'No se pudo cargar el historial del servidor.' },
  });
