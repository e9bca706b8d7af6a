import { lookup } from 'node:dns/promises';
import { isIPv4 } from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Core } from '@strapi/strapi';
import { DROP_REASONS, emptyIntakeCounters, type IntakeCounters, type LogSource } from '../../../game-stats/log-intake';
import type {
  FromListenerWorker,
  LineTuple,
  ListenerWorkerData,
  ToListenerWorker,
} from '../../../game-stats/log-listener-worker';
import { enqueueLines } from '../../../game-stats/log-queue';
import {
  gameLogHost,
  gameLogPort,
  gameLogRatePerSource,
  gameLogReportIntervalMs,
  gameLogSourcesRefreshMs,
} from '../../../game-stats/settings';

// The UDP log listener, on every instance: a worker thread receives and checks the datagrams
// (src/game-stats/log-intake.ts), this side stores what it accepts in the shared queue in batches and
// wakes the consumer. Datagrams are accepted only from the address of a registered server.

const SERVER_UID = 'api::server.server';
const WORKER_FILE = path.join(__dirname, '..', '..', '..', 'game-stats', 'log-listener-worker.js');
const LINES_PER_FLUSH = 5000;
const FLUSH_DELAY_MS = 50;
// While the database is away: retry this often, and say so at most this often.
const RETRY_DELAY_MS = 1000;
const ERROR_LOG_INTERVAL_MS = 10000;
// Lines waiting for the database beyond this are dropped (and counted) rather than exhausting memory.
const MAX_PENDING_LINES = 200000;

type ServerAddress = { documentId: string; ipAddress: string; port: number; logSecret: string | null };

export type ListenerTotals = IntakeCounters & { overloaded: number; stored: number };

async function addressesOf(host: string): Promise<string[]> {
  if (isIPv4(host)) return [host];
  try {
    return (await lookup(host, { all: true, family: 4 })).map((entry) => entry.address);
  } catch {
    return [];
  }
}

function describeCounters(counters: ListenerTotals, unregistered: Map<string, number>): string {
  const dropped = [...DROP_REASONS, 'overloaded' as const]
    .filter((reason) => counters[reason] > 0)
    .map((reason) => `${counters[reason]} ${reason}`);
  const senders = [...unregistered.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([address, count]) => `${address} ×${count}`);
  return (
    `${counters.accepted} lines accepted, ${counters.stored} stored` +
    (dropped.length > 0 ? `; dropped: ${dropped.join(', ')}` : '') +
    (senders.length > 0 ? ` (unregistered senders: ${senders.join(', ')})` : '')
  );
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let worker: Worker | null = null;
  let listeningPort: number | null = null;
  let pending: LineTuple[] = [];
  let flushing: Promise<void> | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  let failing = false;
  let errorLoggedAt = 0;
  let refreshTimer: NodeJS.Timeout | null = null;
  let reportTimer: NodeJS.Timeout | null = null;
  const emptyTotals = (): ListenerTotals => ({ ...emptyIntakeCounters(), overloaded: 0, stored: 0 });
  const totals = emptyTotals();
  let sinceReport = emptyTotals();
  let unregisteredSinceReport = new Map<string, number>();

  function add(into: ListenerTotals, counters: Partial<ListenerTotals>): void {
    for (const [key, value] of Object.entries(counters)) into[key as keyof ListenerTotals] += value ?? 0;
  }

  async function loadSources(): Promise<LogSource[]> {
    const servers = (await strapi.db.query(SERVER_UID).findMany({
      select: ['documentId', 'ipAddress', 'port', 'logSecret'],
    })) as ServerAddress[];
    const sources = await Promise.all(
      servers.map(async (server) =>
        (await addressesOf(server.ipAddress)).map((address) => ({
          address,
          port: server.port,
          serverDocumentId: server.documentId,
          secret: server.logSecret || null,
        })),
      ),
    );
    return sources.flat();
  }

  function send(message: ToListenerWorker): void {
    worker?.postMessage(message);
  }

  async function flush(): Promise<void> {
    while (pending.length > 0) {
      const chunk = pending.splice(0, LINES_PER_FLUSH);
      try {
        await enqueueLines(
          strapi.db.connection,
          chunk.map(([serverDocumentId, dedupKey, line, receivedAt]) => ({
            serverDocumentId,
            dedupKey,
            line,
            receivedAt,
          })),
        );
        add(totals, { stored: chunk.length });
        add(sinceReport, { stored: chunk.length });
        failing = false;
      } catch (error) {
        // The database is away: keep the lines for the next try, within the memory bound.
        pending = chunk.concat(pending);
        failing = true;
        if (Date.now() - errorLoggedAt >= ERROR_LOG_INTERVAL_MS) {
          errorLoggedAt = Date.now();
          strapi.log.error(`[game-log] could not queue lines (${pending.length} waiting): ${String(error)}`);
        }
        return;
      }
    }
    strapi.service('api::game-stats.log-consumer').nudge();
  }

  function scheduleFlush(): void {
    if (flushTimer || flushing) return;
    flushTimer = setTimeout(
      () => {
        flushTimer = null;
        flushing = flush().finally(() => {
          flushing = null;
          if (pending.length > 0) scheduleFlush();
        });
      },
      failing ? RETRY_DELAY_MS : FLUSH_DELAY_MS,
    );
  }

  function receive(message: FromListenerWorker): void {
    if (message.type === 'lines') {
      const room = MAX_PENDING_LINES - pending.length;
      const kept = room >= message.lines.length ? message.lines : message.lines.slice(0, Math.max(0, room));
      if (kept.length < message.lines.length) {
        add(totals, { overloaded: message.lines.length - kept.length });
        add(sinceReport, { overloaded: message.lines.length - kept.length });
      }
      for (const line of kept) pending.push(line);
      scheduleFlush();
    } else if (message.type === 'counters') {
      add(totals, message.drained.counters);
      add(sinceReport, message.drained.counters);
      for (const [address, count] of message.drained.unregistered) {
        unregisteredSinceReport.set(address, (unregisteredSinceReport.get(address) ?? 0) + count);
      }
    }
  }

  function report(): void {
    const counted = Object.values(sinceReport).some((value) => value > 0);
    if (counted) strapi.log.info(`[game-log] ${describeCounters(sinceReport, unregisteredSinceReport)}`);
    sinceReport = emptyTotals();
    unregisteredSinceReport = new Map();
  }

  async function refreshSources(): Promise<void> {
    if (!worker) return;
    try {
      send({ type: 'sources', sources: await loadSources() });
    } catch (error) {
      strapi.log.warn(`[game-log] could not reload the servers: ${error instanceof Error ? error.message : error}`);
    }
  }

  return {
    async start(): Promise<void> {
      const port = gameLogPort();
      if (port === 0 || worker) return;
      const data: ListenerWorkerData = {
        host: gameLogHost(),
        port,
        ratePerSecond: gameLogRatePerSource(),
        sources: await loadSources(),
      };
      const started = new Worker(WORKER_FILE, { workerData: data });
      worker = started;
      const ready = new Promise<void>((resolve) => {
        started.on('message', (message: FromListenerWorker) => {
          if (message.type === 'listening') {
            listeningPort = message.port;
            strapi.log.info(`[game-log] listening for game server logs on udp ${data.host}:${message.port}`);
            resolve();
          } else if (message.type === 'failed') {
            // The site keeps working without statistics; the log says why.
            strapi.log.error(`[game-log] cannot listen on udp ${data.host}:${port}: ${message.message}`);
            resolve();
          } else receive(message);
        });
        started.once('error', (error) => {
          strapi.log.error(`[game-log] the listener stopped: ${error.message}`);
          resolve();
        });
        started.once('exit', () => {
          if (worker === started) worker = null;
          listeningPort = null;
          resolve();
        });
      });
      refreshTimer = setInterval(() => void refreshSources(), gameLogSourcesRefreshMs());
      reportTimer = setInterval(report, gameLogReportIntervalMs());
      await ready;
    },

    async stop(): Promise<void> {
      if (refreshTimer) clearInterval(refreshTimer);
      if (reportTimer) clearInterval(reportTimer);
      refreshTimer = reportTimer = null;
      const running = worker;
      if (running) {
        const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
        send({ type: 'stop' });
        const timeout = setTimeout(() => void running.terminate(), 2000);
        await exited;
        clearTimeout(timeout);
      }
      worker = null;
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = null;
      await flushing;
      await flush();
      report();
    },

    // Called when a server is created, edited or deleted through this instance.
    refreshSources,

    port(): number | null {
      return listeningPort;
    },

    totals(): ListenerTotals {
      return { ...totals };
    },
  };
};
