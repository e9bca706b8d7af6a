import type { NewsPostSummary } from '@cs16ar/shared';

/** What "Últimas novedades" shows: its places reserved, the latest posts (maybe none), or a quiet failure. */
export type LatestNewsView =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; posts: NewsPostSummary[] };
