import { useEffect, useRef } from 'react';

/**
 * Runs `refresh` every `intervalMs` while `enabled`, in the background. While the tab is hidden nothing is
 * fetched; when it becomes visible again a refresh that was missed meanwhile runs at once (never sooner than
 * `intervalMs` after the previous one). The next refresh is counted from the end of the previous one, so a
 * slow network never stacks requests. The timer stops when the page unmounts.
 */
export function useLiveRefresh(refresh: () => Promise<unknown>, intervalMs: number, enabled: boolean): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let timer: number | undefined;
    let lastStartedAt = Date.now();
    let running = false;

    const schedule = (delay: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(run, delay);
    };

    async function run() {
      if (document.visibilityState === 'hidden' || running) return;
      running = true;
      lastStartedAt = Date.now();
      try {
        await latest.current();
      } catch {
        // The page keeps what it shows; the next refresh tries again.
      } finally {
        running = false;
        if (active) schedule(intervalMs);
      }
    }

    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible' || running) return;
      schedule(Math.max(0, intervalMs - (Date.now() - lastStartedAt)));
    };

    schedule(intervalMs);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      active = false;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [enabled, intervalMs]);
}
