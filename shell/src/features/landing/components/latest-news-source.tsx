import { startTransition, useEffect } from 'react';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { latestNewsQuery } from '../api/get-latest-news';
import type { LatestNewsView } from '../types/latest-news-view';

/**
 * Reads the latest posts and hands them to "Últimas novedades": a module of its own, loaded with the data layer
 * once the page is up (see community-summary-source.tsx), rendering nothing.
 */
export function LatestNewsSource({ onView }: { onView: (view: LatestNewsView) => void }) {
  const view = queryView(useQuery(latestNewsQuery()));
  const posts = view.status === 'success' ? view.data : null;
  useEffect(() => {
    // A transition, as the community summary's (community-summary-source.tsx): the cards render in slices that
    // yield to the browser instead of one task (22 ms on `/` at four times slower CPU when the posts arrived).
    startTransition(() =>
      onView(posts ? { status: 'success', posts } : { status: view.status === 'error' ? 'error' : 'loading' }),
    );
  }, [onView, posts, view.status]);
  return null;
}
