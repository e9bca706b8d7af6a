import { useMemo, type MouseEvent } from 'react';
import { Prose } from '@cs16ar/shared/prose';
import { sanitizeArticleHtml } from '../lib/sanitize-article-html';
import { useNavigate } from '@cs16ar/shared';

/** An article's HTML, sanitised; its links into this site navigate without reloading the page. */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const safeHtml = useMemo(() => sanitizeArticleHtml(html), [html]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    // Clicks bubble here from the links inside (Enter on a focused link fires a click too).
    <Prose onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}
