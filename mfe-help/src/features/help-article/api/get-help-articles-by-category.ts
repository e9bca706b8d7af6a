import {
  apiClient,
  unwrapCollection,
  type HelpArticle,
  type HelpCategory,
  type StrapiCollectionResponse,
} from '@cs16ar/shared';
import { queryKeys, queryOptions, skipToken } from '@cs16ar/shared/data';

/** Every article of one category (`GET /help-articles/category/:category`), featured ones first. */
export async function getHelpArticlesByCategory(category: HelpCategory, signal?: AbortSignal): Promise<HelpArticle[]> {
  const { data } = await apiClient.get<StrapiCollectionResponse<HelpArticle>>(
    `/help-articles/category/${encodeURIComponent(category)}`,
    { signal },
  );
  return unwrapCollection(data);
}

/** Nothing to ask for an article whose category is not one of the six (`null`). */
export const helpArticlesByCategoryQuery = (category: HelpCategory | null) =>
  queryOptions({
    queryKey: queryKeys.helpArticles.byCategory(category),
    queryFn: category ? ({ signal }) => getHelpArticlesByCategory(category, signal) : skipToken,
    meta: { errorMessage: 'No se pudieron cargar los artículos relacionados' },
  });
