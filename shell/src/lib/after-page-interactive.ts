/**
 * Runs `callback` once the page has loaded and the main thread is idle, so nothing optional (the hero
 * video, prefetching other pages) competes with the page's own content. Returns a cancel function.
 */
export function afterPageInteractive(callback: () => void, fallbackDelayMs = 1000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(run, { timeout: 3000 });
    else timer = window.setTimeout(run, fallbackDelayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
