import dgram from 'node:dgram';
import { parentPort, workerData } from 'node:worker_threads';
import { createLogIntake, type LogSource } from './log-intake';

// The log listener's socket lives in a worker thread: the CMS's main thread runs the database work
// and HTTP, and a blocked thread would let the kernel's socket buffer overflow and drop
// datagrams of every server alike. Here a datagram costs a map lookup before it is refused, so a flood
// from one source cannot starve the others; accepted lines go to the main thread in small batches.

export type ListenerWorkerData = { host: string; port: number; ratePerSecond: number; sources: LogSource[] };

export type ToListenerWorker = { type: 'sources'; sources: LogSource[] } | { type: 'stop' };

// [serverDocumentId, dedupKey, line, receivedAt]: tuples clone faster than objects.
export type LineTuple = [string, string, string, number];

export type FromListenerWorker =
  | { type: 'listening'; port: number }
  | { type: 'failed'; message: string }
  | { type: 'lines'; lines: LineTuple[] }
  | { type: 'counters'; drained: ReturnType<ReturnType<typeof createLogIntake>['drain']> };

const BATCH_LINES = 500;
const BATCH_MS = 25;
const COUNTERS_MS = 1000;
// Room for bursts while this thread is busy; the kernel caps it at net.core.rmem_max.
const RECEIVE_BUFFER_BYTES = 8 * 1024 * 1024;

const port = parentPort;
const options = workerData as ListenerWorkerData;
if (port) {
  const post = (message: FromListenerWorker) => port.postMessage(message);
  const intake = createLogIntake({ ratePerSecond: options.ratePerSecond });
  intake.setSources(options.sources);
  let batch: LineTuple[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    post({ type: 'lines', lines: batch });
    batch = [];
  };

  const socket = dgram.createSocket({ type: 'udp4', recvBufferSize: RECEIVE_BUFFER_BYTES });
  socket.on('message', (packet, remote) => {
    const line = intake.take(packet, remote.address, remote.port);
    if (!line) return;
    batch.push([line.serverDocumentId, line.dedupKey, line.line, line.receivedAt]);
    if (batch.length >= BATCH_LINES) flush();
  });
  const flushTimer = setInterval(flush, BATCH_MS);
  const countersTimer = setInterval(() => post({ type: 'counters', drained: intake.drain() }), COUNTERS_MS);

  const stop = () => {
    clearInterval(flushTimer);
    clearInterval(countersTimer);
    flush();
    post({ type: 'counters', drained: intake.drain() });
    socket.close(() => port.close());
  };

  socket.once('error', (error) => {
    post({ type: 'failed', message: error.message });
    clearInterval(flushTimer);
    clearInterval(countersTimer);
    // The thread ends (the main thread starts another one later).
    try {
      socket.close();
    } catch {
      // Never bound: nothing to close.
    }
    port.close();
  });
  socket.bind(options.port, options.host, () => {
    // Errors after binding (e.g. ICMP noise) must not end the listener.
    socket.removeAllListeners('error');
    socket.on('error', () => undefined);
    post({ type: 'listening', port: socket.address().port });
  });

  port.on('message', (message: ToListenerWorker) => {
    if (message.type === 'sources') intake.setSources(message.sources);
    else if (message.type === 'stop') stop();
  });
}
