import { isHelpCategory, isNotFound, loadFailedMessage, type HelpArticle } from '@cs16ar/shared';
import { queryView, useAfterPaint, useQuery } from '@cs16ar/shared/data';
import { helpArticleQuery } from '../api/get-help-article-by-slug';
import { helpArticlesByCategoryQuery } from '../api/get-help-articles-by-category';
import { pickRelated } from '../lib/pick-related';

export type HelpArticleState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  /** `related` is null until the category's articles have arrived. */
  | { status: 'success'; article: HelpArticle; related: HelpArticle[] | null };

export const ARTICLE_LOAD_FAILED = 'No pudimos comunicarnos con el servidor. Revisá tu conexión e intentá de nuevo.';

/** docs/product.md §4 "Help article": loading, then not found, failed, or shown; related articles follow. */
export function useHelpArticle(slug: string): HelpArticleState & { reload: () => void } {
  const articleQuery = useQuery(helpArticleQuery(slug));
  const article = articleQuery.data ?? null;
  const category = article && isHelpCategory(article.category) ? article.category : null;
  // The article is what the reader came for: the related ones are asked for once it is on screen (they are
  // below it), with one try, else those its editor linked are shown.
  const articleShown = useAfterPaint(article !== null);
  const categoryQuery = useQuery({ ...helpArticlesByCategoryQuery(category), retry: false, enabled: articleShown });
  const reload = () => void articleQuery.refetch();

  const view = queryView(articleQuery);
  if (view.status === 'loading') return { status: 'loading', reload };
  if (view.status === 'error') {
    if (isNotFound(view.error)) return { status: 'not-found', reload };
    return { status: 'error', message: loadFailedMessage(view.error, ARTICLE_LOAD_FAILED), reload };
  }
  if (!view.data) return { status: 'not-found', reload };
  // Pending: not asked yet (the article is not on screen yet) or on its way; a failure is not pending.
  const waitingForCategory = category !== null && categoryQuery.isPending;
  return {
    status: 'success',
    article: view.data,
    related: waitingForCategory ? null : pickRelated(view.data, categoryQuery.data ?? []),
    reload,
  };
}
