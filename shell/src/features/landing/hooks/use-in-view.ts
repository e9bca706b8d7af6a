import { useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * True from the first time at least `threshold` of the element is visible, and for good after that.
 * Returns a callback ref for the element. Browsers without IntersectionObserver count it as visible.
 */
export function useInViewOnce<T extends Element>(threshold: number): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  // False in the build's render and its hydration alike; a browser without the observer counts it as visible
  // from the render after.
  const withoutObserver = useHydrated() && typeof IntersectionObserver === 'undefined';

  useEffect(() => {
    if (!element || inView || withoutObserver) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, inView, threshold, withoutObserver]);

  return [setElement, inView || withoutObserver];
}
