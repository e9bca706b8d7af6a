import { loadFailedMessage } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { ruleBookQuery } from '../api/get-rule-book';
import type { RuleBook } from '../types/rule-book';

export type RuleBookState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; book: RuleBook };

export const RULES_LOAD_FAILED = 'No pudimos cargar el reglamento. Revisá tu conexión e intentá de nuevo.';

export function useRuleBook(): RuleBookState & { reload: () => void } {
  const query = useQuery(ruleBookQuery());
  const reload = () => void query.refetch();
  const view = queryView(query);
  if (view.status === 'loading') return { status: 'loading', reload };
  if (view.status === 'error')
    return { status: 'error', message: loadFailedMessage(view.error, RULES_LOAD_FAILED), reload };
  return { status: 'success', book: view.data, reload };
}
