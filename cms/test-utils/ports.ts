import dgram from 'node:dgram';
import { readFileSync } from 'node:fs';
import net from 'node:net';

// Ports of `npm start` (CMS 1337, simulator and log listener 27015-27045) and of the browser tests' simulator,
// which runs beside the CMS tests in `npm test` (tests/support/ports.ts: 28015 and its control at + 99).
const RESERVED = (port: number) =>
  port === 1337 || (port >= 27015 && port <= 27045) || (port >= 28000 && port <= 28199);

// Free ports are drawn below the kernel's ephemeral range (firstEphemeralPort): a port the kernel just handed
// back from a bind to port 0 is the kind it hands next to an outgoing connection (an HTTP client, a PostgreSQL
// pool, an A2S query), which then took a CMS's port between the check and the CMS's own listen.
//
// Jest runs two test files at once (scripts/test.js, two workers): each worker draws from its own part of the
// range (JEST_WORKER_ID), so neither takes a port the other has checked and not yet bound. Within a worker, a port once
// handed out is not handed out again: a CMS's log listener drawn inside a simulator's range that was checked free but
// is bound only after the CMS starts failed a suite with EADDRINUSE.
const SLICES = 2;
const slice = (Math.max(1, Number(process.env.JEST_WORKER_ID) || 1) - 1) % SLICES;
const SPAN = Math.floor((firstEphemeralPort() - 10000) / SLICES);
const FIRST = 10000 + slice * SPAN;
const LAST = FIRST + SPAN;
const handedOut = new Set<number>();

function taken(port: number): boolean {
  return RESERVED(port) || handedOut.has(port);
}

function handOut(base: number, count = 1): number {
  for (let i = 0; i < count; i += 1) handedOut.add(base + i);
  return base;
}

function candidate(): number {
  for (;;) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    if (!taken(port)) return port;
  }
}

function tcpPortIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function udpPortIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', () => {
      socket.close();
      resolve(false);
    });
    socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
  });
}

export async function freeTcpPort(): Promise<number> {
  for (;;) {
    const port = candidate();
    if (await tcpPortIsFree(port)) return handOut(port);
  }
}

// A free UDP port on 127.0.0.1 (the CMS's game-log listener in tests).
export async function freeUdpPort(): Promise<number> {
  for (;;) {
    const port = candidate();
    if (await udpPortIsFree(port)) return handOut(port);
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

// A run of consecutive free UDP ports on 127.0.0.1, away from the real simulator's range and the ephemeral ports.
export async function freeUdpRange(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = FIRST + Math.floor(Math.random() * (LAST - FIRST - count));
    if (Array.from({ length: count }, (_, i) => base + i).some(taken)) continue;
    if (await udpRangeIsFree(base, count)) return handOut(base, count);
  }
  throw new Error(`No free range of ${count} UDP ports found`);
}
