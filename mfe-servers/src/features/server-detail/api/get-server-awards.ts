import { apiClient, type AwardDay, type AwardRuleText } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

/** A server's awards of the last finished days (newest first), and how each award is won. */
export type ServerAwards = { days: AwardDay[]; rules: AwardRuleText[] };

type ServerAwardsResponse = { data: AwardDay[] | null; meta?: { rules?: AwardRuleText[] } };

/** `GET /servers/:documentId/awards`: the awards of the day of the last two weeks; 404 for an unknown server. */
export async function getServerAwards(documentId: string, signal?: AbortSignal): Promise<ServerAwards> {
  const { data } = await apiClient.get<ServerAwardsResponse>(`/servers/${encodeURIComponent(documentId)}/awards`, {
    signal,
  });
  return { days: Array.isArray(data?.data) ? data.data : [], rules: data?.meta?.rules ?? [] };
}

export const serverAwardsQuery = (documentId: string) =>
  queryOptions({
    queryKey: queryKeys.servers.awards(documentId),
    queryFn: ({ signal }) => getServerAwards(documentId, signal),
  });
