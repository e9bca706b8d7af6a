import type { UseQueryResult } from '@tanstack/react-query';

export type QueryView<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * What a screen shows for a query: its data as soon as it has some (a refresh that fails keeps what is
 * shown), the error once loading failed and no new try runs (so "Reintentar" shows loading again), else
 * loading.
 */
export function queryView<T>(query: UseQueryResult<T>): QueryView<T> {
  if (query.data !== undefined) return { status: 'success', data: query.data };
  if (query.isError && !query.isFetching) return { status: 'error', error: query.error };
  return { status: 'loading' };
}
