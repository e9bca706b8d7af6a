import { COMMUNITY_SERVERS } from '../../community/servers';
import { startSimulator, type Simulator } from '../../../simulator/simulator';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import { openEventStream, serverEvent, type EventStream, type StreamEvent } from '../../../test-utils/event-stream';
import { apiClient, expectSpanishError } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { waitFor } from '../../../test-utils/wait-for';

// GET /api/events against a polling CMS and the A2S simulator over real UDP: what a browser's EventSource
// receives when a game server stops answering and comes back, and how the stream behaves as HTTP.

const MAX_CLIENTS = 3;

let simulator: Simulator;
let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let stream: EventStream;

type Server = { documentId: string; name: string; online: boolean };

const parse = (event: StreamEvent) => JSON.parse(event.data);

beforeAll(async () => {
  simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
  cms = await startCms({
    simulatorBasePort: simulator.basePort,
    env: {
      POLL_INTERVAL_MS: '700',
      POLL_TIMEOUT_MS: '400',
      SSE_HEARTBEAT_MS: '300',
      SSE_RETRY_MS: '2500',
      SSE_MAX_CLIENTS: String(MAX_CLIENTS),
    },
  });
  api = apiClient(cms.api);
  stream = await openEventStream(`${cms.api}/events`);
});

afterAll(() => stream?.close());
afterAll(() => cms?.stop());
afterAll(() => simulator?.close());

describe('GET /api/events', () => {
  it('is an event stream that nothing in between may buffer, compress or cache', async () => {
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('etag')).toBeNull();
    const ready = await stream.next((event) => event.event === 'ready', 'the ready event');
    expect(Object.keys(parse(ready))).toEqual(['statusCheckedAt']);
    expect(stream.retry()).toBe(2500);
    await waitFor(() => stream.comments() >= 2, { what: 'two heartbeat comments' });
  });

  it('pushes an offline event after the poll that finds a server silent, and online when it answers again', async () => {
    const index = COMMUNITY_SERVERS.findIndex((server) => !server.simulatedDown);
    const servers = (await api.get('/servers')).body.data as Server[];
    const server = servers.find((candidate) => candidate.name === COMMUNITY_SERVERS[index].name)!;
    await waitFor(async () => (await api.get(`/servers/${server.documentId}`)).body.data.online, {
      what: 'the server to be polled online first',
    });

    const silentSince = Date.now();
    simulator.servers[index].setAnswering(false);
    const offline = parse(await stream.next(serverEvent(server.documentId, false, silentSince), 'the offline event'));
    expect(offline).toEqual({
      documentId: server.documentId,
      online: false,
      current_data: null,
      statusCheckedAt: expect.any(String),
      changes: expect.arrayContaining(['status']),
    });
    // The event carries what the API now says.
    const stored = (await api.get(`/servers/${server.documentId}`)).body.data;
    expect(stored.online).toBe(false);
    expect(new Date(stored.statusCheckedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(offline.statusCheckedAt).getTime(),
    );
    const summary = parse(await stream.next((event) => event.event === 'summary', 'a summary event'));
    expect(summary.featuredServers.map((featured: Server) => featured.documentId)).not.toContain(server.documentId);

    const answeringSince = Date.now();
    simulator.servers[index].setAnswering(true);
    const online = parse(await stream.next(serverEvent(server.documentId, true, answeringSince), 'the online event'));
    expect(online.changes).toEqual(expect.arrayContaining(['status', 'players', 'map']));
    expect(online.current_data.players.max).toBe(COMMUNITY_SERVERS[index].maxPlayers);
    expect(COMMUNITY_SERVERS[index].maps).toContain(online.current_data.map);
  });

  it('holds at most SSE_MAX_CLIENTS streams and refuses more with a Spanish 503', async () => {
    const more = [await openEventStream(`${cms.api}/events`), await openEventStream(`${cms.api}/events`)];
    try {
      expect(more.map((extra) => extra.status)).toEqual([200, 200]);
      const refused = await openEventStream(`${cms.api}/events`, { Origin: 'http://localhost:3000' });
      expect(refused.headers.get('retry-after')).toBe('30');
      // The site (another origin) must be able to read it, to stay away that long.
      expect(refused.headers.get('access-control-expose-headers')).toMatch(/\bRetry-After\b/i);
      expectSpanishError(
        { status: refused.status, body: JSON.parse(refused.body), headers: refused.headers },
        503,
        'Hay demasiadas conexiones en vivo. Volvé a intentar en unos segundos.',
      );
      // A closed stream frees its place.
      more[0].close();
      await waitFor(async () => {
        const retried = await openEventStream(`${cms.api}/events`);
        if (retried.status === 200) more.push(retried);
        return retried.status === 200;
      });
    } finally {
      for (const extra of more) extra.close();
    }
  });

  it('ends open streams cleanly when the CMS shuts down', async () => {
    // A cut connection would read as 'failed': the stream's chunked body is ended properly before exit.
    await cms.stop();
    expect(await stream.finished).toBe('ended');
  });
});
