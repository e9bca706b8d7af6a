import { startTransition, useEffect, useState, type RefObject } from 'react';
import { afterPageInteractive } from '../../../lib/after-page-interactive';
import { useInViewOnce } from './use-in-view';

/**
 * When a landing section asks the CMS for its data: once the page is up and idle (the hero, what a visitor
 * sees first, never waits for it), or earlier if the section scrolls into view before that. Not sooner: a
 * margin around the viewport reached the section from the first render on phones, and the data layer then
 * competed with the first paint (Lighthouse mobile: LCP 2.49 s against 2.24 s).
 */
export function useStartWhenNear<T extends Element>(): [RefObject<T | null>, boolean] {
  const [ref, near] = useInViewOnce<T>(0);
  const [idle, setIdle] = useState(false);
  // A transition: the section renders again in slices that yield, not in one task (28 ms on `/` at four times
  // slower CPU as a plain update).
  useEffect(() => afterPageInteractive(() => startTransition(() => setIdle(true))), []);
  return [ref, near || idle];
}
