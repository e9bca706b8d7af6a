import { COMMUNITY_SERVERS } from '../../community/servers';
import { SAMPLES_TABLE } from '../../game-servers/live-status/history';
import { SERVICE_UNAVAILABLE } from '../../middlewares/database-unavailable';
import { startSimulator, type Simulator } from '../../../simulator/simulator';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { openEventStream, serverEvent } from '../../../test-utils/event-stream';
import { apiClient, expectSpanishError, request } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { postgresAddress, startTcpProxy, throughProxy, type TcpProxy } from '../../../test-utils/tcp-proxy';
import { waitFor } from '../../../test-utils/wait-for';

// PostgreSQL goes away under a running CMS (as in a restart or a network cut) and comes back. The CMS
// reaches it through a TCP proxy the test cuts, so the database other tests use is never touched. During
// the outage every request is answered at once, 503 in Spanish, and the process lives on; afterwards it
// recovers by itself: requests, the signed-in player's session, the poller and the event bus.

// The run's PostgreSQL (scripts/test.js).
const databaseUrl = process.env.DATABASE_URL;

const POLL_INTERVAL_MS = 500;
const ENV = {
  POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
  POLL_TIMEOUT_MS: '300',
  PUBLIC_CACHE_MS: '0',
  DATABASE_CONNECT_TIMEOUT_MS: '5000',
  POLL_LOG_CYCLES: 'true',
};
const CYCLE_DONE = /\[poller\] cycle (\S+) done:/g;

let simulator: Simulator;
let proxy: TcpProxy;
let cms: TestCms;
let db: TestDatabase;

describe('PostgreSQL unreachable while the CMS runs', () => {
  beforeAll(async () => {
    simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
    proxy = await startTcpProxy(postgresAddress(databaseUrl!));
    cms = await startCms({
      simulatorBasePort: simulator.basePort,
      env: { ...ENV, DATABASE_URL: throughProxy(databaseUrl!, proxy) },
    });
    db = await cms.db();
  });

  afterAll(() => proxy?.restore());
  afterAll(() => cms?.stop());
  afterAll(() => proxy?.close());
  afterAll(() => simulator?.close());

  const latestSlot = async () =>
    Number((await db.query<{ slot: string | null }>(`SELECT max(poll_slot) AS slot FROM ${SAMPLES_TABLE}`))[0].slot);

  it('answers 503 in Spanish at once while it is away, and recovers by itself when it is back', async () => {
    const api = apiClient(cms.api);
    const { jwt } = await api.login('jugador', 'Jugador1234');
    await waitFor(latestSlot, { what: 'a first poll cycle' });
    const pid = cms.pid();
    const index = COMMUNITY_SERVERS.findIndex((server) => !server.simulatedDown);
    const server = ((await api.get('/servers')).body.data as { documentId: string; name: string }[]).find(
      (candidate) => candidate.name === COMMUNITY_SERVERS[index].name,
    )!;
    const stream = await openEventStream(`${cms.api}/events`);

    proxy.cut();
    try {
      for (const answer of [
        await api.get('/servers?populate=*'),
        await api.get('/community/summary'),
        await api.get('/help-articles'),
        // A session is not taken for bad credentials (which would make the site sign the player out).
        await api.get('/users/me', { token: jwt }),
        await api.post('/auth/local', { body: { identifier: 'jugador', password: 'Jugador1234' } }),
      ]) {
        expectSpanishError(answer, 503, SERVICE_UNAVAILABLE);
        expect(answer.body.error.name).toBe('ServiceUnavailableError');
        expect(answer.headers.get('retry-after')).toBe('30');
      }
      const health = await request('GET', `${cms.url}/_health`);
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'unavailable', database: { status: 'unavailable' } });
      expect(cms.pid()).toBe(pid);
    } finally {
      proxy.restore();
    }

    await waitFor(async () => (await request('GET', `${cms.url}/_health`)).status === 200, {
      what: 'the health check to pass again',
    });
    const recoveredAt = Date.now();
    expect((await api.get('/servers?populate=*')).status).toBe(200);
    expect((await api.get('/users/me', { token: jwt })).body.username).toBe('jugador');

    // The poller goes on by itself, and every cycle it completes is in the history whole: one sample per
    // server. (A busy machine may skip a slot when a cycle outlasts two intervals; none is lost once run.)
    const cycles = await waitFor(
      () => {
        const done = [...cms.logs().matchAll(CYCLE_DONE)]
          .map((match) => Date.parse(match[1]))
          .filter((slot) => slot >= recoveredAt - POLL_INTERVAL_MS);
        return done.length >= 4 ? done : null;
      },
      { what: 'four poll cycles after the recovery' },
    );
    for (const slot of cycles) {
      const [stored] = await db.query<{ samples: string }>(
        `SELECT count(*) AS samples FROM ${SAMPLES_TABLE} WHERE poll_slot = $1`,
        [slot],
      );
      expect(Number(stored.samples)).toBe(COMMUNITY_SERVERS.length);
    }

    // The event bus listens again: a change the poller sees reaches the stream opened before the outage.
    const silentSince = Date.now();
    simulator.servers[index].setAnswering(false);
    try {
      // Not an offline event of the outage itself, which this stream may have had before.
      await stream.next(serverEvent(server.documentId, false, silentSince), 'the offline event after the outage');
    } finally {
      simulator.servers[index].setAnswering(true);
      stream.close();
    }
    // The event reaches this instance's own clients at once; the bus reconnects on its own backoff, later.
    await waitFor(() => /\[event-bus\] listening again/.test(cms.logs()), {
      what: 'the event bus to listen again',
      timeoutMs: 60_000,
    });
    expect(cms.logs()).toMatch(/\[database\] unreachable/);
  });
});
