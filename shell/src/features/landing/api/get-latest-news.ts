import { apiClient, firstReads, type NewsPage } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import { LATEST_NEWS_SHOWN } from '../lib/landing-constants';

/** The first posts of Novedades (`GET /news?page=1&pageSize=3`), as mfe-community's list starts. */
export async function getLatestNews(signal?: AbortSignal): Promise<NewsPage['data']> {
  const { path, params } = firstReads.newsList({ pageSize: LATEST_NEWS_SHOWN });
  const { data } = await apiClient.get<NewsPage>(path, { params, signal });
  return Array.isArray(data?.data) ? data.data.slice(0, LATEST_NEWS_SHOWN) : [];
}

export const latestNewsQuery = () =>
  queryOptions({
    queryKey: queryKeys.news.list(1, LATEST_NEWS_SHOWN, null),
    queryFn: ({ signal }) => getLatestNews(signal),
    meta: { errorMessage: 'No se pudieron cargar las últimas novedades.' },
  });
