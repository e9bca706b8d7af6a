import net from 'node:net';
import { COMMUNITY_SERVERS } from '../../community/servers';
import { SAMPLES_TABLE } from '../../game-servers/live-status/history';
import { startLogging, startSimulator, type Simulator } from '../../../simulator/simulator';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import { request } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { waitFor } from '../../../test-utils/wait-for';

// GET /_health as a load balancer uses it, and a SIGTERM that arrives in the middle of a poll cycle: the
// cycle finishes and is recorded whole, /_health says the instance is stopping meanwhile, and the process
// exits cleanly (exit code 0: the start script's 15 s deadline would exit 1). The database outage case
// is in src/cluster/__tests__/database-outage.test.ts. The game-log listener's part (issue 23): it is
// started again when its thread dies, /_health says whether it listens, and poll cycles do not make it
// re-read the servers.

// Five simulated servers never answer, so every cycle lasts one full timeout: long enough to be caught
// in the middle.
const POLL_TIMEOUT_MS = 2500;

let simulator: Simulator;
let cms: TestCms;

beforeAll(async () => {
  simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
  cms = await startCms({
    simulatorBasePort: simulator.basePort,
    env: {
      POLL_INTERVAL_MS: '4000',
      POLL_TIMEOUT_MS: String(POLL_TIMEOUT_MS),
      POLL_LOG_CYCLES: 'true',
      // Only a server write that changes an address, port or secret re-reads them during the test.
      GAME_LOG_SOURCES_REFRESH_MS: '3600000',
      // Nothing here is about the probe's timeout (database-outage.test.ts is): on a busy machine a SQLite query
      // behind a poll cycle's writes took longer than the default 2 s. A database that does not answer still fails.
      HEALTH_DB_TIMEOUT_MS: '10000',
    },
  });
});

afterAll(() => cms?.stop());
afterAll(() => simulator?.close());

describe('GET /_health', () => {
  it('says the instance is ready when its database answers, never cached', async () => {
    const response = await request('GET', `${cms.url}/_health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      status: 'ok',
      database: { status: 'ok', responseMs: expect.any(Number) },
      // It works the job queue, and hears the other instances through the event bus.
      jobs: 'running',
      eventBus: 'listening',
      gameLog: {
        listening: true,
        port: cms.logPort,
        lastLineAcceptedAt: null,
        sourcesReadAt: expect.any(String),
        linesSetAside: 0,
      },
      // Its MercadoPago notifications (issue 43): none yet.
      memberships: expect.objectContaining({ notificationsReceived: 0, signaturesRefused: 0 }),
      // The game servers' keys refused at GET /api/game-server/users-ini (issue 44): none yet.
      privileges: { keysRefused: 0 },
      // Discord (issue 45): not set up in this CMS, nothing told.
      discord: { configured: false, announcements: { sent: 0, rateLimited: 0, brokenWebhooks: {} } },
    });
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${cms.url}/_health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${cms.url}/_health`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the game-log listener in GET /_health', () => {
  const gameLog = async () => (await request('GET', `${cms.url}/_health`)).body.gameLog;

  it('re-reads the log sources on a server write that changes them, never on the poller writes', async () => {
    const { sourcesReadAt } = await gameLog();
    const logged = cms.logs().length;
    // Three poll cycles, each writing all 26 servers (status, players, map).
    const cyclesDone = () =>
      cms
        .logs()
        .slice(logged)
        .match(/\[poller\] cycle \S+ done/g)?.length ?? 0;
    await waitFor(() => cyclesDone() >= 3, { what: 'three poll cycles', timeoutMs: 60000 });
    expect((await gameLog()).sourcesReadAt).toBe(sourcesReadAt);
  });

  it('is started again when its thread dies, and says when it last accepted a line', async () => {
    startLogging(simulator.servers, { host: '127.0.0.1', port: cms.logPort }, cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY);
    const before = await waitFor(async () => (await gameLog()).lastLineAcceptedAt, { what: 'a first line accepted' });
    const listened = cms.logs().match(/\[game-log\] listening for game server logs/g)?.length ?? 0;
    // Tests only: SIGUSR2 ends the listener's thread as a crash would (src/game-servers/game-log/log-listener.ts).
    const killedAt = new Date().toISOString();
    process.kill(cms.pid()!, 'SIGUSR2');
    await waitFor(() => (cms.logs().match(/\[game-log\] listening for game server logs/g)?.length ?? 0) > listened, {
      what: 'the listener to listen again',
    });
    expect(cms.logs()).toMatch(/\[game-log\] the listener stopped: starting it again in \d+ ms/);
    const after = await waitFor(
      async () => {
        const state = await gameLog();
        return state.listening && state.lastLineAcceptedAt > killedAt ? state : null;
      },
      { what: 'a line accepted after the restart' },
    );
    expect(after).toMatchObject({ listening: true, port: cms.logPort });
    expect(after.lastLineAcceptedAt > before).toBe(true);
  });
});

describe('an idle keep-alive connection', () => {
  // Node closes one after 5 s: a client reusing it at that moment got "socket hang up" (a browser test's API request
  // under CI load). The CMS keeps it longer than a client or a load balancer does (src/http/idle-connections.ts).
  it('stays open for a request 6 s after the last one, on the same connection', async () => {
    const { hostname, port } = new URL(cms.api);
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let closed = false;
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => (closed = true));
    const ask = () => socket.write(`HEAD /_health HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
    const answers = () => received.match(/^HTTP\/1\.1 200 /gm)?.length ?? 0;
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      ask();
      await waitFor(() => answers() === 1, { what: 'the first answer' });
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(closed).toBe(false);
      ask();
      await waitFor(() => answers() === 2, { what: 'the second answer on the same connection' });
    } finally {
      socket.destroy();
    }
  });
});

describe('SIGTERM in the middle of a poll cycle', () => {
  it('finishes the cycle, says it is stopping meanwhile, and exits cleanly', async () => {
    const logged = cms.logs().length;
    const slot = await waitFor(() => /\[poller\] cycle (\S+) started/.exec(cms.logs().slice(logged))?.[1], {
      what: 'a poll cycle to start',
      intervalMs: 20,
    });
    const db = await cms.db();
    const exit = cms.signal('SIGTERM');
    const answers: string[] = [];
    let exited = false;
    void exit.then(() => (exited = true));
    while (!exited) {
      const answer = await request('GET', `${cms.url}/_health`).then(
        (response) => `${response.status} ${response.body?.status}`,
        () => 'no answer',
      );
      answers.push(answer);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await exit).toBe(0);
    expect(answers).toContain('503 stopping');
    expect(cms.logs()).toContain(`[poller] cycle ${slot} done`);
    const samples = await db.query(`SELECT id FROM ${SAMPLES_TABLE} WHERE poll_slot = $1`, [Date.parse(slot)]);
    expect(samples).toHaveLength(COMMUNITY_SERVERS.length);
  });
});
