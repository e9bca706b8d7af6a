import { COMMUNITY_SERVERS } from '../../community/servers';
import { SAMPLES_TABLE } from '../../game-servers/live-status/history';
import { CYCLES_TABLE, slotOf } from '../../game-servers/live-status/poll-slots';
import { startSimulator, type Simulator } from '../../../simulator/simulator';
import { startCms, type CmsEnv, type TestCms, TWO_CMS_STARTS_TIMEOUT_MS } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { openEventStream, serverEvent } from '../../../test-utils/event-stream';
import { apiClient, expectSpanishError, request } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../../simulator/load-balancer';
import { waitFor } from '../../../test-utils/wait-for';

// docs/production.md, followed: two CMS instances started with the documented command
// (`npm run start:production`, NODE_ENV=production, secrets the test generates, PostgreSQL) behind a load
// balancer that checks GET /_health, the simulator standing in for the game servers. Each slot is polled by
// one of them (the one that claims it); a write through one is seen through the other at once; rate limits count
// across both; a client of either gets every change; and when one is killed (SIGKILL) the other polls the very
// next slot.

const POLL_INTERVAL_MS = 2000;
// What a deployment sets (the test's secrets and database come from startCms), minus the demo's settings.
const PRODUCTION: CmsEnv = {
  NODE_ENV: undefined,
  DEMO_USERS: undefined,
  // MercadoPago itself (nothing here pays, so nothing is sent there).
  MERCADOPAGO_API_URL: undefined,
  TRUST_PROXY: 'true',
  POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
  POLL_TIMEOUT_MS: '500',
  AUTH_RATE_LIMIT_MAX: '3',
  // Long enough that only an invalidation explains a fresh answer.
  PUBLIC_CACHE_MS: '60000',
};

let simulator: Simulator;
let first: TestCms;
let second: TestCms;
let balancer: RoundRobinProxy;
let db: TestDatabase;

const health = async (cms: TestCms) => (await request('GET', `${cms.url}/_health`)).body;

describe('two production instances behind a load balancer', () => {
  beforeAll(async () => {
    simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
    const options = { command: 'start:production', simulatorBasePort: simulator.basePort } as const;
    // The first start of a fresh database seeds the community's servers (SEED_DATA, off by default here).
    first = await startCms({ ...options, env: { ...PRODUCTION, SEED_DATA: 'true' } });
    second = await startCms({ ...options, env: { ...PRODUCTION, SEED_DATA: undefined }, sameDatabaseAs: first });
    balancer = await startRoundRobinProxy([first.url, second.url]);
    db = await first.db();
  }, TWO_CMS_STARTS_TIMEOUT_MS);

  afterAll(() => balancer?.close());
  afterAll(() => second?.stop());
  afterAll(() => first?.stop());
  afterAll(() => simulator?.close());

  it('runs in production mode, and each slot is polled once, by the instance that claims it', async () => {
    expect(first.logs()).not.toMatch(/generated .*SECRET/);
    await waitFor(async () => (await db.query(`SELECT slot FROM ${CYCLES_TABLE}`)).length >= 3, {
      what: 'three poll cycles',
    });
    const perSlot = await db.query<{ samples: string }>(
      `SELECT count(*) AS samples FROM ${SAMPLES_TABLE} WHERE poll_slot IN (SELECT slot FROM ${CYCLES_TABLE}) GROUP BY poll_slot`,
    );
    for (const row of perSlot) expect(Number(row.samples)).toBe(COMMUNITY_SERVERS.length);
    for (const cms of [first, second]) expect(await health(cms)).toMatchObject({ status: 'ok', jobs: 'running' });
    // No demo accounts in production.
    expect(
      (
        await apiClient(`${balancer.url}/api`).post('/auth/local', {
          body: { identifier: 'jugador', password: 'Jugador1234' },
        })
      ).status,
    ).toBe(400);
  });

  it('a write through one instance is seen through the other at once', async () => {
    const viaBalancer = apiClient(`${balancer.url}/api`);
    const registered = await viaBalancer.post('/auth/local/register', {
      body: { username: 'produccion', email: 'produccion@ejemplo.com.ar', password: 'Produccion1234' },
    });
    expect(registered.status).toBe(200);
    const { jwt, user } = registered.body as { jwt: string; user: { id: number; documentId: string } };
    const onSecond = apiClient(second.api);
    // Cached on the second instance for a minute…
    expect((await onSecond.get(`/profiles/${user.documentId}`)).body.data.nickname).not.toBe('Señor Producción');
    const edited = await apiClient(first.api).put('/users/me', { token: jwt, body: { nickname: 'Señor Producción' } });
    expect(edited.status).toBe(200);
    // …and dropped there by the write on the first.
    await waitFor(
      async () => (await onSecond.get(`/profiles/${user.documentId}`)).body.data.nickname === 'Señor Producción',
      {
        what: 'the other instance to answer the edited profile',
        // Well under the minute the answer is cached for: only the invalidation explains it.
        timeoutMs: 20_000,
        intervalMs: 50,
      },
    );
  });

  it('rate limits count requests to both instances together', async () => {
    // Behind the trusted balancer, the client is the address it appends to X-Forwarded-For.
    const attempt = (cms: TestCms) =>
      apiClient(cms.api).post('/auth/local', {
        headers: { 'X-Forwarded-For': '203.0.113.9' },
        body: { identifier: 'produccion', password: 'equivocada' },
      });
    for (const cms of [first, second, first]) expect((await attempt(cms)).status).toBe(400);
    const refused = await attempt(second);
    expectSpanishError(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("a client of either instance gets the changes whichever instance's poll sees", async () => {
    const index = COMMUNITY_SERVERS.findIndex((server) => !server.simulatedDown);
    const servers = (await apiClient(first.api).get('/servers')).body.data as { documentId: string; name: string }[];
    const server = servers.find((candidate) => candidate.name === COMMUNITY_SERVERS[index].name)!;
    await waitFor(async () => (await apiClient(first.api).get(`/servers/${server.documentId}`)).body.data.online, {
      what: 'the server to be polled online',
    });
    // One of the two polls the slot that sees it: the other one's client hears it through the event bus.
    const streams = await Promise.all([first, second].map((cms) => openEventStream(`${cms.api}/events`)));
    const silentSince = Date.now();
    simulator.servers[index].setAnswering(false);
    try {
      for (const stream of streams) {
        const event = await stream.next(serverEvent(server.documentId, false, silentSince), 'the offline event');
        expect(JSON.parse(event.data)).toMatchObject({ online: false, changes: expect.arrayContaining(['status']) });
      }
    } finally {
      simulator.servers[index].setAnswering(true);
      for (const stream of streams) stream.close();
    }
  });

  it('when an instance is killed (SIGKILL), the other polls the next slot; no sample twice', async () => {
    const [killed, survivor] = [first, second];
    // Killed early in a slot, so "the next slot" is one interval away, not a few milliseconds.
    await waitFor(
      () =>
        Date.now() % POLL_INTERVAL_MS > POLL_INTERVAL_MS * 0.2 &&
        Date.now() % POLL_INTERVAL_MS < POLL_INTERVAL_MS * 0.6,
      {
        what: 'the early part of a slot',
        intervalMs: 10,
      },
    );
    const killedAt = Date.now();
    await killed.signal('SIGKILL');

    const slots = await waitFor(
      async () => {
        const rows = await db.query<{ slot: string; samples: string }>(
          `SELECT poll_slot AS slot, count(*) AS samples FROM ${SAMPLES_TABLE} WHERE poll_slot >= $1 GROUP BY poll_slot ORDER BY poll_slot`,
          [slotOf(killedAt, POLL_INTERVAL_MS) - 2 * POLL_INTERVAL_MS],
        );
        return rows.length >= 5 ? rows.map((row) => ({ slot: Number(row.slot), samples: Number(row.samples) })) : null;
      },
      { what: 'polling to go on after the kill', timeoutMs: 30000 },
    );
    // The slot after the kill (within one interval of it) was polled, and every slot polled was polled once per
    // server. Not asserted: that no slot at all was skipped around it. On a machine busy with other work, a cycle
    // of 26 servers (five of them silent until the 1.5 s timeout) can outlast its 2 s interval, and the poller
    // then skips the next slot rather than poll two at once, before the kill as much as after it (a CI run saw one
    // slot skipped that way).
    const polled = slots.map((row) => row.slot);
    expect(polled).toContain(slotOf(killedAt, POLL_INTERVAL_MS) + POLL_INTERVAL_MS);
    for (const [index, slot] of polled.slice(1).entries()) expect((slot - polled[index]) % POLL_INTERVAL_MS).toBe(0);
    for (const row of slots) expect(row.samples).toBe(COMMUNITY_SERVERS.length);
    const duplicates = await db.query(
      `SELECT server_document_id, poll_slot FROM ${SAMPLES_TABLE} WHERE poll_slot IS NOT NULL GROUP BY server_document_id, poll_slot HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
    expect(await health(survivor)).toMatchObject({ status: 'ok', jobs: 'running' });

    // The balancer stopped sending to the dead instance: the site keeps working through it.
    await waitFor(() => balancer.healthy().length === 1, { what: 'the balancer to drop the dead instance' });
    const list = await apiClient(`${balancer.url}/api`).get('/servers');
    expect(list.status).toBe(200);
    const checkedAt = Math.max(
      ...(list.body.data as { statusCheckedAt: string }[]).map((s) => Date.parse(s.statusCheckedAt)),
    );
    expect(checkedAt).toBeGreaterThan(killedAt);
  });
});
