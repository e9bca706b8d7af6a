import type { ServerResponse } from 'node:http';
import type { Context } from 'koa';

// The Server-Sent Events connections of this instance. Each connection is written to directly (Koa steps
// aside), so nothing in between buffers or compresses it; a broadcast encodes its text once for everyone.

export type SseHubSettings = { maxClients: number; heartbeatMs: number; retryMs: number };

export type SseHub = {
  // Opens the stream and sends the greeting; false when the instance already holds maxClients.
  accept(ctx: Context, greeting: string): boolean;
  broadcast(frames: string): void;
  clientCount(): number;
  close(): void;
};

// A client that stops reading would make its socket buffer grow without end: past this it is dropped
// (EventSource reconnects by itself, and a reconnecting client refetches what it shows).
const MAX_BUFFERED_BYTES = 1024 * 1024;
const HEARTBEAT = Buffer.from(':\n\n');

export function sseFrame(event: string, data: unknown): string {
  // JSON.stringify escapes line breaks, so the data is always one `data:` line.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function createSseHub(settings: SseHubSettings): SseHub {
  const clients = new Set<ServerResponse>();

  function write(response: ServerResponse, chunk: Buffer): void {
    if (response.destroyed || response.writableEnded) return;
    response.write(chunk);
    if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
  }

  function writeAll(chunk: Buffer): void {
    for (const response of clients) write(response, chunk);
  }

  // Comments every few seconds keep proxies and load balancers from closing a quiet connection.
  const heartbeat = setInterval(() => writeAll(HEARTBEAT), settings.heartbeatMs);
  heartbeat.unref();

  return {
    accept(ctx, greeting) {
      if (clients.size >= settings.maxClients) return false;
      const { req, res } = ctx;
      ctx.respond = false;
      ctx.status = 200;
      req.socket.setTimeout(0);
      req.socket.setNoDelay(true);
      req.socket.setKeepAlive(true);
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: proxies must not compress or rewrite the stream; X-Accel-Buffering: nginx must not buffer it.
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: ${settings.retryMs}\n\n${greeting}`);
      clients.add(res);
      res.once('close', () => clients.delete(res));
      return true;
    },

    broadcast(frames) {
      if (clients.size > 0) writeAll(Buffer.from(frames));
    },

    clientCount: () => clients.size,

    close() {
      clearInterval(heartbeat);
      for (const response of clients) response.end();
      clients.clear();
    },
  };
}
