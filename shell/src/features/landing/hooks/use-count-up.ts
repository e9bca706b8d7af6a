import { useEffect, useRef, useState } from 'react';

/** Fast at first, gentle at the end, like a scoreboard settling. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

type CountUpOptions = {
  /** Until true the value stays at 0. */
  started: boolean;
  durationMs: number;
  /** Jump straight to the target (prefers-reduced-motion). */
  instant: boolean;
};

/**
 * A number that runs from 0 to `target` over `durationMs` once `started`, and from where it is to the new
 * target whenever the target changes afterwards. Whole numbers only.
 */
export function useCountUp(target: number, { started, durationMs, instant }: CountUpOptions): number {
  const [value, setValue] = useState(0);
  // Where the number is on screen right now, so a new target animates from there rather than from 0.
  const current = useRef(0);

  useEffect(() => {
    if (!started || instant) return;
    const from = current.current;
    let frame = 0;
    let startTime: number | null = null;
    const tick = (now: number) => {
      startTime ??= now;
      const progress = durationMs > 0 ? Math.min(1, (now - startTime) / durationMs) : 1;
      current.current = from + (target - from) * easeOutCubic(progress);
      setValue(Math.round(current.current));
      if (progress < 1) frame = window.requestAnimationFrame(tick);
    };
    frame = window.requestAnimationFrame(tick);
    return () => window.cancelAnimationFrame(frame);
  }, [target, started, durationMs, instant]);

  useEffect(() => {
    if (instant && started) current.current = target;
  }, [instant, started, target]);

  if (instant) return target;
  return started ? value : 0;
}
