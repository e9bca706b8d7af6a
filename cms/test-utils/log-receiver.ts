import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { readLogDatagram } from '../src/game-servers/game-log/log-datagram';

// Where a test points simulated servers' logs (like `logaddress_add`) to read what they say: every log
// datagram's event, in arrival order, on 127.0.0.1.
export type LogReceiver = { target: { host: string; port: number }; events: string[]; close: () => void };

export async function openLogReceiver(): Promise<LogReceiver> {
  const socket = dgram.createSocket('udp4');
  const events: string[] = [];
  socket.on('message', (packet) => {
    const read = readLogDatagram(packet);
    if (read.ok) events.push(read.datagram.event);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  return {
    target: { host: '127.0.0.1', port: (socket.address() as AddressInfo).port },
    events,
    close: () => socket.close(),
  };
}
