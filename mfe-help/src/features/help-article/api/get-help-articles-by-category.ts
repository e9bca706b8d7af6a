import {
  apiClient,
  unwrapCollection,
  type HelpArticle,
  type HelpCategory,
  type StrapiCollectionResponse,
} from '@cs16ar/shared';

/** Every article of one category (`GET /help-articles/category/:category`), featured ones first. */
export async function getHelpArticlesByCategory(category: HelpCategory, signal?: AbortSignal): Promise<HelpArticle[]> {
  const { data } = await apiClient.get<StrapiCollectionResponse<HelpArticle>>(
    `/help-articles/category/${encodeURIComponent(category)}`,
    { signal },
  );
  return unwrapCollection(data);
}
