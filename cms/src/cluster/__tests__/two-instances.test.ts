import { Client } from 'pg';
import { COMMUNITY_SERVERS } from '../../community/servers';
import { startSimulator, type Simulator } from '../../../simulator/simulator';
import { startCms, type TestCms, TWO_CMS_STARTS_TIMEOUT_MS } from '../../../test-utils/cms-process';
import { openEventStream, serverEvent, type StreamEvent } from '../../../test-utils/event-stream';
import { apiClient } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { waitFor } from '../../../test-utils/wait-for';

// Two CMS processes on one PostgreSQL schema, as behind a load balancer: a write on one drops the cached
// answers of the other, and a change the poller of one sees reaches the SSE clients of the other, also after
// the other's event-bus connection was cut.

// Answers kept for a minute: only an invalidation can explain a fresh one.
const ENV = { POLL_INTERVAL_MS: '0', POLL_TIMEOUT_MS: '400', LIVE_STATUS_MAX_AGE_MS: '0', PUBLIC_CACHE_MS: '60000' };

let simulator: Simulator;
let first: TestCms;
let second: TestCms;
// The instance that does not poll (the third test on).
let follower: TestCms;

type Server = { documentId: string; name: string; statusCheckedAt: string };

const parse = (event: StreamEvent) => JSON.parse(event.data);

describe('two CMS instances on one PostgreSQL schema', () => {
  let onFirst: ReturnType<typeof apiClient>;
  let onSecond: ReturnType<typeof apiClient>;
  let server: Server;
  const index = COMMUNITY_SERVERS.findIndex((candidate) => !candidate.simulatedDown);

  beforeAll(async () => {
    simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
    first = await startCms({ simulatorBasePort: simulator.basePort, env: ENV });
    second = await startCms({ simulatorBasePort: simulator.basePort, env: ENV, sameDatabaseAs: first });
    onFirst = apiClient(first.api);
    onSecond = apiClient(second.api);
    const servers = (await onFirst.get('/servers')).body.data as Server[];
    server = servers.find((candidate) => candidate.name === COMMUNITY_SERVERS[index].name)!;
  }, TWO_CMS_STARTS_TIMEOUT_MS);

  afterAll(() => second?.stop());
  afterAll(() => first?.stop());
  afterAll(() => simulator?.close());

  it('a status written by one instance drops the cached answer of the other', async () => {
    const cached = (await onSecond.get(`/servers/${server.documentId}`)).body.data as Server;
    // The first instance queries the game server and writes what it answered.
    const written = (await onFirst.get(`/servers/${server.documentId}/live`)).body.data as Server;
    expect(written.statusCheckedAt).not.toBe(cached.statusCheckedAt);
    await waitFor(
      async () =>
        (await onSecond.get(`/servers/${server.documentId}`)).body.data.statusCheckedAt === written.statusCheckedAt,
      // Well under the minute the answer is cached for (PUBLIC_CACHE_MS): only the invalidation explains it.
      { what: 'the other instance to answer the new status', timeoutMs: 20_000 },
    );
  });

  it('an account registered on one instance counts in the summary of the other at once', async () => {
    const before = (await onSecond.get('/community/summary')).body.data.registeredUsers as number;
    const registered = await onFirst.post('/auth/local/register', {
      body: { username: 'dos_instancias', email: 'dos.instancias@example.com', password: 'Instancias1234' },
    });
    expect(registered.status).toBe(200);
    await waitFor(async () => (await onSecond.get('/community/summary')).body.data.registeredUsers === before + 1, {
      what: 'the other instance to count the account',
      timeoutMs: 20_000,
    });
  });

  it('a change seen by the poller of one instance reaches SSE clients of the other', async () => {
    // Only the first polls: every change the second's clients hear crossed the event bus.
    await first.restart({ POLL_INTERVAL_MS: '500' });
    follower = second;
    const onFollower = apiClient(follower.api);
    const stream = await openEventStream(`${follower.api}/events`);
    try {
      await waitFor(async () => (await onFollower.get(`/servers/${server.documentId}`)).body.data.online, {
        what: 'the server to be polled online',
      });
      const silentSince = Date.now();
      simulator.servers[index].setAnswering(false);
      const offline = parse(await stream.next(serverEvent(server.documentId, false, silentSince), 'the offline event'));
      expect(offline).toMatchObject({ online: false, current_data: null, changes: expect.arrayContaining(['status']) });
      await stream.next((event) => event.event === 'summary', 'the summary event');
    } finally {
      simulator.servers[index].setAnswering(true);
      stream.close();
    }
  });

  it('an instance whose event-bus connection is cut reconnects and still pushes every change', async () => {
    const stream = await openEventStream(`${follower.api}/events`);
    const admin = new Client({ connectionString: first.clusterEnv.DATABASE_URL });
    await admin.connect();
    try {
      await waitFor(async () => (await apiClient(follower.api).get(`/servers/${server.documentId}`)).body.data.online, {
        what: 'the server to be polled online again',
      });
      const cutAt = Date.now();
      const cut = await admin.query(
        "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name LIKE 'cs16-cms-event-bus ' || $1 || ' %'",
        [String(follower.pid())],
      );
      expect(cut.rows).toEqual([{ cut: true }]);
      simulator.servers[index].setAnswering(false);
      await stream.next(serverEvent(server.documentId, false, cutAt), 'the offline event after the cut');
      expect(follower.logs()).toMatch(/\[event-bus\] lost the PostgreSQL connection/);
      expect(follower.logs()).toMatch(/\[event-bus\] listening again/);
    } finally {
      simulator.servers[index].setAnswering(true);
      stream.close();
      await admin.end();
    }
  });
});
