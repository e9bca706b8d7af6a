import { useEffect, useState } from 'react';

/** How long a read below the page's main content waits at most for the browser to be idle. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * False until what the component rendered while `ready` has been painted and the browser is idle, then true.
 * For a read of something below what the visitor came for (an article's related ones, a server's statistics):
 * started once the page's main content is on screen, it does not compete with it for a phone's connection and
 * main thread (issue 27: Largest Contentful Paint). The frame that paints it, the next one, then idle time: a
 * frame reaches the screen a few milliseconds after the task that painted it, and a read started in between was
 * counted by Lighthouse as one the content waited for.
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    const done = () => setPainted(true);
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (typeof window.requestIdleCallback === 'function') {
          idle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
        } else {
          timer = setTimeout(done, 100);
        }
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
