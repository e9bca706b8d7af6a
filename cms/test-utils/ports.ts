import dgram from 'node:dgram';
import { readFileSync } from 'node:fs';
import net from 'node:net';

// Ports the lead's running site uses; tests never touch them.
const RESERVED = (port: number) => port === 1337 || (port >= 27015 && port <= 27045);

export async function freeTcpPort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (!RESERVED(port)) return port;
  }
}

// A free UDP port on 127.0.0.1 (the CMS's game-log listener in tests).
export async function freeUdpPort(): Promise<number> {
  for (;;) {
    const socket = dgram.createSocket('udp4');
    const port = await new Promise<number>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(0, '127.0.0.1', () => resolve(socket.address().port));
    });
    await new Promise<void>((resolve) => socket.close(() => resolve()));
    if (!RESERVED(port)) return port;
  }
}

async function udpRangeIsFree(base: number, count: number): Promise<boolean> {
  const sockets: dgram.Socket[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const socket = dgram.createSocket('udp4');
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.bind(base + i, '127.0.0.1', () => resolve());
      });
      sockets.push(socket);
    }
    return true;
  } catch {
    return false;
  } finally {
    await Promise.all(sockets.map((socket) => new Promise<void>((resolve) => socket.close(() => resolve()))));
  }
}

// The first port the kernel hands out to sockets bound to port 0 (Linux: ip_local_port_range).
function firstEphemeralPort(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 11000 ? low : 32768;
  } catch {
    return 32768;
  }
}

// A run of consecutive free UDP ports on 127.0.0.1, away from the real simulator's range, and below the
// kernel's ephemeral ports: a range found free there could be handed to any process's next socket (a poll's
// A2S query, a DNS lookup) before the test binds it.
export async function freeUdpRange(count: number): Promise<number> {
  const end = firstEphemeralPort() - count;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 10000 + Math.floor(Math.random() * (end - 10000));
    if (base + count > 27015 && base <= 27045) continue;
    if (await udpRangeIsFree(base, count)) return base;
  }
  throw new Error(`No free range of ${count} UDP ports found`);
}
