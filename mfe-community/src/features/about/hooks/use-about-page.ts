import { loadFailedMessage } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { aboutPageQuery } from '../api/get-about-page';
import type { AboutPageContent } from '../types/about-page';

export type AboutPageState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'error'; message: string }
  | { status: 'success'; about: AboutPageContent };

export const ABOUT_LOAD_FAILED = 'No pudimos cargar nuestra historia. Revisá tu conexión e intentá de nuevo.';

/** Loading, then the story, nothing published yet, or a failure. */
export function useAboutPage(): AboutPageState & { reload: () => void } {
  const query = useQuery(aboutPageQuery());
  const reload = () => void query.refetch();
  const view = queryView(query);
  if (view.status === 'loading') return { status: 'loading', reload };
  if (view.status === 'error')
    return { status: 'error', message: loadFailedMessage(view.error, ABOUT_LOAD_FAILED), reload };
  return view.data ? { status: 'success', about: view.data, reload } : { status: 'empty', reload };
}
