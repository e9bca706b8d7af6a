import { useEffect, useState } from 'react';

/**
 * False until what the component rendered while `ready` has been painted, then true. For a read of something
 * below what the visitor came for (an article's related ones): started after the page's main content is on
 * screen, it does not compete with it for the phone's connection and main thread (issue 27: Largest
 * Contentful Paint). A frame, then a task: the task after the frame's paint.
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
