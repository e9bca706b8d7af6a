import { useEffect } from 'react';
import type { AnchorTarget } from '../lib/find-anchor';

/**
 * Brings the linked section or rule into view once the book is on screen: the browser's own jump to `#…`
 * happens before the rules arrive (and not at all after a link inside the site), so the page does it. The
 * rule also gets the focus, so a keyboard or screen-reader user starts there.
 */
export function useScrollToTarget(target: AnchorTarget): void {
  const id = target.kind === 'section' || target.kind === 'rule' ? target.id : null;
  useEffect(() => {
    if (!id) return;
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [id]);
}
