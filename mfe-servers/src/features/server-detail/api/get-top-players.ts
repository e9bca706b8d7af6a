import { apiClient } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { TopPlayer, TopPlayers, TopPlayersPeriod } from '../types/top-player';

type TopPlayersResponse = {
  data: TopPlayer[] | null;
  meta?: { period?: TopPlayersPeriod; from?: string | null; updatedAt?: string | null; minPlayers?: number };
};

/**
 * `GET /servers/:documentId/top-players?period=`: the server's best 15 for the period, from its game logs. An
 * unknown server answers 404.
 */
export async function getTopPlayers(
  documentId: string,
  period: TopPlayersPeriod,
  signal?: AbortSignal,
): Promise<TopPlayers> {
  const { data } = await apiClient.get<TopPlayersResponse>(`/servers/${encodeURIComponent(documentId)}/top-players`, {
    params: { period },
    signal,
  });
  const meta = data?.meta ?? {};
  return {
    players: Array.isArray(data?.data) ? data.data : [],
    period,
    from: meta.from ?? null,
    updatedAt: meta.updatedAt ?? null,
    minPlayers: meta.minPlayers ?? 0,
  };
}

export const topPlayersQuery = (documentId: string, period: TopPlayersPeriod) =>
  queryOptions({
    queryKey: queryKeys.servers.topPlayers(documentId, period),
    queryFn: ({ signal }) => getTopPlayers(documentId, period, signal),
  });
