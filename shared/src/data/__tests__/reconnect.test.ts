import {
  initialReconnect,
  reconnectDelayMs,
  reconnectTransition,
  reconnectTransitions,
  type ReconnectEvent,
  type ReconnectSnapshot,
  type ReconnectState,
} from '@cs16ar/contracts';

// The reconnect machine this page's live events run (contracts/reconnect.js; the CMS's log listener takes its delay).

const states = Object.keys(reconnectTransitions) as ReconnectState[];
const events: ReconnectEvent[] = ['start', 'opened', 'failed', 'retry', 'stop', 'close', 'missed'];

function run(...sequence: ReconnectEvent[]): ReconnectSnapshot {
  return sequence.reduce(reconnectTransition, initialReconnect);
}

describe('the reconnect machine', () => {
  it('starts idle, with no failures and nothing missed', () => {
    expect(initialReconnect).toEqual({ state: 'idle', failures: 0, missed: false });
  });

  it('moves only along its table; any other event leaves the very same snapshot', () => {
    const moves: string[] = [];
    for (const state of states) {
      const snapshot: ReconnectSnapshot = { state, failures: 2, missed: true };
      for (const event of events.filter((name) => name !== 'missed')) {
        const next = reconnectTransition(snapshot, event);
        if (next === snapshot) continue;
        moves.push(`${state} -${event}-> ${next.state}`);
      }
    }
    expect(moves).toEqual([
      'idle -start-> connecting',
      'idle -close-> closed',
      'connecting -opened-> open',
      'connecting -failed-> waiting',
      'connecting -stop-> idle',
      'connecting -close-> closed',
      'open -failed-> waiting',
      'open -stop-> idle',
      'open -close-> closed',
      'waiting -retry-> retrying',
      'waiting -stop-> idle',
      'waiting -close-> closed',
      'retrying -opened-> open',
      'retrying -failed-> waiting',
      'retrying -stop-> idle',
      'retrying -close-> closed',
    ]);
  });

  it('counts failures until a connection opens, and remembers that messages may have been missed', () => {
    const failedTwice = run('start', 'failed', 'retry', 'failed', 'retry');
    expect(failedTwice).toEqual({ state: 'retrying', failures: 2, missed: true });
    expect(reconnectTransition(failedTwice, 'opened')).toEqual({ state: 'open', failures: 0, missed: false });

    const dropped = run('start', 'opened', 'failed');
    expect(dropped).toEqual({ state: 'waiting', failures: 1, missed: true });
  });

  it('records a miss without a failure (a first connection slower than start-up waits for)', () => {
    const slow = run('start', 'missed');
    expect(slow).toEqual({ state: 'connecting', failures: 0, missed: true });
    expect(reconnectTransition(slow, 'missed')).toBe(slow);
    expect(reconnectTransition(slow, 'opened')).toEqual({ state: 'open', failures: 0, missed: false });
  });

  it('forgets failures when stopped, and after close ignores everything, for good', () => {
    expect(run('start', 'failed', 'stop')).toEqual({ state: 'idle', failures: 0, missed: false });
    const closed = run('start', 'failed', 'close');
    expect(closed).toEqual({ state: 'closed', failures: 0, missed: false });
    for (const event of events) expect(reconnectTransition(closed, event)).toBe(closed);
  });
});

describe('the delay before the next attempt', () => {
  const policy = { baseMs: 1000, maxMs: 30_000, jitter: [0.5, 1] as const };

  it('doubles per failure up to its ceiling', () => {
    const highest = [1, 2, 3, 4, 5, 6, 7, 20].map((failures) => reconnectDelayMs(policy, failures, () => 1));
    expect(highest).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('is jittered between the policy’s bounds', () => {
    expect(reconnectDelayMs(policy, 3, () => 0)).toBe(2000);
    expect(reconnectDelayMs(policy, 3, () => 0.5)).toBe(3000);
    const wide = { baseMs: 250, maxMs: 30_000, jitter: [0.75, 1.25] as const };
    expect(reconnectDelayMs(wide, 1, () => 0)).toBe(188);
    expect(reconnectDelayMs(wide, 1, () => 1)).toBe(313);
    expect(reconnectDelayMs(wide, 40, () => 1)).toBe(37_500);
  });
});
