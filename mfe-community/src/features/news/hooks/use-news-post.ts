import { loadFailedMessage, type NewsPost } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { newsPostQuery } from '../api/get-news-post';

export type NewsPostState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'success'; post: NewsPost };

export const POST_LOAD_FAILED = 'No pudimos comunicarnos con el servidor. Revisá tu conexión e intentá de nuevo.';

/** One post: loading, then shown, not found (unknown, or not published yet) or failed. */
export function useNewsPost(slug: string): NewsPostState & { reload: () => void } {
  const query = useQuery(newsPostQuery(slug));
  const reload = () => void query.refetch();
  const view = queryView(query);
  if (view.status === 'loading') return { status: 'loading', reload };
  if (view.status === 'error')
    return { status: 'error', message: loadFailedMessage(view.error, POST_LOAD_FAILED), reload };
  return view.data ? { status: 'success', post: view.data, reload } : { status: 'not-found', reload };
}
