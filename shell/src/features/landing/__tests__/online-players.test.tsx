import { act, renderHook } from '@testing-library/react';
import { ONLINE_INTERVAL_MS, ONLINE_MAX, ONLINE_MIN, ONLINE_START } from '../lib/landing-constants';
import { useOnlinePlayers } from '../hooks/use-online-players';
import { nextOnlineCount, otherPlayersOnline } from '../lib/online-players';

/** A small seeded generator (mulberry32), so the walk is random but the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the players-online random walk', () => {
  it('steps by a whole number from -5 to +5', () => {
    expect(nextOnlineCount(837, 0)).toBe(832);
    expect(nextOnlineCount(837, 0.5)).toBe(837);
    expect(nextOnlineCount(837, 0.9999)).toBe(842);
  });

  it('stays within 800-950', () => {
    expect(nextOnlineCount(ONLINE_MAX, 0.9999)).toBe(ONLINE_MAX);
    expect(nextOnlineCount(ONLINE_MIN + 2, 0)).toBe(ONLINE_MIN);
  });

  it.each([1, 42, 2012])('keeps every step within ±5 and every value within bounds (seed %i)', (seed) => {
    const random = seeded(seed);
    let current = ONLINE_START;
    const seen = new Set<number>();
    let lowest = current;
    let highest = current;
    for (let step = 0; step < 20_000; step += 1) {
      const next = nextOnlineCount(current, random());
      // Steps at a bound are cut short by the clamp; elsewhere they are the raw step.
      if (next > ONLINE_MIN && next < ONLINE_MAX) seen.add(next - current);
      lowest = Math.min(lowest, next);
      highest = Math.max(highest, next);
      if (Math.abs(next - current) > 5) throw new Error(`step ${current} → ${next}`);
      current = next;
    }
    expect(lowest).toBeGreaterThanOrEqual(ONLINE_MIN);
    expect(highest).toBeLessThanOrEqual(ONLINE_MAX);
    // All eleven steps happen, so the walk really moves both ways.
    expect([...seen].sort((a, b) => a - b)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
  });

  it('starts at 837 and moves once every 5 seconds', () => {
    jest.useFakeTimers();
    const values = [0.9999, 0, 0.5];
    const { result } = renderHook(() => useOnlinePlayers(() => values.shift() ?? 0.5));

    expect(result.current).toBe(837);
    act(() => jest.advanceTimersByTime(ONLINE_INTERVAL_MS - 1));
    expect(result.current).toBe(837);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(842);
    act(() => jest.advanceTimersByTime(ONLINE_INTERVAL_MS));
    expect(result.current).toBe(837);
    act(() => jest.advanceTimersByTime(ONLINE_INTERVAL_MS));
    expect(result.current).toBe(837);
    jest.useRealTimers();
  });
});

describe('"Y otros N jugadores conectados"', () => {
  it('counts the players online beyond the 20 shown', () => {
    expect(otherPlayersOnline(837, 20)).toBe(817);
    expect(otherPlayersOnline(800, 20)).toBe(780);
    expect(otherPlayersOnline(12, 20)).toBe(0);
  });
});
