import { applyIsolatingFailures } from '../isolate-failures';

// How the log consumer finds the lines the database refuses (issue 23): split until they are alone, set
// them aside, apply everything else in order. Pure: parts are "applied" by appending to a list, as one
// transaction either commits whole or not at all.

function consumer(poison: Set<number>, options: { databaseAway?: boolean; flaky?: Set<number> } = {}) {
  const applied: number[] = [];
  const setAside: [number, string][] = [];
  let attempts = 0;
  const flaky = new Set(options.flaky);
  const steps = {
    async apply(items: number[]) {
      attempts += 1;
      const bad = items.find((item) => poison.has(item) || flaky.has(item));
      if (bad !== undefined) {
        flaky.delete(bad);
        throw new Error(`value out of range: ${bad}`);
      }
      applied.push(...items);
    },
    async setAside(item: number, error: unknown) {
      setAside.push([item, (error as Error).message]);
    },
    blamesItems: async () => !options.databaseAway,
  };
  return { steps, applied, setAside, attempts: () => attempts };
}

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('applyIsolatingFailures', () => {
  it('applies a part that succeeds in one go', async () => {
    const run = consumer(new Set());
    await applyIsolatingFailures(numbers(5000), run.steps);
    expect(run.applied).toEqual(numbers(5000));
    expect(run.attempts()).toBe(1);
  });

  it('sets aside exactly the refused items, with their error, and applies the rest in order', async () => {
    const poison = new Set([0, 2500, 4999]);
    const run = consumer(poison);
    await applyIsolatingFailures(numbers(5000), run.steps);
    expect(run.setAside).toEqual([
      [0, 'value out of range: 0'],
      [2500, 'value out of range: 2500'],
      [4999, 'value out of range: 4999'],
    ]);
    expect(run.applied).toEqual(numbers(5000).filter((item) => !poison.has(item)));
    // Bisection, not one attempt per item.
    expect(run.attempts()).toBeLessThan(120);
  });

  it('tries an item alone twice before setting it aside: a refusal of the moment is not a bad item', async () => {
    const run = consumer(new Set(), { flaky: new Set([7]) });
    await applyIsolatingFailures([7], run.steps);
    expect(run.applied).toEqual([7]);
    expect(run.setAside).toEqual([]);
  });

  it('sets nothing aside while the database is away: the error goes to the caller, who tries later', async () => {
    const run = consumer(new Set([3]), { databaseAway: true });
    await expect(applyIsolatingFailures(numbers(10), run.steps)).rejects.toThrow('value out of range: 3');
    expect(run.setAside).toEqual([]);
    expect(run.applied).toEqual([]);
  });
});
