import http from 'node:http';
import { COMMUNITY_SERVERS } from '../../community/servers';
import { startSimulator, type Simulator } from '../../../simulator/simulator';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import { apiClient, expectSpanishError } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { waitFor } from '../../../test-utils/wait-for';

// Issue 23: 4,000 paused connections to GET /api/events from one address took every place, and the next
// visitor got 503. Here one address (127.0.0.2: Linux routes all of 127.0.0.0/8 to this machine) opens far
// more streams than its share and reads none of them; another (127.0.0.3) still connects and receives
// the event of a server going down.

const MAX_CLIENTS = 40;
const PER_ADDRESS = 5;

type Server = { documentId: string; name: string };
type Stream = { status: number; headers: http.IncomingHttpHeaders; text: () => string; close: () => void };

let simulator: Simulator;
let cms: TestCms;
const opened: Stream[] = [];

// GET /api/events from `localAddress`; a stream that does not read stays paused, as a hostile client's.
function openStream(localAddress: string, reads: boolean): Promise<Stream> {
  const { port } = new URL(cms.url);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events', localAddress });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      if (reads || response.statusCode !== 200) response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      else response.pause();
      response.on('error', () => undefined);
      const stream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => text,
        close: () => request.destroy(),
      };
      opened.push(stream);
      resolve(stream);
    });
  });
}

beforeAll(async () => {
  simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
  cms = await startCms({
    simulatorBasePort: simulator.basePort,
    env: {
      POLL_INTERVAL_MS: '700',
      POLL_TIMEOUT_MS: '400',
      SSE_MAX_CLIENTS: String(MAX_CLIENTS),
      SSE_MAX_CLIENTS_PER_ADDRESS: String(PER_ADDRESS),
    },
  });
});

afterAll(() => {
  for (const stream of opened) stream.close();
});
afterAll(() => cms?.stop());
afterAll(() => simulator?.close());

it('gives one address its share of the live-event streams; another address still connects and gets events', async () => {
  const hammer = await Promise.all(Array.from({ length: 4 * MAX_CLIENTS }, () => openStream('127.0.0.2', false)));
  expect(hammer.filter((stream) => stream.status === 200)).toHaveLength(PER_ADDRESS);
  const refused = hammer.filter((stream) => stream.status !== 200);
  expect(refused.every((stream) => stream.status === 429)).toBe(true);
  await waitFor(() => refused[0].text().length > 0, { what: 'the refusal body' });
  expect(refused[0].headers['retry-after']).toBe('30');
  expectSpanishError(
    { status: refused[0].status, body: JSON.parse(refused[0].text()), headers: new Headers() },
    429,
    'Hay demasiadas conexiones en vivo desde tu conexión. Cerrá otras pestañas o volvé a intentar en unos segundos.',
  );

  const visitor = await openStream('127.0.0.3', true);
  expect(visitor.status).toBe(200);
  await waitFor(() => visitor.text().includes('event: ready'), { what: 'the ready event' });
  const index = COMMUNITY_SERVERS.findIndex((server) => !server.simulatedDown);
  const servers = (await apiClient(cms.api).get('/servers')).body.data as Server[];
  const server = servers.find((candidate) => candidate.name === COMMUNITY_SERVERS[index].name)!;
  await waitFor(async () => (await apiClient(cms.api).get(`/servers/${server.documentId}`)).body.data.online, {
    what: 'the server to be polled online first',
  });
  simulator.servers[index].setAnswering(false);
  await waitFor(
    () =>
      visitor
        .text()
        .split('\n\n')
        .some((frame) => frame.startsWith('event: server\n') && frame.includes(`"documentId":"${server.documentId}"`)),
    { what: "the visitor to receive the server's event" },
  );
});
