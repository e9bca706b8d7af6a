import { readFile } from 'node:fs/promises';

// The kernel's view of the IPv4 UDP socket bound to a local port, from Linux's /proc/net/udp: the bytes waiting in
// its receive queue and how many datagrams it dropped (its queue was full). null without /proc/net/udp or socket.
export type UdpSocketState = { queuedBytes: number; drops: number };

export async function udpSocketState(port: number): Promise<UdpSocketState | null> {
  let table: string;
  try {
    table = await readFile('/proc/net/udp', 'utf8');
  } catch {
    return null;
  }
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of table.split('\n').slice(1)) {
    // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode ref pointer drops
    const fields = line.trim().split(/\s+/);
    if (fields.length < 13 || !fields[1].endsWith(hexPort)) continue;
    return { queuedBytes: parseInt(fields[4].split(':')[1], 16), drops: Number(fields[12]) };
  }
  return null;
}

// Holds a sender back while more than `maxQueuedBytes` wait in the receive queue of the socket on `port`. With a
// check every few dozen datagrams (a small log line takes about 1 KB of the queue), what is sent between checks fits
// in the smallest buffer Linux gives by default (rmem_default, 208 KB): a receiver the busy machine left unscheduled
// for a moment is waited for instead of losing datagrams. A receiver that stops reading fails after `timeoutMs`.
export async function roomInReceiveQueue(
  port: number,
  { maxQueuedBytes = 64 * 1024, timeoutMs = 30_000 }: { maxQueuedBytes?: number; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await udpSocketState(port);
    if (!state || state.queuedBytes <= maxQueuedBytes) return;
    if (Date.now() > deadline) {
      throw new Error(`udp ${port} has not read its receive queue for ${timeoutMs} ms (${state.queuedBytes} bytes)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
