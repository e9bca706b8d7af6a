import { queryView, useLiveEvents, useLiveRefresh, useQuery } from '@cs16ar/shared/data';
import { communitySummaryQuery } from '../api/get-community-summary';
import { SUMMARY_REFRESH_MS } from '../lib/landing-constants';
import type { SummaryView } from '../types/summary-view';

/**
 * The community summary, kept current by the page's live events (or, while they cannot arrive, by polling
 * every 30 s). Loaded apart from the landing page's first paint: see community-section.tsx.
 */
export function useCommunitySummary(): SummaryView {
  const live = useLiveEvents();
  const query = useQuery({
    ...communitySummaryQuery(),
    staleTime: SUMMARY_REFRESH_MS,
    ...useLiveRefresh(SUMMARY_REFRESH_MS),
  });
  const view = queryView(query);
  if (view.status === 'success') return { status: 'success', summary: view.data, live: live === 'live' };
  return { status: view.status };
}
