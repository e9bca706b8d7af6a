import http from 'node:http';

// A stand-in for the load balancer in front of several CMS instances (tests and `npm run bench:cluster`,
// as the simulator stands in for game servers): requests go round robin to the instances whose GET
// /_health answered 200 at the last check (every checkIntervalMs), bodies and answers streamed both ways
// (Server-Sent Events included). X-Forwarded-For is appended, as by a proxy the CMS trusts with TRUST_PROXY.
export type RoundRobinProxy = {
  url: string;
  healthy: () => string[];
  close: () => Promise<void>;
};

export async function startRoundRobinProxy(backends: string[], checkIntervalMs = 250): Promise<RoundRobinProxy> {
  const up = new Set<string>(backends);
  let next = 0;

  async function check(): Promise<void> {
    await Promise.all(
      backends.map(async (backend) => {
        const ok = await fetch(`${backend}/_health`, { signal: AbortSignal.timeout(2000) }).then(
          (response) => response.status === 200,
          () => false,
        );
        if (ok) up.add(backend);
        else up.delete(backend);
      }),
    );
  }
  const timer = setInterval(() => void check(), checkIntervalMs);
  await check();

  const server = http.createServer((request, response) => {
    const candidates = backends.filter((backend) => up.has(backend));
    if (candidates.length === 0) {
      response.writeHead(503).end();
      return;
    }
    const target = new URL(request.url ?? '/', candidates[next++ % candidates.length]);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    healthy: () => backends.filter((backend) => up.has(backend)),
    close: () => {
      clearInterval(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
