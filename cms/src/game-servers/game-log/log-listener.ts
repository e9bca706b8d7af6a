import { lookup } from 'node:dns/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Core } from '@strapi/strapi';
import { reconnectDelayMs, type ReconnectPolicy } from '@cs16ar/contracts';
import type { LogConsumer } from './log-consumer';
import { DROP_REASONS, emptyIntakeCounters, type IntakeCounters, type LogSource } from './log-intake';
import type { FromListenerWorker, LineTuple, ListenerWorkerData, ToListenerWorker } from './listener-worker';
import { enqueueLines } from './log-queue';
import { createLogSources, sameSources, type RegisteredServer } from './log-sources';
import {
  gameLogHost,
  gameLogPort,
  gameLogRatePerSource,
  gameLogReportIntervalMs,
  gameLogSourcesRefreshMs,
} from '../settings';

// The UDP log listener, on every instance: a worker thread receives and checks the datagrams
// (src/game-servers/game-log/log-intake.ts), this side stores what it accepts in the shared queue in batches and
// wakes the consumer. Datagrams are accepted only from the address of a registered server, with its log
// secret. A worker that stops (a crash, a port it could not bind) is started again, sooner the first times
// and then every 30 s at most; GET /_health says whether this instance listens.

const SERVER_UID = 'api::server.server';
const WORKER_FILE = path.join(__dirname, 'listener-worker.js');
const LINES_PER_FLUSH = 5000;
const FLUSH_DELAY_MS = 50;
// While the database is away: retry this often, and say so at most this often.
const RETRY_DELAY_MS = 1000;
const ERROR_LOG_INTERVAL_MS = 10000;
// Lines waiting for the database beyond this are dropped (and counted) rather than exhausting memory.
const MAX_PENDING_LINES = 200000;
// A stopped worker is started again after 0.5 s, doubling up to 30 s while it keeps stopping (the project's one
// backoff, reconnectDelayMs of @cs16ar/contracts, which the page's live events use too); one that listened for
// RESTART_RESET_MS starts from the minimum again.
const RESTART_BACKOFF: ReconnectPolicy = { baseMs: 500, maxMs: 30000, jitter: [1, 1] };
const RESTART_RESET_MS = 60000;
const NAMED_SERVERS = 5;

type ServerRow = RegisteredServer & { name: string };

export type ListenerTotals = IntakeCounters & { overloaded: number; stored: number };

export type ListenerHealth = {
  listening: boolean;
  port: number | null;
  lastLineAcceptedAt: string | null;
  // When the servers' addresses and secrets were last read (an edit applies from then on).
  sourcesReadAt: string | null;
};

const isoOrNull = (time: number | null) => (time === null ? null : new Date(time).toISOString());

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

function describeServers(servers: ServerRow[]): string {
  const withoutSecret = servers.filter((server) => !server.logSecret).map((server) => JSON.stringify(server.name));
  const named = withoutSecret.slice(0, NAMED_SERVERS).join(', ');
  const more = withoutSecret.length > NAMED_SERVERS ? ` and ${withoutSecret.length - NAMED_SERVERS} more` : '';
  return (
    `${servers.length} servers` +
    (withoutSecret.length > 0
      ? `; ${withoutSecret.length} without a log secret get no statistics (their lines are dropped): ${named}${more}`
      : '')
  );
}

export function createLogListener({ strapi, consumer }: { strapi: Core.Strapi; consumer: Pick<LogConsumer, 'nudge'> }) {
  let worker: Worker | null = null;
  let listeningPort: number | null = null;
  let listeningSince: number | null = null;
  let lastLineAcceptedAt: number | null = null;
  let sourcesReadAt: number | null = null;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let restartFailures = 0;
  let sources: LogSource[] | null = null;
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
  const logSources = createLogSources(async (host) =>
    (await lookup(host, { all: true, family: 4 })).map((entry) => entry.address),
  );

  function add(into: ListenerTotals, counters: Partial<ListenerTotals>): void {
    for (const [key, value] of Object.entries(counters)) into[key as keyof ListenerTotals] += value ?? 0;
  }

  // The servers' sources, and whether they differ from what the worker has (then the log says so).
  async function loadSources(): Promise<{ sources: LogSource[]; changed: boolean }> {
    const servers = (await strapi.db.query(SERVER_UID).findMany({
      select: ['documentId', 'name', 'ipAddress', 'port', 'logSecret'],
    })) as ServerRow[];
    const loaded = await logSources.sourcesOf(servers);
    sourcesReadAt = Date.now();
    const changed = !sameSources(sources, loaded);
    if (changed) strapi.log.info(`[game-log] log sources: ${describeServers(servers)}`);
    return { sources: loaded, changed };
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
    consumer.nudge();
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
      lastLineAcceptedAt = Date.now();
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

  // Re-reads the servers; the worker hears of it only when an address, a port or a secret changed. Calls
  // that come while one runs make one more pass after it (the seed creating 26 servers reads them twice).
  let refreshing: Promise<void> | null = null;
  let refreshAgain = false;

  async function reloadSources(): Promise<void> {
    do {
      refreshAgain = false;
      try {
        const loaded = await loadSources();
        if (!loaded.changed) continue;
        sources = loaded.sources;
        send({ type: 'sources', sources: loaded.sources });
      } catch (error) {
        strapi.log.warn(`[game-log] could not reload the servers: ${error instanceof Error ? error.message : error}`);
      }
    } while (refreshAgain);
  }

  function refreshSources(): Promise<void> {
    // Before the worker runs (the seed creating servers at start-up) there is nothing to tell: starting it
    // reads them.
    if (!worker) return Promise.resolve();
    if (refreshing) {
      refreshAgain = true;
      return refreshing;
    }
    refreshing = reloadSources().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function scheduleRestart(): void {
    if (stopping || restartTimer) return;
    if (listeningSince !== null && Date.now() - listeningSince >= RESTART_RESET_MS) restartFailures = 0;
    restartFailures += 1;
    const delay = reconnectDelayMs(RESTART_BACKOFF, restartFailures, Math.random);
    strapi.log.warn(`[game-log] the listener stopped: starting it again in ${delay} ms`);
    restartTimer = setTimeout(() => {
      restartTimer = null;
      void startWorker();
    }, delay);
  }

  // Starts the worker thread; resolves once it listens or failed to.
  async function startWorker(): Promise<void> {
    if (stopping || worker) return;
    try {
      const loaded = await loadSources();
      sources = loaded.sources;
    } catch (error) {
      // The database is away: the sources the last worker had, and the periodic refresh catches up.
      strapi.log.warn(`[game-log] could not read the servers: ${error instanceof Error ? error.message : error}`);
    }
    if (stopping || worker) return;
    const data: ListenerWorkerData = {
      host: gameLogHost(),
      port: gameLogPort(),
      ratePerSecond: gameLogRatePerSource(),
      sources: sources ?? [],
    };
    const started = new Worker(WORKER_FILE, { workerData: data });
    worker = started;
    await new Promise<void>((resolve) => {
      started.on('message', (message: FromListenerWorker) => {
        if (message.type === 'listening') {
          listeningPort = message.port;
          listeningSince = Date.now();
          strapi.log.info(`[game-log] listening for game server logs on udp ${data.host}:${message.port}`);
          resolve();
        } else if (message.type === 'failed') {
          // The site keeps working without statistics; the log says why, and the worker is started again.
          strapi.log.error(`[game-log] cannot listen on udp ${data.host}:${data.port}: ${message.message}`);
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
        scheduleRestart();
        listeningSince = null;
      });
    });
  }

  // Tests only (NODE_ENV=test): SIGUSR2 ends the worker thread the way a crash would, so a test can watch
  // it come back. Only this machine's user (or root) can signal the process.
  const crashForTest = () => void worker?.terminate();

  return {
    async start(): Promise<void> {
      if (gameLogPort() === 0 || worker) return;
      stopping = false;
      if (process.env.NODE_ENV === 'test') process.on('SIGUSR2', crashForTest);
      refreshTimer = setInterval(() => void refreshSources(), gameLogSourcesRefreshMs());
      reportTimer = setInterval(report, gameLogReportIntervalMs());
      await startWorker();
    },

    async stop(): Promise<void> {
      stopping = true;
      process.off('SIGUSR2', crashForTest);
      if (refreshTimer) clearInterval(refreshTimer);
      if (reportTimer) clearInterval(reportTimer);
      if (restartTimer) clearTimeout(restartTimer);
      refreshTimer = reportTimer = restartTimer = null;
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

    // Called when a server's address, port or log secret changes through this instance, or one is created
    // or deleted.
    refreshSources,

    port(): number | null {
      return listeningPort;
    },

    health(): ListenerHealth {
      return {
        listening: listeningPort !== null,
        port: listeningPort,
        lastLineAcceptedAt: isoOrNull(lastLineAcceptedAt),
        sourcesReadAt: isoOrNull(sourcesReadAt),
      };
    },

    totals(): ListenerTotals {
      return { ...totals };
    },
  };
}

export type LogListener = ReturnType<typeof createLogListener>;
