'use strict';
// The one reconnect-and-backoff machine of the project: the browser's live events (its EventSource to the CMS,
// shared/src/data/live-events.ts) keep a connection that is wanted or not, drops, and is tried again after a
// growing, jittered delay; the CMS's game-log listener takes the same delay to start a stopped worker again. The states and what moves between them are written here once, as data;
// each side owns its own connection, timers and public names for the states.
//
//   idle ──start──▶ connecting ──opened──▶ open
//                        │                  │
//                      failed             failed
//                        ▼                  ▼
//                     waiting ◀──failed── retrying
//                        └──────retry───────▲        (opened: retrying ──▶ open)
//
//   stop: any state but closed ──▶ idle          close: any state ──▶ closed (for good)

/**
 * - `idle`: not wanted (never started, or stopped): no connection, no timer.
 * - `connecting`: the first attempt since start, nothing missed yet.
 * - `open`: connected.
 * - `waiting`: an attempt failed or the connection dropped; the next attempt follows a delay.
 * - `retrying`: an attempt after a failure is under way.
 * - `closed`: for good; every event is ignored.
 */
const reconnectTransitions = Object.freeze({
  idle: Object.freeze({ start: 'connecting', close: 'closed' }),
  connecting: Object.freeze({ opened: 'open', failed: 'waiting', stop: 'idle', close: 'closed' }),
  open: Object.freeze({ failed: 'waiting', stop: 'idle', close: 'closed' }),
  waiting: Object.freeze({ retry: 'retrying', stop: 'idle', close: 'closed' }),
  retrying: Object.freeze({ opened: 'open', failed: 'waiting', stop: 'idle', close: 'closed' }),
  closed: Object.freeze({}),
});

/** Where a machine starts: idle, no failures, nothing missed. */
const initialReconnect = Object.freeze({ state: 'idle', failures: 0, missed: false });

/**
 * The pure transition: the snapshot after `event`. An event the current state does not take returns the same
 * snapshot (callers may compare by identity). Besides the state:
 * - `failures` (attempts failed since the last `opened`) grows on `failed` and returns to 0 on `opened` and `stop`;
 * - `missed` (messages may have been missed since the last `opened`) is set on `failed` and on `missed` (an event
 *   that changes no state: the owner knows it went without the connection), and cleared on `opened`, `stop` and
 *   `close`.
 */
function reconnectTransition(snapshot, event) {
  if (event === 'missed') {
    return snapshot.state === 'closed' || snapshot.missed ? snapshot : { ...snapshot, missed: true };
  }
  const next = reconnectTransitions[snapshot.state][event];
  if (!next) return snapshot;
  switch (event) {
    case 'failed':
      return { state: next, failures: snapshot.failures + 1, missed: true };
    case 'opened':
    case 'stop':
    case 'close':
      return { state: next, failures: 0, missed: false };
    default:
      return { ...snapshot, state: next };
  }
}

/**
 * How long to wait before the next attempt, after `failures` failed ones (1 or more): `baseMs` doubling per
 * failure up to `maxMs`, times a jitter factor between `jitter[0]` and `jitter[1]` (so clients that lost the
 * connection together do not come back in lockstep). `random` returns a number in [0, 1).
 */
function reconnectDelayMs(policy, failures, random) {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
  const [low, high] = policy.jitter;
  return Math.round(ceiling * (low + random() * (high - low)));
}

module.exports = { reconnectTransitions, initialReconnect, reconnectTransition, reconnectDelayMs };
