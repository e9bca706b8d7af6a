import { loadFailedMessage } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { legalPageQuery } from '../api/get-legal-page';
import type { LegalPageContent, LegalPageName } from '../types/legal-page';

export type LegalPageState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'error'; message: string }
  | { status: 'success'; page: LegalPageContent };

export const LEGAL_LOAD_FAILED = 'No pudimos cargar esta página. Revisá tu conexión e intentá de nuevo.';

/** Loading, then the page, nothing published yet, or a failure. */
export function useLegalPage(name: LegalPageName): LegalPageState & { reload: () => void } {
  const query = useQuery(legalPageQuery(name));
  const reload = () => void query.refetch();
  const view = queryView(query);
  if (view.status === 'loading') return { status: 'loading', reload };
  if (view.status === 'error')
    return { status: 'error', message: loadFailedMessage(view.error, LEGAL_LOAD_FAILED), reload };
  return view.data ? { status: 'success', page: view.data, reload } : { status: 'empty', reload };
}
