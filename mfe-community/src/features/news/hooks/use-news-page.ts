import { loadFailedMessage, type NewsPage } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { newsPageQuery } from '../api/get-news-page';

export type NewsPageState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; page: NewsPage };

export const NEWS_LOAD_FAILED = 'No pudimos cargar las novedades. Revisá tu conexión e intentá de nuevo.';

/** docs/product.md §2 "Novedades": loading, then the page of posts (maybe empty) or a failure. */
export function useNewsPage(page: number, tag: string | null): NewsPageState & { reload: () => void } {
  const query = useQuery(newsPageQuery(page, tag));
  const reload = () => void query.refetch();
  const view = queryView(query);
  if (view.status === 'loading') return { status: 'loading', reload };
  if (view.status === 'error')
    return { status: 'error', message: loadFailedMessage(view.error, NEWS_LOAD_FAILED), reload };
  return { status: 'success', page: view.data, reload };
}
