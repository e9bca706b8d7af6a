import {
  apiClient,
  firstReads,
  unwrapCollection,
  type HelpArticle,
  type StrapiCollectionResponse,
} from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

// Pages of Strapi's largest size (firstReads.helpArticles): the help centre has far fewer articles, but a
// longer one still loads whole.
/** Stops a misbehaving server that always reports more pages. */
const MAX_PAGES = 20;

/**
 * Every help article (`GET /help-articles`), page by page. The centre filters featured ones, categories
 * and the search locally, so switching category or typing never waits for the network.
 */
export async function getHelpArticles(signal?: AbortSignal): Promise<HelpArticle[]> {
  const articles: HelpArticle[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { path, params } = firstReads.helpArticles(page);
    const { data } = await apiClient.get<StrapiCollectionResponse<HelpArticle>>(path, { params, signal });
    articles.push(...unwrapCollection(data));
    const pageCount = data.meta?.pagination?.pageCount ?? 1;
    if (page >= pageCount) break;
  }
  return articles;
}

export const helpArticlesQuery = () =>
  queryOptions({
    queryKey: queryKeys.helpArticles.list(),
    queryFn: ({ signal }) => getHelpArticles(signal),
    // docs/product.md §8: list failures are logged; the page also offers a retry instead of staying empty.
    meta: { errorMessage: 'No se pudieron cargar los artículos de ayuda' },
  });
