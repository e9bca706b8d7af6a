import { useEffect, useState, type RefObject } from 'react';
import { VIDEO_FIRST_RESIZE_MS } from '../lib/landing-constants';
import { coverSize, type Size } from '../lib/cover-size';

/**
 * The video frame's size to cover `container` (16:9, ×1.3), measured first 500 ms after `enabled` (once
 * the hero's layout has settled) and again whenever the window is resized. Null until first measured.
 */
export function useCoverSize(container: RefObject<HTMLElement | null>, enabled: boolean): Size | null {
  const [size, setSize] = useState<Size | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      const element = container.current;
      if (!element) return;
      const next = coverSize({ width: element.clientWidth, height: element.clientHeight });
      setSize((previous) =>
        previous && previous.width === next.width && previous.height === next.height ? previous : next,
      );
    };
    const onResize = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(measure);
    };
    const firstResize = window.setTimeout(measure, VIDEO_FIRST_RESIZE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(firstResize);
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, [container, enabled]);

  return size;
}
