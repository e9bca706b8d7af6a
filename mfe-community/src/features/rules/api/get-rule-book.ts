import { apiClient, firstReads } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { RuleBook } from '../types/rule-book';

/** The whole rule book (`GET /rules`). */
export async function getRuleBook(signal?: AbortSignal): Promise<RuleBook> {
  const { path, params } = firstReads.ruleBook();
  const { data } = await apiClient.get<RuleBook>(path, { params, signal });
  return { data: Array.isArray(data?.data) ? data.data : [], meta: { updatedAt: data?.meta?.updatedAt ?? null } };
}

export const ruleBookQuery = () =>
  queryOptions({
    queryKey: queryKeys.rules.book(),
    queryFn: ({ signal }) => getRuleBook(signal),
    meta: { errorMessage: 'No se pudo cargar el reglamento' },
  });
