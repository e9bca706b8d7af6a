import {
  initialReconnect,
  reconnectDelayMs,
  reconnectTransition,
  type ReconnectEvent,
  type ReconnectPolicy,
} from '@cs16ar/contracts';
import type { CommunitySummary } from '@cs16ar/shared';
import {
  parseEventData,
  readAccountEvent,
  readBanEvent,
  readCommunitySummary,
  readReadyEvent,
  readServerEvent,
  type AccountLiveEvent,
  type BanLiveEvent,
  type ServerLiveEvent,
} from './live-event-messages';

/**
 * The page's one connection to the CMS's live events (`GET {apiUrl}/events`, Server-Sent Events), shared by
 * the shell and every remote through the data layer's singleton.
 *
 * - Open while at least one screen showing live data is mounted (`retain`), and closed a little after the last
 *   one leaves (a route change from one live page to another keeps it).
 * - Closed while the tab is hidden; opened again when it is visible, and the `ready` event then says whether
 *   what the page shows may be older than the CMS's latest poll (`onReady`).
 * - Reconnects with backoff (1 s doubling to 30 s, with jitter, reset once a stream is ready); when the CMS
 *   refuses the stream (503 beyond its client bound, 429 beyond one address's share) it waits at least its
 *   `Retry-After`.
 * - While events cannot arrive (no EventSource, refused, dropped) the state is `unavailable` and the live
 *   queries poll as they did before (`use-live-refresh.ts`).
 *
 * The connection's states are the project's reconnect machine's (`@cs16ar/contracts`, reconnect.js); `LiveState`
 * is what the page sees of them.
 *
 * No framework code: what to do with the events, the browser's EventSource, `fetch`, visibility and timers
 * are all injected (tests use fakes).
 */
export type LiveState = 'idle' | 'connecting' | 'live' | 'unavailable' | 'paused';

/** What the store needs of a browser EventSource. */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
};

export type Visibility = { hidden(): boolean; subscribe(onChange: () => void): () => void };

/** The CMS's answer to a plain request for the stream: its status and, on a 503, how long to stay away. */
export type StreamProbe = (url: string) => Promise<{ status: number; retryAfterMs: number | null }>;

export type LiveEventsOptions = {
  url: string;
  onServer(event: ServerLiveEvent): void;
  onSummary(summary: CommunitySummary): void;
  /** An account changed (a Steam ID linked or moved): its owner's screens re-read it. */
  onAccount?(event: AccountLiveEvent): void;
  /** A ban was recorded, lifted or ran out: the ban screens read their data again. */
  onBan?(event: BanLiveEvent): void;
  /** A stream is ready: `statusCheckedAt` is the latest poll that instance knows. */
  onReady(statusCheckedAt: string | null): void;
  /** Events stopped arriving: the page must rely on polling until they come back. */
  onUnavailable?(): void;
  /** Null when the browser has none: the page then polls. */
  createEventSource?: ((url: string) => EventSourceLike) | null;
  probe?: StreamProbe;
  visibility?: Visibility;
  /** How long the connection stays open after the last live screen left. */
  idleCloseMs?: number;
  random?: () => number;
  /**
   * When the first connection may be made: called once, with the function that allows it (default: at once).
   * The page passes "once it has loaded": its first reads are fresh, and events arriving while it loads would
   * only re-render it in the middle of its start (issue 27). `onReady` then refreshes whatever is older than the
   * CMS's latest poll.
   */
  whenPageReady?: (allow: () => void) => void;
};

export type LiveEvents = {
  getState(): LiveState;
  subscribe(listener: () => void): () => void;
  /** A screen showing live data: keeps the connection while it is mounted. Returns its release. */
  retain(): () => void;
  /** Closes everything for good (the page's data layer is going away). */
  dispose(): void;
};

const CLOSED = 2;
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** What the CMS answers beyond its client bound when its `Retry-After` cannot be read. */
export const DEFAULT_RETRY_AFTER_MS = 30_000;
const DEFAULT_IDLE_CLOSE_MS = 15_000;
const RECONNECT_POLICY: ReconnectPolicy = { baseMs: RECONNECT_BASE_MS, maxMs: RECONNECT_MAX_MS, jitter: [0.5, 1] };

export function browserEventSource(): ((url: string) => EventSourceLike) | null {
  return typeof EventSource === 'function' ? (url) => new EventSource(url) : null;
}

export const documentVisibility: Visibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  subscribe(onChange) {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

/** `Retry-After` in seconds or as an HTTP date, bounded to an hour; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  const milliseconds = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(milliseconds)) return null;
  return Math.min(Math.max(milliseconds, 0), 3_600_000);
}

/**
 * EventSource does not say why a stream was refused, so the store asks once more with fetch, reads the status
 * and `Retry-After` (the CMS exposes it to the site's origins), and lets go of the body at once.
 */
export const fetchStreamProbe: StreamProbe = async (url) => {
  const controller = new AbortController();
  try {
    const response = await fetch(url, { headers: { Accept: 'text/event-stream' }, signal: controller.signal });
    return { status: response.status, retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')) };
  } finally {
    controller.abort();
  }
};

export function createLiveEvents(options: LiveEventsOptions): LiveEvents {
  const {
    url,
    createEventSource = browserEventSource(),
    probe = fetchStreamProbe,
    visibility = documentVisibility,
    idleCloseMs = DEFAULT_IDLE_CLOSE_MS,
    random = Math.random,
    whenPageReady = (allow: () => void) => allow(),
  } = options;
  const listeners = new Set<() => void>();
  // The connection: idle, connecting, open, waiting or retrying after a failure, closed (reconnect.js).
  let connection = initialReconnect;
  // What an idle connection shows: nobody holds it, the tab is hidden, or the browser has no EventSource.
  let idleAs: 'idle' | 'paused' | 'unavailable' = 'idle';
  let shown: LiveState = 'idle';
  let holders = 0;
  let source: EventSourceLike | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopWatchingVisibility: (() => void) | null = null;
  let disposed = false;
  // Whether the first connection may be made yet (whenPageReady), and whether it was asked for.
  let pageReady = false;
  let pageReadyAsked = false;

  function liveState(): LiveState {
    switch (connection.state) {
      case 'connecting':
        return 'connecting';
      case 'open':
        return 'live';
      case 'waiting':
      case 'retrying':
        return 'unavailable';
      default:
        return idleAs;
    }
  }

  /** Moves the machine and tells the listeners when what the page sees changed. */
  function dispatch(event: ReconnectEvent) {
    connection = reconnectTransition(connection, event);
    const next = liveState();
    if (next === shown) return;
    const wasReceiving = shown === 'live' || shown === 'connecting';
    shown = next;
    if (next === 'unavailable' && wasReceiving) options.onUnavailable?.();
    for (const listener of [...listeners]) listener();
  }

  function closeSource() {
    source?.close();
    source = null;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
  }

  function wanted(): boolean {
    return !disposed && holders > 0 && !visibility.hidden();
  }

  function stop(as: typeof idleAs) {
    closeSource();
    idleAs = as;
    dispatch('stop');
  }

  function scheduleReconnect(atLeastMs = 0) {
    const delay = Math.max(reconnectDelayMs(RECONNECT_POLICY, connection.failures, random), atLeastMs);
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (wanted()) {
        dispatch('retry');
        connect();
      }
    }, delay);
  }

  function onFailure(opened: EventSourceLike) {
    if (opened !== source) return;
    const refused = opened.readyState === CLOSED;
    closeSource();
    dispatch('failed');
    if (!refused) {
      scheduleReconnect();
      return;
    }
    // Refused (an HTTP error rather than a dropped connection): a 503 (the CMS is full) or a 429 (this
    // address holds its share) says how long to stay away.
    probe(url)
      .then(({ status, retryAfterMs }) =>
        status === 503 || status === 429 ? (retryAfterMs ?? DEFAULT_RETRY_AFTER_MS) : 0,
      )
      .catch(() => 0)
      .then((atLeastMs) => {
        if (wanted() && connection.state === 'waiting' && reconnectTimer === undefined) scheduleReconnect(atLeastMs);
      });
  }

  function listen(opened: EventSourceLike, type: string, handle: (data: unknown) => void) {
    opened.addEventListener(type, (event) => {
      if (opened !== source) return;
      handle(parseEventData(event.data));
    });
  }

  /** An attempt (the machine is `connecting` or `retrying`). */
  function connect() {
    if (!createEventSource) return;
    closeSource();
    let opened: EventSourceLike;
    try {
      opened = createEventSource(url);
    } catch {
      // Not retried by a timer (a URL the browser refuses stays refused); the next retain or visibility change
      // tries again.
      dispatch('failed');
      return;
    }
    source = opened;
    listen(opened, 'ready', (data) => {
      const ready = readReadyEvent(data);
      if (!ready) return;
      dispatch('opened');
      options.onReady(ready.statusCheckedAt);
    });
    listen(opened, 'server', (data) => {
      const event = readServerEvent(data);
      if (event) options.onServer(event);
    });
    listen(opened, 'summary', (data) => {
      const summary = readCommunitySummary(data);
      if (summary) options.onSummary(summary);
    });
    listen(opened, 'account', (data) => {
      const event = readAccountEvent(data);
      if (event) options.onAccount?.(event);
    });
    listen(opened, 'ban', (data) => {
      const event = readBanEvent(data);
      if (event) options.onBan?.(event);
    });
    opened.addEventListener('error', () => onFailure(opened));
  }

  /** Brings the connection in line with who holds it, the tab's visibility and the browser. Idempotent. */
  function update() {
    if (disposed) return;
    if (holders === 0) stop('idle');
    // No live events in this browser: the page polls, exactly as it would without this module.
    else if (!createEventSource) stop('unavailable');
    else if (visibility.hidden()) stop('paused');
    else if (connection.state === 'idle') {
      if (!pageReady) {
        // Asked once; the answer (at once, or when the page has loaded) brings the connection in line again.
        if (!pageReadyAsked) {
          pageReadyAsked = true;
          whenPageReady(() => {
            pageReady = true;
            update();
          });
        }
        return;
      }
      dispatch('start');
      connect();
    } else if (connection.state === 'waiting' && reconnectTimer === undefined) {
      dispatch('retry');
      connect();
    }
  }

  return {
    getState: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retain() {
      if (disposed) return () => {};
      holders += 1;
      clearTimeout(idleTimer);
      stopWatchingVisibility ??= visibility.subscribe(update);
      update();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders > 0) return;
        clearTimeout(idleTimer);
        idleTimer = setTimeout(update, idleCloseMs);
      };
    },
    dispose() {
      disposed = true;
      clearTimeout(idleTimer);
      closeSource();
      stopWatchingVisibility?.();
      stopWatchingVisibility = null;
      listeners.clear();
      idleAs = 'idle';
      dispatch('close');
    },
  };
}
