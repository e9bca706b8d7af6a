// Reuses a computed read for a few seconds, and shares one computation among concurrent callers, so a
// popular ranking costs one query per period however many visitors ask. A result is at most ttl old
// everywhere; what must not wait that long (a profile a player just edited) is cleared by its owner.
export function createMemo<T>(ttlMs: () => number, maxEntries = 1000) {
  const entries = new Map<string, { storedAt: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.storedAt < ttlMs()) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { storedAt: now, value });
      // A failed read is not remembered.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
