import { isNotFound, type Server } from '@cs16ar/shared';
import { queryView, useAfterPaint, useLiveRefresh, useQuery, type QueryView } from '@cs16ar/shared/data';
import { serverDetailQuery } from '../api/get-server';
import { serverStatisticsQuery } from '../api/get-server-statistics';

/** docs/product.md §9: the detail reloads every 60 s. */
export const SERVER_DETAIL_REFRESH_MS = 60_000;

// Statistics are not carried by live events: read again every 60 s while shown.
const periodic = {
  staleTime: SERVER_DETAIL_REFRESH_MS,
  // From the first answer on, while the tab is visible; a tab that comes back reloads what is older.
  refetchInterval: (query: { state: { data: unknown } }) =>
    query.state.data === undefined ? false : SERVER_DETAIL_REFRESH_MS,
  refetchOnWindowFocus: true,
} as const;

export type ServerDetailView =
  { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'success'; server: Server };

/** A server the CMS does not have answers 404 (or, from an older CMS, no data): "Servidor no encontrado". */
function detailView(view: QueryView<Server | null>): ServerDetailView {
  if (view.status === 'success') return view.data ? { status: 'success', server: view.data } : { status: 'not-found' };
  if (view.status === 'error') return { status: isNotFound(view.error) ? 'not-found' : 'error' };
  return view;
}

/**
 * One server and its statistics. The server's status, players and map follow the page's live events (or,
 * while they cannot arrive, a reload every 60 s); either way in place, no spinner, no flicker, and a failed
 * reload keeps what is shown. Statistics are extra (docs/product.md §4): asked once the server is on screen (so
 * they, and axios with them, do not compete with its cover for a phone's connection: issue 27), reloaded every
 * 60 s, one try each time, and a failure leaves them out silently.
 */
export function useServerDetail(documentId: string) {
  const detail = useQuery({
    ...serverDetailQuery(documentId),
    staleTime: SERVER_DETAIL_REFRESH_MS,
    ...useLiveRefresh(SERVER_DETAIL_REFRESH_MS),
  });
  const found = detail.data != null;
  const shown = useAfterPaint(found);
  const statistics = useQuery({ ...serverStatisticsQuery(documentId), ...periodic, enabled: shown, retry: false });

  return {
    view: detailView(queryView(detail)),
    statistics: statistics.data ?? null,
    retry: () => void detail.refetch(),
  };
}
