import { Client } from 'pg';
import { COMMUNITY_SERVERS } from '../../community/servers';
import { SAMPLES_TABLE } from '../../live-status/history';
import { leaderLockKey, LOCK_NAMESPACE } from '../leadership';
import { startSimulator, type Simulator } from '../../../simulator/simulator';
import { startCms, type TestCms, TWO_CMS_STARTS_TIMEOUT_MS } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { request } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { waitFor } from '../../../test-utils/wait-for';

// Two CMS processes on one PostgreSQL schema: exactly one polls the game servers at a time, the history
// has one sample per server and poll slot, and a leader that loses the connection holding its lock stops
// polling although its other connections still work. (The SIGKILL takeover is in production-cluster.test.ts,
// which runs two production processes behind a proxy.) SQLite is one instance per file: nothing to elect.

const POLL_INTERVAL_MS = 500;
const ENV = {
  POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
  POLL_TIMEOUT_MS: '300',
  LEADER_CHECK_INTERVAL_MS: '250',
  POLL_LOG_CYCLES: 'true',
};

let simulator: Simulator;
let first: TestCms;
let second: TestCms;
let db: TestDatabase;

const isLeader = async (cms: TestCms) => (await request('GET', `${cms.url}/_health`)).body.leader === true;
const cyclesLogged = (cms: TestCms) => cms.logs().match(/\[poller\] cycle \S+ started/g)?.length ?? 0;

async function slotsSince(since: number): Promise<{ slot: number; samples: number }[]> {
  const rows = await db.query<{ slot: string; samples: string }>(
    `SELECT poll_slot AS slot, count(*) AS samples FROM ${SAMPLES_TABLE} WHERE poll_slot > $1 GROUP BY poll_slot ORDER BY poll_slot`,
    [since],
  );
  return rows.map((row) => ({ slot: Number(row.slot), samples: Number(row.samples) }));
}

describe('leadership between two instances on one PostgreSQL schema', () => {
  beforeAll(async () => {
    simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
    first = await startCms({ simulatorBasePort: simulator.basePort, env: ENV });
    second = await startCms({ simulatorBasePort: simulator.basePort, env: ENV, sameDatabaseAs: first });
    db = await first.db();
  }, TWO_CMS_STARTS_TIMEOUT_MS);

  afterAll(() => second?.stop());
  afterAll(() => first?.stop());
  afterAll(() => simulator?.close());

  it('one instance polls at a time, and the history has one sample per server and slot', async () => {
    const leaders = await waitFor(
      async () => {
        const answers = await Promise.all([isLeader(first), isLeader(second)]);
        return answers.filter(Boolean).length === 1 ? answers : null;
      },
      { what: 'exactly one leader' },
    );
    const [leader, follower] = leaders[0] ? [first, second] : [second, first];
    const followerCycles = cyclesLogged(follower);
    const since = Date.now();
    const slots = await waitFor(async () => ((await slotsSince(since)).length >= 4 ? slotsSince(since) : null), {
      what: 'four poll cycles',
    });
    for (const { samples } of slots) expect(samples).toBe(COMMUNITY_SERVERS.length);
    expect(cyclesLogged(leader)).toBeGreaterThanOrEqual(4);
    expect(cyclesLogged(follower)).toBe(followerCycles);
    const duplicates = await db.query(
      `SELECT server_document_id, poll_slot FROM ${SAMPLES_TABLE} WHERE poll_slot IS NOT NULL GROUP BY server_document_id, poll_slot HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });

  it('a leader whose lock connection is lost stops polling, although its other connections still work', async () => {
    const leader = (await isLeader(first)) ? first : second;
    const schema = first.clusterEnv.DATABASE_SCHEMA;
    // The instances' own database (advisory locks belong to one database).
    const holder = new Client({ connectionString: first.clusterEnv.DATABASE_URL });
    const admin = new Client({ connectionString: first.clusterEnv.DATABASE_URL });
    await Promise.all([holder.connect(), admin.connect()]);
    try {
      // The test queues for the lock first, so it gets the lock the moment the leader's session ends,
      // before either instance's next try: nobody may poll while the test holds it.
      const held = holder.query('SELECT pg_advisory_lock($1, $2)', [LOCK_NAMESPACE, leaderLockKey(schema)]);
      await waitFor(
        async () =>
          (
            await admin.query("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND pid = $1", [
              (holder as unknown as { processID: number }).processID,
            ])
          ).rows.length === 1,
        { what: 'the test to queue for the lock' },
      );
      const cut = await admin.query(
        "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name LIKE 'cs16-cms-leader ' || $1 || ' %'",
        [String(leader.pid())],
      );
      expect(cut.rows).toEqual([{ cut: true }]);
      await held;
      const lockedAt = Date.now();

      await waitFor(async () => !(await isLeader(first)) && !(await isLeader(second)), { what: 'no leader' });
      expect(leader.logs()).toMatch(/\[leadership\] lost the lock's connection/);
      // Absence takes waiting: three slots go by. A cycle that had started before the cut may still end
      // in the next slot; nothing after it is polled.
      await waitFor(() => Date.now() > lockedAt + 3 * POLL_INTERVAL_MS, { what: 'three poll intervals' });
      expect(await slotsSince(lockedAt + POLL_INTERVAL_MS)).toEqual([]);
      // Its API works all along: only the lock's connection was lost.
      expect((await request('GET', `${leader.api}/servers`)).status).toBe(200);

      await holder.end();
      const releasedAt = Date.now();
      await waitFor(async () => (await slotsSince(releasedAt)).length >= 2, { what: 'polling to resume' });
      expect((await Promise.all([isLeader(first), isLeader(second)])).filter(Boolean)).toHaveLength(1);
    } finally {
      await holder.end().catch(() => undefined);
      await admin.end();
    }
  });
});
