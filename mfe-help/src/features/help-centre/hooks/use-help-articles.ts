import type { HelpArticle } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { helpArticlesQuery } from '../api/get-help-articles';

export type HelpArticlesState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; articles: HelpArticle[] };

/** Titles in Spanish dictionary order, ignoring the opening "¿" and accents. */
const byTitle = new Intl.Collator('es', { sensitivity: 'base', ignorePunctuation: true });

function sortByTitle(articles: HelpArticle[]): HelpArticle[] {
  return [...articles].sort((a, b) => byTitle.compare(a.title, b.title));
}

/** All help articles, with a retry for when the CMS could not be reached. */
export function useHelpArticles(): HelpArticlesState & { reload: () => void } {
  const query = useQuery({ ...helpArticlesQuery(), select: sortByTitle });
  const view = queryView(query);
  const reload = () => void query.refetch();
  if (view.status === 'success') return { status: 'success', articles: view.data, reload };
  return { status: view.status, reload };
}
