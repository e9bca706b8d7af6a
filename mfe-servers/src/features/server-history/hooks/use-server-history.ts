import { queryView, useQuery } from '@cs16ar/shared/data';
import { serverHistoryQuery } from '../api/get-server-history';
import type { HistoryRange, ServerHistory } from '../types/server-history';

/** The CMS keeps a history answer up to a minute (its last bucket may lag that much): so does the page. */
export const HISTORY_STALE_MS = 60_000;

/**
 * One range of a server's player-count history. While another range loads, the last one stays on screen
 * (`placeholder`: it is the previous range); a range already seen shows at once.
 */
export function useServerHistory(documentId: string, range: HistoryRange) {
  const query = useQuery({
    ...serverHistoryQuery(documentId, range),
    staleTime: HISTORY_STALE_MS,
    placeholderData: (previous: ServerHistory | undefined) => previous,
  });
  return { view: queryView(query), placeholder: query.isPlaceholderData, retry: () => void query.refetch() };
}
