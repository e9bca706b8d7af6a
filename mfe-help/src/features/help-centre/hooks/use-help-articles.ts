import { loadFailedMessage, type HelpArticle } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { sortAlphabetically } from '@cs16ar/shared/format';
import { helpArticlesQuery } from '../api/get-help-articles';

export type HelpArticlesState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; articles: HelpArticle[] };

export const ARTICLES_LOAD_FAILED = 'No pudimos cargar los artículos de ayuda. Revisá tu conexión e intentá de nuevo.';

/** Titles in Spanish dictionary order, ignoring the opening "¿" and accents. */
function sortByTitle(articles: HelpArticle[]): HelpArticle[] {
  return sortAlphabetically(articles, (article) => article.title);
}

/** All help articles, with a retry for when the CMS could not be reached. */
export function useHelpArticles(): HelpArticlesState & { reload: () => void } {
  const query = useQuery({ ...helpArticlesQuery(), select: sortByTitle });
  const view = queryView(query);
  const reload = () => void query.refetch();
  if (view.status === 'success') return { status: 'success', articles: view.data, reload };
  if (view.status === 'error')
    return { status: 'error', message: loadFailedMessage(view.error, ARTICLES_LOAD_FAILED), reload };
  return { status: view.status, reload };
}
