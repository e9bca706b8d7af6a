// Types of ./reconnect.js: the reconnect-and-backoff machine of the browser's live events, whose delay the CMS's log listener takes too.

export type ReconnectState = 'idle' | 'connecting' | 'open' | 'waiting' | 'retrying' | 'closed';
/** `missed` changes no state: it records that messages may have been missed (see `reconnectTransition`). */
export type ReconnectEvent = 'start' | 'opened' | 'failed' | 'retry' | 'stop' | 'close' | 'missed';
export type ReconnectSnapshot = {
  readonly state: ReconnectState;
  /** Attempts failed since the last `opened`. */
  readonly failures: number;
  /** Messages may have been missed since the last `opened`. */
  readonly missed: boolean;
};
export type ReconnectPolicy = {
  readonly baseMs: number;
  readonly maxMs: number;
  /** The delay's jitter factor, lowest and highest. */
  readonly jitter: readonly [number, number];
};

/** Every state's transitions, as data: event → next state (an event not listed is ignored). */
export declare const reconnectTransitions: {
  readonly [S in ReconnectState]: Readonly<Partial<Record<Exclude<ReconnectEvent, 'missed'>, ReconnectState>>>;
};
export declare const initialReconnect: ReconnectSnapshot;
/** The snapshot after `event`; the same object when the event changes nothing. */
export declare function reconnectTransition(snapshot: ReconnectSnapshot, event: ReconnectEvent): ReconnectSnapshot;
/** The delay before the next attempt after `failures` failed ones: `baseMs` doubling up to `maxMs`, jittered. */
export declare function reconnectDelayMs(policy: ReconnectPolicy, failures: number, random: () => number): number;
