import type { IncomingMessage, ServerResponse } from 'node:http';

// The Server-Sent Events connections of this instance. Each connection is written to directly (Koa steps
// aside), so nothing in between buffers or compresses it; a broadcast encodes its text once for everyone.
//
// Every client takes a socket and some memory, so nobody may take them all (issue 23: 4,000 paused
// connections from one address and the next visitor got 503): one client address holds at most
// maxClientsPerAddress streams, the instance at most maxClients, and a client that stops reading is dropped
// once its write buffer has stayed full for stallMs (or holds maxBufferedBytes, whichever comes first).

export type SseHubSettings = {
  maxClients: number;
  maxClientsPerAddress: number;
  heartbeatMs: number;
  retryMs: number;
  stallMs: number;
  maxBufferedBytes: number;
};

// 'busy': the instance holds maxClients; 'address-busy': this address holds its share.
export type SseAcceptance = 'accepted' | 'busy' | 'address-busy';

export type SseHub = {
  // Opens the stream on `response` and sends the greeting, unless the instance or the address is full.
  accept(request: IncomingMessage, response: ServerResponse, address: string, greeting: string): SseAcceptance;
  broadcast(frames: string): void;
  clientCount(): number;
  close(): void;
};

type Client = { response: ServerResponse; address: string; stalledSince: number | null };

const HEARTBEAT = Buffer.from(':\n\n');

export function sseFrame(event: string, data: unknown): string {
  // JSON.stringify escapes line breaks, so the data is always one `data:` line.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function createSseHub(settings: SseHubSettings): SseHub {
  const clients = new Set<Client>();
  const perAddress = new Map<string, number>();

  function drop(client: Client): void {
    // EventSource reconnects by itself, and a reconnecting client refetches what it shows.
    client.response.destroy();
  }

  function write(client: Client, chunk: Buffer, now: number): void {
    const { response } = client;
    if (response.destroyed || response.writableEnded) return;
    if (response.write(chunk)) return;
    // The socket did not take it all: the client reads slowly, or not at all.
    client.stalledSince ??= now;
    if (response.writableLength > settings.maxBufferedBytes || now - client.stalledSince >= settings.stallMs) {
      drop(client);
    }
  }

  function writeAll(chunk: Buffer): void {
    const now = Date.now();
    for (const client of clients) write(client, chunk, now);
  }

  // Comments every few seconds keep proxies and load balancers from closing a quiet connection, and find
  // the clients whose buffer stayed full since the last write.
  const heartbeat = setInterval(() => writeAll(HEARTBEAT), settings.heartbeatMs);
  heartbeat.unref();

  return {
    accept(request, response, address, greeting) {
      if (clients.size >= settings.maxClients) return 'busy';
      const held = perAddress.get(address) ?? 0;
      if (held >= settings.maxClientsPerAddress) return 'address-busy';
      request.socket.setTimeout(0);
      request.socket.setNoDelay(true);
      request.socket.setKeepAlive(true);
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: proxies must not compress or rewrite the stream; X-Accel-Buffering: nginx must not buffer it.
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      const client: Client = { response, address, stalledSince: null };
      clients.add(client);
      perAddress.set(address, held + 1);
      response.on('drain', () => (client.stalledSince = null));
      response.once('close', () => {
        clients.delete(client);
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      write(client, Buffer.from(`retry: ${settings.retryMs}\n\n${greeting}`), Date.now());
      return 'accepted';
    },

    broadcast(frames) {
      if (clients.size > 0) writeAll(Buffer.from(frames));
    },

    clientCount: () => clients.size,

    close() {
      clearInterval(heartbeat);
      for (const client of clients) client.response.end();
      clients.clear();
      perAddress.clear();
    },
  };
}
