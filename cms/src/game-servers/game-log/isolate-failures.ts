// One bad item must never block the rest (CONVENTIONS.md, "Lessons we paid for"). Items are applied in
// order, in parts: a part that fails is split in two halves, applied one after the other, until each
// failing item is alone; such an item is tried once more and then set aside with its error, and every
// other item is applied, in the original order. n items with one bad among them cost about 2·log2(n)
// extra attempts.
//
// A failure may also be nobody's item: the database is away, or restarting. `blamesItems` is asked after
// every failure; when it says no, the error is thrown at once and nothing is set aside (the caller tries
// again later, as with any outage).

export type IsolationSteps<T> = {
  apply: (items: T[]) => Promise<void>;
  setAside: (item: T, error: unknown) => Promise<void>;
  blamesItems: (error: unknown) => Promise<boolean>;
};

async function failureOf(attempt: () => Promise<void>): Promise<{ error: unknown } | null> {
  try {
    await attempt();
    return null;
  } catch (error) {
    return { error };
  }
}

export async function applyIsolatingFailures<T>(items: readonly T[], steps: IsolationSteps<T>): Promise<void> {
  if (items.length === 0) return;
  let failed = await failureOf(() => steps.apply([...items]));
  if (!failed) return;
  if (!(await steps.blamesItems(failed.error))) throw failed.error;
  if (items.length === 1) {
    // Alone and refused: once more, in case the first refusal was the moment's (a lock, a restart).
    failed = await failureOf(() => steps.apply([...items]));
    if (!failed) return;
    if (!(await steps.blamesItems(failed.error))) throw failed.error;
    await steps.setAside(items[0], failed.error);
    return;
  }
  const half = Math.ceil(items.length / 2);
  await applyIsolatingFailures(items.slice(0, half), steps);
  await applyIsolatingFailures(items.slice(half), steps);
}
