import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createSseHub, type SseHub, type SseHubSettings } from '../sse-hub';
import { waitFor } from '../../../test-utils/wait-for';

// The hub of GET /api/events over real HTTP on 127.0.0.1, without Strapi (issue 23): one address holds at
// most its share of the streams, and a client that stops reading is dropped once its buffer stays full,
// while one that reads keeps its stream.

const SETTINGS: SseHubSettings = {
  maxClients: 6,
  maxClientsPerAddress: 3,
  heartbeatMs: 50,
  retryMs: 1000,
  // 2 s, not 0.3: the reader runs in this same busy process, and a pause of its event loop left its buffer full
  // long enough to be dropped. The silent client is still dropped only by the stall (a hub that never drops it
  // times out below), and the reader must still be there.
  stallMs: 2000,
  // Out of the way: what drops the silent client here is the stall, not the size of its buffer.
  maxBufferedBytes: 1024 * 1024 * 1024,
};

let hub: SseHub;
let server: http.Server;
let port: number;
const sockets: net.Socket[] = [];

// The hub keys clients by the address the CMS sees; here the test says which one each request is from.
beforeAll(async () => {
  hub = createSseHub(SETTINGS);
  server = http.createServer((request, response) => {
    const address = String(request.headers['x-test-address']);
    const accepted = hub.accept(request, response, address, 'event: ready\ndata: {}\n\n');
    if (accepted !== 'accepted') response.writeHead(accepted === 'busy' ? 503 : 429).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  for (const socket of sockets) socket.destroy();
});
afterAll(() => hub.close());
afterAll(() => new Promise((resolve) => server.close(resolve)));

// A raw client: sends the request and, unless `reads`, never reads a byte (its socket stays paused).
async function client(address: string, reads: boolean) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  let closed = false;
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  // What it read first (enough for the greeting); the rest is read and let go.
  if (reads) socket.on('data', (chunk) => (received = (received + chunk.toString('latin1')).slice(0, 4096)));
  else socket.pause();
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Test-Address: ${address}\r\n\r\n`);
  return { socket, received: () => received, closed: () => closed };
}

async function status(address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events', headers: { 'X-Test-Address': address } });
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      response.destroy();
    });
    request.on('error', reject);
  });
}

describe('the live-event hub', () => {
  it("gives one address its share of the streams, and another address still gets in up to the instance's bound", async () => {
    const first = await Promise.all([1, 2, 3].map(() => client('203.0.113.7', true)));
    await waitFor(() => first.every((opened) => opened.received().includes('event: ready')), { what: '3 streams' });
    expect(await status('203.0.113.7')).toBe(429);
    expect(await status('203.0.113.7')).toBe(429);
    const other = await client('198.51.100.2', true);
    await waitFor(() => other.received().includes('event: ready'), { what: 'the other address' });
    expect(hub.clientCount()).toBe(4);
    // A closed stream frees its address's place.
    first[0].socket.destroy();
    await waitFor(async () => (await status('203.0.113.7')) === 200, { what: 'the freed place' });
    for (const opened of [...first, other]) opened.socket.destroy();
    await waitFor(() => hub.clientCount() === 0, { what: 'every stream closed' });
  });

  it('holds at most maxClients streams whatever the addresses', async () => {
    const opened = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((address) => client(address, true)));
    await waitFor(() => hub.clientCount() === 6, { what: 'six streams' });
    expect(await status('g')).toBe(503);
    for (const each of opened) each.socket.destroy();
    await waitFor(() => hub.clientCount() === 0, { what: 'every stream closed' });
  });

  it('drops a client whose buffer stays full, and keeps the one that reads', async () => {
    await client('192.0.2.1', false);
    const reader = await client('192.0.2.2', true);
    await waitFor(() => hub.clientCount() === 2, { what: 'both streams' });
    const frame = `event: summary\ndata: "${'x'.repeat(64 * 1024)}"\n\n`;
    // Events keep coming (as polls do) until the silent one is let go; the kernel's buffers fill first.
    await waitFor(
      async () => {
        hub.broadcast(frame);
        await new Promise((resolve) => setTimeout(resolve, 10));
        return hub.clientCount() === 1;
      },
      { what: 'the client that does not read to be dropped', timeoutMs: 20000, intervalMs: 0 },
    );
    expect(reader.closed()).toBe(false);
    expect(hub.clientCount()).toBe(1);
    reader.socket.destroy();
  });
});
