import net from 'node:net';

// A TCP proxy between a CMS under test and PostgreSQL, so a test can take the database away from that
// CMS alone (as a restart or a network cut would), without touching the server other tests use.
export type TcpProxy = {
  port: number;
  // Closes every open connection and refuses new ones until restore().
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((incoming) => {
    if (refusing) {
      incoming.destroy();
      return;
    }
    const outgoing = net.connect(target.port, target.host);
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut() {
      refusing = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    close() {
      refusing = true;
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// DATABASE_URL with its host and port replaced by the proxy's.
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}

export function postgresAddress(databaseUrl: string): { host: string; port: number } {
  const url = new URL(databaseUrl);
  return { host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) };
}
