import { useEffect } from 'react';
import { getRuntimeConfig } from '@cs16ar/shared';

export const FEED_TITLE = 'Novedades · CS 1.6 Argentina';

/** The Atom feed of Novedades, served by the CMS (`GET /news/feed.xml`). */
export function newsFeedUrl(): string {
  return `${getRuntimeConfig().apiUrl}/news/feed.xml`;
}

/**
 * `<link rel="alternate" type="application/atom+xml">` in the document's head while a news page shows, so a
 * browser or feed reader finds the feed from the page.
 */
export function useFeedLink(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/atom+xml';
    link.title = FEED_TITLE;
    link.href = newsFeedUrl();
    document.head.append(link);
    return () => link.remove();
  }, []);
}
