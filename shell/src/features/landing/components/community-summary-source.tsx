import { startTransition, useEffect } from 'react';
import { useCommunitySummary } from '../hooks/use-community-summary';
import type { SummaryView } from '../types/summary-view';

/**
 * Reads the summary and hands it to "Nuestra Comunidad". A module of its own, loaded with the data layer once
 * the page is up, so that neither costs the landing page's first paint; it renders nothing, so the section's
 * layout (reserved from the first paint) is never replaced.
 */
export function CommunitySummarySource({ onView }: { onView: (view: SummaryView) => void }) {
  const view = useCommunitySummary();
  const summary = view.status === 'success' ? view.summary : null;
  const live = view.status === 'success' && view.live;
  useEffect(() => {
    // A transition: the section renders the figures in slices that yield to the browser. Handed over as a plain
    // update it rendered in one task that does not yield (React renders default updates whole), 50 ms on `/` at
    // four times slower CPU when the data arrived.
    startTransition(() =>
      onView(
        summary ? { status: 'success', summary, live } : { status: view.status === 'error' ? 'error' : 'loading' },
      ),
    );
  }, [onView, summary, live, view.status]);
  return null;
}
