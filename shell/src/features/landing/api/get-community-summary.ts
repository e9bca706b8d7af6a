import { apiClient, type CommunitySummary } from '@cs16ar/shared';
import { queryKeys, queryOptions, readCommunitySummary } from '@cs16ar/shared/data';

/**
 * `GET /community/summary`: the landing page's live figures (cms/README.md "API"). Checked against the
 * contract like the live `summary` event: an answer of another shape is an error, so nothing invented or
 * half-read is shown.
 */
export async function getCommunitySummary(signal?: AbortSignal): Promise<CommunitySummary> {
  const { data } = await apiClient.get<{ data?: unknown }>('/community/summary', { signal });
  const summary = readCommunitySummary(data?.data);
  if (!summary) throw new Error('GET /community/summary: unexpected answer');
  return summary;
}

export const communitySummaryQuery = () =>
  queryOptions({
    queryKey: queryKeys.community.summary(),
    queryFn: ({ signal }) => getCommunitySummary(signal),
    meta: { errorMessage: 'No se pudo cargar el resumen de la comunidad.' },
  });
