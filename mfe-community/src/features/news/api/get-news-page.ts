import { apiClient, firstReads, NEWS_PAGE_SIZE, type NewsPage } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

/** A page of Novedades (`GET /news?page=&pageSize=&tag=`): pinned posts first, then the newest. */
export async function getNewsPage(page: number, tag: string | null, signal?: AbortSignal): Promise<NewsPage> {
  const { path, params } = firstReads.newsList({ page, tag });
  const { data } = await apiClient.get<NewsPage>(path, { params, signal });
  return data;
}

export const newsPageQuery = (page: number, tag: string | null) =>
  queryOptions({
    queryKey: queryKeys.news.list(page, NEWS_PAGE_SIZE, tag),
    queryFn: ({ signal }) => getNewsPage(page, tag, signal),
    meta: { errorMessage: 'No se pudieron cargar las novedades' },
  });
