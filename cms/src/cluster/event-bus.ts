import { createHash, randomUUID } from 'node:crypto';
import {
  initialReconnect,
  reconnectDelayMs,
  reconnectTransition,
  type ReconnectEvent,
  type ReconnectPolicy,
  type ReconnectState,
} from '@cs16ar/contracts';
import { Client, type ClientConfig, type Notification } from 'pg';

// Publish/subscribe of small JSON messages between the parts of the CMS, and between CMS instances that
// share one PostgreSQL database (LISTEN/NOTIFY on one dedicated connection per instance). Messages say
// *what changed*; receivers re-read the database, so a message that never arrives costs freshness, never
// correctness: whenever an instance may have missed messages (its connection dropped, or its own publish
// could not be sent), every affected instance runs its resync handlers, which re-read everything.

// A named channel and how to check a message that arrives from another instance (it crossed the database,
// so it is checked like any outside input before a handler sees it).
export type Channel<T> = { readonly name: string; readonly parse: (raw: unknown) => T | null };

export function defineChannel<T>(name: string, parse: (raw: unknown) => T | null): Channel<T> {
  if (!/^[a-z0-9][a-z0-9.-]{0,63}$/.test(name) || name === RESYNC) throw new Error(`invalid channel name "${name}"`);
  return { name, parse };
}

type Handler<T> = (message: T) => void | Promise<void>;
export type Log = { info: (text: string) => void; warn: (text: string) => void; error: (text: string) => void };

export type PostgresBusOptions = {
  connection: Pick<ClientConfig, 'connectionString' | 'host' | 'port' | 'user' | 'password' | 'database' | 'ssl'>;
  // Instances hear each other only when they use the same schema (the test suite runs many CMSs, each in
  // its own schema of one database; NOTIFY itself is database-wide).
  schema: string;
  // How long the first connection may take before start-up goes on without it (it keeps retrying).
  firstConnectTimeoutMs?: number;
  pingIntervalMs?: number;
};

export type BusState = 'in-process' | 'connecting' | 'listening' | 'reconnecting' | 'closed';

// The bus's states are the shared reconnect machine's (@cs16ar/contracts, reconnect.js), under the names
// the health check reports.
const busStates: Record<ReconnectState, BusState> = {
  idle: 'in-process',
  connecting: 'connecting',
  open: 'listening',
  waiting: 'reconnecting',
  retrying: 'reconnecting',
  closed: 'closed',
};

export type EventBus = {
  readonly instanceId: string;
  // Delivers to this instance's subscribers at once (synchronously) and, on PostgreSQL, to every other
  // instance. Never throws: a message that cannot reach the others turns into a resync when it can.
  publish<T>(channel: Channel<T>, message: T): void;
  subscribe<T>(channel: Channel<T>, handler: Handler<T>): () => void;
  // Called when this instance may have missed messages: re-read what you keep.
  onResync(handler: () => void | Promise<void>): () => void;
  // Where failures are reported (the console until told otherwise).
  useLog(log: Log): void;
  connectPostgres(options: PostgresBusOptions): Promise<void>;
  state(): BusState;
  close(): Promise<void>;
};

const RESYNC = 'bus.resync';
const ENVELOPE_VERSION = 1;
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
export const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_POLICY: ReconnectPolicy = { baseMs: 250, maxMs: 30000, jitter: [0.75, 1.25] };
const PING_TIMEOUT_MS = 10000;

type Envelope = { v: number; o: string; c: string; m: unknown };

function parseEnvelope(payload: string | undefined): Envelope | null {
  if (!payload || payload.length > MAX_PAYLOAD_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { v, o, c, m } = value as Record<string, unknown>;
  if (v !== ENVELOPE_VERSION || typeof o !== 'string' || typeof c !== 'string') return null;
  return { v, o, c, m };
}

// One NOTIFY channel per schema; identifiers are limited to 63 bytes, so long schema names are hashed.
export function postgresChannelFor(schema: string): string {
  const readable = `cs16_bus_${schema}`;
  if (Buffer.byteLength(readable) <= 63 && /^[A-Za-z0-9_]+$/.test(schema)) return readable;
  return `cs16_bus_${createHash('sha256').update(schema).digest('hex').slice(0, 40)}`;
}

export function busApplicationName(instanceId: string): string {
  return `cs16-cms-event-bus ${process.pid} ${instanceId.slice(0, 8)}`;
}

const consoleLog: Log = {
  info: (text) => console.log(text),
  warn: (text) => console.warn(text),
  error: (text) => console.error(text),
};

export function createEventBus(): EventBus {
  const instanceId = randomUUID();
  const subscribers = new Map<string, { channel: Channel<unknown>; handlers: Set<Handler<unknown>> }>();
  const resyncHandlers = new Set<() => void | Promise<void>>();
  let log: Log = consoleLog;

  // The connection's state, failures and whether messages may have been missed while not listening (then
  // this instance resyncs once listening again): the shared machine, moved only through `dispatch`.
  let connection = initialReconnect;
  let options: PostgresBusOptions | null = null;
  let client: Client | null = null;
  let pgChannel = '';
  let reconnectTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;
  // A message of ours never reached the others: tell them to resync once we can.
  let missedOutgoing = false;

  function dispatch(event: ReconnectEvent): void {
    connection = reconnectTransition(connection, event);
  }

  function settle(result: void | Promise<void>, what: string): void {
    if (result && typeof (result as Promise<void>).catch === 'function') {
      (result as Promise<void>).catch((error: unknown) => log.error(`[event-bus] ${what} failed: ${describe(error)}`));
    }
  }

  function deliver(name: string, message: unknown): void {
    const entry = subscribers.get(name);
    if (!entry) return;
    for (const handler of entry.handlers) {
      try {
        settle(handler(message), `a handler of "${name}"`);
      } catch (error) {
        log.error(`[event-bus] a handler of "${name}" failed: ${describe(error)}`);
      }
    }
  }

  function resyncLocally(): void {
    for (const handler of resyncHandlers) {
      try {
        settle(handler(), 'a resync handler');
      } catch (error) {
        log.error(`[event-bus] a resync handler failed: ${describe(error)}`);
      }
    }
  }

  function sendNotify(name: string, message: unknown): void {
    if (connection.state !== 'open' || !client) {
      missedOutgoing = true;
      return;
    }
    const payload = JSON.stringify({ v: ENVELOPE_VERSION, o: instanceId, c: name, m: message });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      // A programming error (messages are meant to be small); the others still learn that something changed.
      log.error(`[event-bus] message on "${name}" is over ${MAX_PAYLOAD_BYTES} bytes; sending a resync instead`);
      if (name !== RESYNC) sendNotify(RESYNC, null);
      return;
    }
    client.query('SELECT pg_notify($1, $2)', [pgChannel, payload]).catch((error: unknown) => {
      missedOutgoing = true;
      log.warn(`[event-bus] could not publish on "${name}": ${describe(error)}`);
    });
  }

  function onNotification(notification: Notification): void {
    if (notification.channel !== pgChannel) return;
    const envelope = parseEnvelope(notification.payload);
    if (!envelope) {
      log.warn('[event-bus] ignored a malformed message');
      return;
    }
    if (envelope.o === instanceId) return;
    if (envelope.c === RESYNC) {
      resyncLocally();
      return;
    }
    const entry = subscribers.get(envelope.c);
    if (!entry) return;
    const message = entry.channel.parse(envelope.m);
    if (message === null) {
      log.warn(`[event-bus] ignored an invalid message on "${envelope.c}"`);
      return;
    }
    deliver(envelope.c, message);
  }

  function stopPing(): void {
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
  }

  function dropClient(): void {
    stopPing();
    const dropped = client;
    client = null;
    if (!dropped) return;
    dropped.removeListener('notification', onNotification);
    dropped.end().catch(() => undefined);
  }

  function connectionLost(reason: string): void {
    if (connection.state === 'closed') return;
    if (connection.state === 'open') log.warn(`[event-bus] lost the PostgreSQL connection (${reason}); reconnecting`);
    dispatch('failed');
    dropClient();
    if (reconnectTimer) return;
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = null;
        dispatch('retry');
        void connectOnce();
      },
      reconnectDelayMs(RECONNECT_POLICY, connection.failures, Math.random),
    );
    reconnectTimer.unref();
  }

  function startPing(current: Client, intervalMs: number): void {
    // A connection that died without a word (network cut) is only found by using it.
    pingTimer = setInterval(() => {
      current.query('SELECT 1').catch((error: unknown) => {
        if (client === current) connectionLost(describe(error));
      });
    }, intervalMs);
    pingTimer.unref();
  }

  async function connectOnce(): Promise<boolean> {
    if (!options || connection.state === 'closed') return false;
    const current = new Client({
      ...options.connection,
      // Names the instance in pg_stat_activity (operators, and the tests that cut this connection).
      application_name: busApplicationName(instanceId),
      keepAlive: true,
      connectionTimeoutMillis: 10000,
      query_timeout: PING_TIMEOUT_MS,
    });
    // Without an 'error' listener a dropped connection would crash the process.
    current.on('error', (error: Error) => {
      if (client === current) connectionLost(describe(error));
    });
    current.on('end', () => {
      if (client === current) connectionLost('connection closed');
    });
    current.on('notification', onNotification);
    client = current;
    try {
      await current.connect();
      await current.query(`LISTEN "${pgChannel}"`);
    } catch (error) {
      if (client === current) connectionLost(describe(error));
      else current.end().catch(() => undefined);
      return false;
    }
    // close() may have run during the awaits above (TypeScript narrows across them, hence the cast).
    if (client !== current || (connection.state as ReconnectState) === 'closed') return false;
    const missedIncoming = connection.missed;
    if (missedIncoming || missedOutgoing) log.info('[event-bus] listening again');
    dispatch('opened');
    startPing(current, options.pingIntervalMs ?? 15000);
    if (missedOutgoing) {
      missedOutgoing = false;
      sendNotify(RESYNC, null);
    }
    if (missedIncoming) resyncLocally();
    return true;
  }

  return {
    instanceId,

    publish<T>(channel: Channel<T>, message: T): void {
      deliver(channel.name, message);
      if (options) sendNotify(channel.name, message);
    },

    subscribe<T>(channel: Channel<T>, handler: Handler<T>): () => void {
      let entry = subscribers.get(channel.name);
      if (!entry) {
        entry = { channel: channel as Channel<unknown>, handlers: new Set() };
        subscribers.set(channel.name, entry);
      }
      const handlers = entry.handlers;
      handlers.add(handler as Handler<unknown>);
      return () => handlers.delete(handler as Handler<unknown>);
    },

    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },

    async connectPostgres(connectOptions: PostgresBusOptions): Promise<void> {
      if (options) throw new Error('the event bus is already connected');
      options = connectOptions;
      pgChannel = postgresChannelFor(connectOptions.schema);
      dispatch('start');
      const first = connectOnce();
      // Start-up does not wait forever: the bus keeps retrying in the background, and the instance
      // resyncs once it listens (a failed attempt counts as missed, and so does a first one this slow).
      const timeout = new Promise<false>((resolve) =>
        setTimeout(() => resolve(false), connectOptions.firstConnectTimeoutMs ?? 15000).unref(),
      );
      if (!(await Promise.race([first, timeout]))) {
        dispatch('missed');
        log.warn('[event-bus] not listening on PostgreSQL yet; this instance may miss changes until it does');
      }
    },

    useLog(next) {
      log = next;
    },

    state: () => busStates[connection.state],

    async close(): Promise<void> {
      dispatch('close');
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      stopPing();
      const closing = client;
      client = null;
      if (closing) await closing.end().catch(() => undefined);
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// The one bus of this process: every part of the CMS publishes and subscribes here.
export const eventBus = createEventBus();
