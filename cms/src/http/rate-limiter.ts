// Fixed-window counter per key, in memory: enough for one CMS process guarding an admin-only call.
export type RateLimiter = {
  // Returns 0 when the call may go ahead, otherwise how many milliseconds until it may.
  take: (key: string) => number;
};

export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    take(key) {
      const time = now();
      const window = windows.get(key);
      if (!window || time - window.startedAt >= options.windowMs) {
        windows.set(key, { startedAt: time, count: 1 });
        if (windows.size > 10000) {
          for (const [stale, value] of windows) {
            if (time - value.startedAt >= options.windowMs) windows.delete(stale);
          }
        }
        return 0;
      }
      if (window.count >= options.max) return window.startedAt + options.windowMs - time;
      window.count += 1;
      return 0;
    },
  };
}
