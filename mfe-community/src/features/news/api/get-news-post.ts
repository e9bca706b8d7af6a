import { apiClient, firstReads, isNotFound, type NewsPost, type StrapiSingleResponse } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

/**
 * One post by its slug (`GET /news/:slug`), or null: the CMS answers 404 for a slug it does not have or a post
 * not published yet, an answer the page shows ("Novedad no encontrada"), not a failure.
 */
export async function getNewsPost(slug: string, signal?: AbortSignal): Promise<NewsPost | null> {
  const { path, params } = firstReads.newsPost(slug);
  try {
    const { data } = await apiClient.get<StrapiSingleResponse<NewsPost>>(path, { params, signal });
    return data.data ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const newsPostQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.news.post(slug),
    queryFn: ({ signal }) => getNewsPost(slug, signal),
    meta: { errorMessage: `No se pudo cargar la novedad "${slug}"` },
  });
