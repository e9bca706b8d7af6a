import { createHash, randomUUID } from 'node:crypto';
import type { ClientConfig } from 'pg';
import createPostgresSubscriber, { type Subscriber } from 'pg-listen';

// Publish/subscribe of small JSON messages between the parts of the CMS, and between CMS instances that
// share one PostgreSQL database (LISTEN/NOTIFY on one dedicated connection per instance, kept by pg-listen, which
// reconnects with backoff and pings to find a connection that died without a word). Messages say
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
  pingIntervalMs?: number;
};

export type BusState = 'in-process' | 'connecting' | 'listening' | 'reconnecting' | 'closed';

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
// After a failed reconnection attempt: 250 ms, twice as long each time, at most 30 s.
const retryDelayMs = (attempt: number) => Math.min(30000, 250 * 2 ** Math.min(attempt, 7));

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
  let subscriber: Subscriber | null = null;
  let state: BusState = 'in-process';
  let pgChannel = '';
  // A message of ours never reached the others: tell them to resync once we can.
  let missedOutgoing = false;

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
    if (state !== 'listening' || !subscriber) {
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
    subscriber.notify(pgChannel, payload).catch((error: unknown) => {
      missedOutgoing = true;
      log.warn(`[event-bus] could not publish on "${name}": ${describe(error)}`);
    });
  }

  function onNotification(payload: unknown): void {
    const envelope = parseEnvelope(typeof payload === 'string' ? payload : undefined);
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

  // Listening again after a loss: whatever was said meanwhile may be missed, so this instance re-reads, and
  // tells the others to when one of its own messages did not go out.
  function listeningAgain(): void {
    if (state === 'closed') return;
    const wasLost = state === 'reconnecting';
    state = 'listening';
    if (!wasLost) return;
    log.info('[event-bus] listening again');
    if (missedOutgoing) {
      missedOutgoing = false;
      sendNotify(RESYNC, null);
    }
    resyncLocally();
  }

  return {
    instanceId,

    publish<T>(channel: Channel<T>, message: T): void {
      deliver(channel.name, message);
      if (subscriber) sendNotify(channel.name, message);
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
      if (subscriber) throw new Error('the event bus is already connected');
      pgChannel = postgresChannelFor(connectOptions.schema);
      state = 'connecting';
      const created = createPostgresSubscriber(
        // Names the instance in pg_stat_activity (operators, and the tests that cut this connection).
        { ...connectOptions.connection, application_name: busApplicationName(instanceId) },
        {
          paranoidChecking: connectOptions.pingIntervalMs ?? 15000,
          retryInterval: retryDelayMs,
          // Never give up: the instance keeps serving, and re-reads everything once it listens again.
          retryTimeout: 0,
          // Payloads are checked here, as outside input: pg-listen hands them over as they came.
          parse: (text) => text,
          serialize: (text) => String(text),
        },
      );
      created.events.on('reconnect', () => {
        if (state === 'listening') log.warn('[event-bus] lost the PostgreSQL connection; reconnecting');
        if (state !== 'closed') state = 'reconnecting';
      });
      created.events.on('connected', listeningAgain);
      created.events.on('error', (error) => log.warn(`[event-bus] ${describe(error)}`));
      created.notifications.on(pgChannel, onNotification);
      subscriber = created;
      await created.connect();
      await created.listenTo(pgChannel);
    },

    useLog(next) {
      log = next;
    },

    state: () => state,

    async close(): Promise<void> {
      state = 'closed';
      const closing = subscriber;
      subscriber = null;
      if (closing) await closing.close().catch(() => undefined);
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// The one bus of this process: every part of the CMS publishes and subscribes here.
export const eventBus = createEventBus();
