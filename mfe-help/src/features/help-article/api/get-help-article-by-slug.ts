import {
  apiClient,
  firstReads,
  unwrapCollection,
  type HelpArticle,
  type StrapiCollectionResponse,
} from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

/** The article with this slug and its related articles (`GET /help-articles?filters[slug][$eq]=`), or null. */
export async function getHelpArticleBySlug(slug: string, signal?: AbortSignal): Promise<HelpArticle | null> {
  const { path, params } = firstReads.helpArticle(slug);
  const { data } = await apiClient.get<StrapiCollectionResponse<HelpArticle>>(path, { params, signal });
  return unwrapCollection(data)[0] ?? null;
}

export const helpArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.helpArticles.bySlug(slug),
    queryFn: ({ signal }) => getHelpArticleBySlug(slug, signal),
    meta: { errorMessage: `No se pudo cargar el artículo de ayuda "${slug}"` },
  });
