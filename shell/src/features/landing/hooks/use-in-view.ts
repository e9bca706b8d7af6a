import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { useBrowserValue } from '../../../lib/use-hydrated';

const lacksIntersectionObserver = () => typeof IntersectionObserver === 'undefined';

/**
 * True from the first time at least `threshold` of the element is visible, and for good after that.
 * Returns the ref to put on the element. Browsers without IntersectionObserver count it as visible.
 */
export function useInViewOnce<T extends Element>(threshold: number): [RefObject<T | null>, boolean] {
  // A ref object, not an element kept in state: state set by a callback ref renders the component again as soon
  // as it mounts (or hydrates), synchronously, and here that component is a whole landing section.
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  // False in the build's render and its hydration alike; a browser without the observer counts it as visible
  // from the render after (and one with it is not rendered again).
  const withoutObserver = useBrowserValue(lacksIntersectionObserver, false);

  useEffect(() => {
    const element = ref.current;
    if (!element || inView || withoutObserver) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          // A transition, as every section's later render (use-start-when-near.ts): a plain update renders the
          // whole section in one task that does not yield.
          startTransition(() => setInView(true));
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, threshold, withoutObserver]);

  return [ref, inView || withoutObserver];
}
