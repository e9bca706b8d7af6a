import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { eventBus } from '../cluster/event-bus';
import { errorBodyFor } from '../http/spanish-errors';
import { intFromEnv } from '../env/int-from-env';
import type { CurrentData } from '../game-servers/live-status/game-status';
import type { ServerRow } from '../game-servers/live-status/server-row';
import {
  changesBetween,
  liveStatusChanges,
  type LiveChange,
  type LiveFields,
} from '../game-servers/live-status/status-changes';
import { accountChanges } from './account-changes';
import { banChanges } from './ban-changes';
import { createSseHub, sseFrame, type SseAcceptance, type SseHub, type SseHubSettings } from './sse-hub';

// GET /api/events on every instance. Whichever instance polls publishes which servers changed on the event
// bus; every instance then reads those servers from the database, compares them with what it last sent,
// and pushes the differences (and the landing summary when it changed) to its own SSE clients. After a gap
// in the bus (see src/cluster/event-bus.ts) it compares every server, so nothing stays missed.

const SERVER_UID = 'api::server.server';
const LIVE_FIELDS = ['documentId', 'online', 'current_data', 'statusCheckedAt'];

type LiveRow = Pick<ServerRow, 'documentId' | 'online' | 'current_data' | 'statusCheckedAt'>;

export type ServerEvent = {
  documentId: string;
  online: boolean;
  current_data: CurrentData | null;
  statusCheckedAt: string | null;
  changes: LiveChange[];
};

function liveEventsSettings(): SseHubSettings {
  return {
    maxClients: intFromEnv('SSE_MAX_CLIENTS', 4000, 0),
    // Households, cybers and mobile carriers' shared addresses (CGNAT) put several players behind one
    // address; 50 is far more than they open at once, and 80 addresses are needed to fill the default 4,000.
    maxClientsPerAddress: intFromEnv('SSE_MAX_CLIENTS_PER_ADDRESS', 50, 1),
    heartbeatMs: intFromEnv('SSE_HEARTBEAT_MS', 15000, 100),
    retryMs: intFromEnv('SSE_RETRY_MS', 3000, 0),
    stallMs: intFromEnv('SSE_STALL_MS', 30000, 100),
    maxBufferedBytes: MAX_BUFFERED_BYTES,
  };
}

// Whatever the stall time, no client holds more than this much of the instance's memory.
const MAX_BUFFERED_BYTES = 1024 * 1024;

const isoOrNull = (value: string | Date | null) => {
  const time = value ? new Date(value).getTime() : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
};

type LiveEvents = { accept(ctx: Context): SseAcceptance; stop(): void };

let running: LiveEvents | null = null;

// Opens the stream, or answers 503 when this instance holds SSE_MAX_CLIENTS streams or is shutting down,
// and 429 when the client's address (TRUST_PROXY decides what that is, as for the rate limits) holds
// SSE_MAX_CLIENTS_PER_ADDRESS. Either way the site keeps polling and tries again after Retry-After.
export function acceptLiveEvents(ctx: Context): void {
  const accepted = running?.accept(ctx) ?? 'busy';
  if (accepted === 'accepted') return;
  ctx.set('Retry-After', '30');
  if (accepted === 'address-busy') {
    ctx.status = 429;
    ctx.body = errorBodyFor(
      429,
      'Hay demasiadas conexiones en vivo desde tu conexión. Cerrá otras pestañas o volvé a intentar en unos segundos.',
    );
    return;
  }
  ctx.status = 503;
  ctx.body = errorBodyFor(503, 'Hay demasiadas conexiones en vivo. Volvé a intentar en unos segundos.');
}

export async function startLiveEvents(strapi: Core.Strapi): Promise<void> {
  const hub: SseHub = createSseHub(liveEventsSettings());
  const sent = new Map<string, LiveFields>();
  let lastSummary = '';
  let latestCheck: string | null = null;
  let pending: Set<string> | 'all' | null = null;
  let draining = false;

  async function readServers(documentIds: string[] | 'all'): Promise<LiveRow[]> {
    const where = documentIds === 'all' ? {} : { documentId: { $in: documentIds } };
    return (await strapi.db.query(SERVER_UID).findMany({ select: LIVE_FIELDS, where })) as LiveRow[];
  }

  async function summaryText(): Promise<string> {
    return JSON.stringify(await strapi.service('api::community.community').summary());
  }

  async function publishChanges(documentIds: string[] | 'all'): Promise<void> {
    const frames: string[] = [];
    for (const row of await readServers(documentIds)) {
      const fields: LiveFields = { online: Boolean(row.online), current_data: row.current_data ?? null };
      const changes = changesBetween(sent.get(row.documentId), fields);
      const statusCheckedAt = isoOrNull(row.statusCheckedAt);
      if (statusCheckedAt && (!latestCheck || statusCheckedAt > latestCheck)) latestCheck = statusCheckedAt;
      if (changes.length === 0) continue;
      sent.set(row.documentId, fields);
      const event: ServerEvent = { documentId: row.documentId, ...fields, statusCheckedAt, changes };
      frames.push(sseFrame('server', event));
    }
    const summary = await summaryText();
    if (summary !== lastSummary) {
      lastSummary = summary;
      frames.push(`event: summary\ndata: ${summary}\n\n`);
    }
    if (frames.length > 0) hub.broadcast(frames.join(''));
  }

  // One batch at a time, in order; changes that arrive meanwhile are merged into the next batch.
  async function drain(): Promise<void> {
    draining = true;
    try {
      while (pending) {
        const batch: string[] | 'all' = pending === 'all' ? 'all' : [...pending];
        pending = null;
        await publishChanges(batch).catch((error: unknown) =>
          strapi.log.error(`[live-events] ${error instanceof Error ? error.message : String(error)}`),
        );
      }
    } finally {
      draining = false;
    }
  }

  function schedule(documentIds: string[] | 'all'): void {
    if (documentIds === 'all' || pending === 'all') pending = 'all';
    else {
      pending ??= new Set();
      for (const id of documentIds) pending.add(id);
    }
    if (!draining) void drain();
  }

  // What the clients are compared against from the start: nothing is pushed for the state at boot.
  for (const row of await readServers('all')) {
    sent.set(row.documentId, { online: Boolean(row.online), current_data: row.current_data ?? null });
    const checked = isoOrNull(row.statusCheckedAt);
    if (checked && (!latestCheck || checked > latestCheck)) latestCheck = checked;
  }
  lastSummary = await summaryText();

  const unsubscribe = eventBus.subscribe(liveStatusChanges, ({ documentIds }) => schedule(documentIds));
  const stopResync = eventBus.onResync(() => schedule('all'));
  // Only the ids: the account's owner re-reads what changed through their own session.
  const stopAccounts = eventBus.subscribe(accountChanges, ({ profileIds }) =>
    hub.broadcast(profileIds.map((profileId) => sseFrame('account', { profileId })).join('')),
  );
  const stopBans = eventBus.subscribe(banChanges, ({ bans }) =>
    hub.broadcast(bans.map((ban) => sseFrame('ban', ban)).join('')),
  );

  running = {
    accept(ctx) {
      // Written directly from here on: Koa must not answer for it (a refusal is Koa's to answer again).
      ctx.respond = false;
      ctx.status = 200;
      const greeting = sseFrame('ready', { statusCheckedAt: latestCheck });
      const accepted = hub.accept(ctx.req, ctx.res, ctx.request.ip, greeting);
      if (accepted !== 'accepted') ctx.respond = true;
      return accepted;
    },
    stop() {
      unsubscribe();
      stopAccounts();
      stopBans();
      stopResync();
      hub.close();
    },
  };
}

export function stopLiveEvents(): void {
  running?.stop();
  running = null;
}
