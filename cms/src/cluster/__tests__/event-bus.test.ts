import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { waitFor } from '../../../test-utils/wait-for';
import {
  busApplicationName,
  createEventBus,
  defineChannel,
  postgresChannelFor,
  type EventBus,
  type PostgresBusOptions,
} from '../event-bus';

// The bus itself, in this process: in-process delivery always, and between two buses (two "instances")
// over a real PostgreSQL when DATABASE_URL is set, including a connection cut under them.

type Change = { id: string };
const changes = defineChannel<Change>('test.changes', (raw) => {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length < 20 ? { id } : null;
});

const silentLog = () => {
  const lines: string[] = [];
  return {
    lines,
    info: (text: string) => lines.push(text),
    warn: (text: string) => lines.push(text),
    error: (text: string) => lines.push(text),
  };
};

describe('in process', () => {
  it('delivers to every subscriber at once; a failing handler neither throws nor stops the others', () => {
    const bus = createEventBus();
    const log = silentLog();
    bus.useLog(log);
    const received: string[] = [];
    bus.subscribe(changes, () => {
      throw new Error('broken handler');
    });
    bus.subscribe(changes, ({ id }) => void received.push(id));
    expect(() => bus.publish(changes, { id: 'a' })).not.toThrow();
    expect(received).toEqual(['a']);
    expect(log.lines).toEqual(['[event-bus] a handler of "test.changes" failed: broken handler']);
  });

  it('stops delivering to a handler that unsubscribed', () => {
    const bus = createEventBus();
    const received: string[] = [];
    const unsubscribe = bus.subscribe(changes, ({ id }) => void received.push(id));
    bus.publish(changes, { id: 'a' });
    unsubscribe();
    bus.publish(changes, { id: 'b' });
    expect(received).toEqual(['a']);
    expect(bus.state()).toBe('in-process');
  });

  it('refuses channel names PostgreSQL could not route or that are reserved', () => {
    expect(() => defineChannel('Has Spaces', () => null)).toThrow();
    expect(() => defineChannel('bus.resync', () => null)).toThrow();
    expect(postgresChannelFor('a'.repeat(80))).toMatch(/^cs16_bus_[0-9a-f]{40}$/);
  });
});

// The run's PostgreSQL (scripts/test.js).
const databaseUrl = process.env.DATABASE_URL;

describe('between instances on PostgreSQL', () => {
  const buses: EventBus[] = [];
  let admin: Client;
  let schema: string;

  async function connectedBus(onSchema = schema): Promise<EventBus> {
    const bus = createEventBus();
    buses.push(bus);
    bus.useLog(silentLog());
    const options: PostgresBusOptions = { connection: { connectionString: databaseUrl }, schema: onSchema };
    await bus.connectPostgres(options);
    expect(bus.state()).toBe('listening');
    return bus;
  }

  async function cutConnectionOf(bus: EventBus): Promise<void> {
    const rows = await admin.query(
      'SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = $1',
      [busApplicationName(bus.instanceId)],
    );
    expect(rows.rows).toEqual([{ cut: true }]);
  }

  beforeAll(async () => {
    admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
  });

  beforeEach(() => {
    schema = `bus_test_${randomBytes(4).toString('hex')}`;
  });

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  afterAll(async () => {
    await admin?.end();
  });

  it('carries a message from one instance to the other, once', async () => {
    const [a, b] = [await connectedBus(), await connectedBus()];
    const onA: string[] = [];
    const onB: string[] = [];
    a.subscribe(changes, ({ id }) => void onA.push(id));
    b.subscribe(changes, ({ id }) => void onB.push(id));
    a.publish(changes, { id: 'from-a' });
    await waitFor(() => onB.length > 0, { what: 'the message on the other instance' });
    b.publish(changes, { id: 'from-b' });
    await waitFor(() => onA.length > 1, { what: 'the answer on the first instance' });
    expect(onA).toEqual(['from-a', 'from-b']);
    expect(onB).toEqual(['from-a', 'from-b']);
  });

  it('keeps instances of another schema (another site on the same database) apart', async () => {
    const a = await connectedBus();
    const elsewhere = await connectedBus(`${schema}_other`);
    const heard: string[] = [];
    elsewhere.subscribe(changes, ({ id }) => void heard.push(id));
    const b = await connectedBus();
    const onB: string[] = [];
    b.subscribe(changes, ({ id }) => void onB.push(id));
    a.publish(changes, { id: 'local' });
    await waitFor(() => onB.length > 0);
    expect(heard).toEqual([]);
  });

  it('ignores malformed payloads and messages its channel does not accept', async () => {
    const b = await connectedBus();
    const onB: string[] = [];
    b.subscribe(changes, ({ id }) => void onB.push(id));
    const channel = postgresChannelFor(schema);
    for (const payload of [
      'not json',
      '[]',
      JSON.stringify({ v: 2, o: 'x', c: 'test.changes', m: { id: 'wrong version' } }),
      JSON.stringify({ v: 1, o: 'x', c: 'test.changes', m: { id: 42 } }),
      JSON.stringify({ v: 1, o: 'x', c: 'test.changes', m: { id: 'x'.repeat(50) } }),
      JSON.stringify({ v: 1, o: 'x', c: 'test.changes', m: { id: 'valid' } }),
    ]) {
      await admin.query('SELECT pg_notify($1, $2)', [channel, payload]);
    }
    await waitFor(() => onB.length > 0);
    expect(onB).toEqual(['valid']);
  });

  it('reconnects after its connection is cut, resyncs, and hears messages again', async () => {
    const [a, b] = [await connectedBus(), await connectedBus()];
    let resyncs = 0;
    b.onResync(() => void (resyncs += 1));
    const onB: string[] = [];
    b.subscribe(changes, ({ id }) => void onB.push(id));

    await cutConnectionOf(b);
    await waitFor(() => resyncs === 1 && b.state() === 'listening', {
      what: 'the instance to listen again and resync',
    });
    a.publish(changes, { id: 'after' });
    await waitFor(() => onB.includes('after'), { what: 'a message after the reconnection' });
  });

  it('never loses a message sent while its connection is cut: the others hear it, or re-read everything', async () => {
    const [a, b] = [await connectedBus(), await connectedBus()];
    let resyncsOfB = 0;
    b.onResync(() => void (resyncsOfB += 1));
    const onA: string[] = [];
    const onB: string[] = [];
    a.subscribe(changes, ({ id }) => void onA.push(id));
    b.subscribe(changes, ({ id }) => void onB.push(id));

    await cutConnectionOf(a);
    a.publish(changes, { id: 'while-cut' });
    // Its own subscribers got it at once; the other instance hears it, or (when it could not go out) is told to
    // re-read once the first listens again.
    expect(onA).toEqual(['while-cut']);
    await waitFor(() => onB.includes('while-cut') || resyncsOfB === 1, { what: 'the other instance to hear it' });
    await waitFor(() => a.state() === 'listening', { what: 'the instance to listen again' });
  });
});
