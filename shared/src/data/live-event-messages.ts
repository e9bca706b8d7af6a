import { isDocumentId } from '@cs16ar/contracts';
import { isRecord, type CommunitySummary, type ServerCurrentData, type ServerPlayer } from '@cs16ar/shared';

/**
 * The messages of `GET /api/events` (cms/README.md "API"), read as hostile input: whatever arrives over
 * the network is checked field by field before it reaches the cache, and anything that does not have the
 * contract's shape is dropped whole (null), never half applied. Names and maps are bounded like the CMS
 * bounds them; numbers must be finite and in range.
 */

/** A `server` event: the live fields of one server, in the shapes of the Server fields of the same names. */
export type ServerLiveEvent = {
  documentId: string;
  online: boolean;
  current_data: ServerCurrentData | null;
  statusCheckedAt: string | null;
  changes: ('status' | 'players' | 'map')[];
};

const MAX_TEXT = 200;
const MAX_PLAYERS = 256;
const MAX_LISTED = 64;
const MAX_SERVERS = 500;
const CHANGES = new Set(['status', 'players', 'map']);

type Fields = Record<string, unknown>;

function record(value: unknown): Fields | null {
  return isRecord(value) ? value : null;
}

function text(value: unknown, maxLength = MAX_TEXT): value is string {
  return typeof value === 'string' && value.length <= maxLength;
}

function wholeNumber(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

function isoTime(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && Number.isFinite(Date.parse(value));
}

/** Parses one event's `data:` line; null for anything that is not JSON. */
export function parseEventData(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw.length > 1_000_000) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function readPlayer(value: unknown): ServerPlayer | null {
  const player = record(value);
  if (!player || !text(player.name)) return null;
  if (typeof player.score !== 'number' || !Number.isFinite(player.score)) return null;
  if (typeof player.time !== 'number' || !Number.isFinite(player.time) || player.time < 0) return null;
  return { name: player.name, score: player.score, time: player.time };
}

function readCurrentData(value: unknown): ServerCurrentData | null | undefined {
  if (value === null) return null;
  const data = record(value);
  const players = record(data?.players);
  if (!data || !players || !text(data.map)) return undefined;
  if (!wholeNumber(players.online, MAX_PLAYERS) || !wholeNumber(players.max, MAX_PLAYERS)) return undefined;
  if (!Array.isArray(players.list) || players.list.length > MAX_LISTED) return undefined;
  const list: ServerPlayer[] = [];
  for (const entry of players.list) {
    const player = readPlayer(entry);
    if (!player) return undefined;
    list.push(player);
  }
  return {
    players: { online: players.online, max: players.max, list },
    map: data.map,
    ...(text(data.game) ? { game: data.game } : {}),
  };
}

export function readServerEvent(value: unknown): ServerLiveEvent | null {
  const event = record(value);
  if (!event || !isDocumentId(event.documentId) || typeof event.online !== 'boolean') return null;
  const currentData = readCurrentData(event.current_data);
  if (currentData === undefined) return null;
  if (event.statusCheckedAt !== null && !isoTime(event.statusCheckedAt)) return null;
  if (!Array.isArray(event.changes) || event.changes.length > CHANGES.size) return null;
  if (!event.changes.every((change) => typeof change === 'string' && CHANGES.has(change))) return null;
  return {
    documentId: event.documentId,
    online: event.online,
    current_data: currentData,
    statusCheckedAt: event.statusCheckedAt,
    changes: event.changes as ServerLiveEvent['changes'],
  };
}

/** A `ready` event: the latest poll the CMS instance knows (null before the first). */
/** An `account` event: that account changed (its Steam ID was linked or moved); only its owner reads what. */
// `profileId`: the account's documentId (its public profile's address).
export type AccountLiveEvent = { profileId: string };

export function readAccountEvent(value: unknown): AccountLiveEvent | null {
  const event = record(value);
  if (!event || Object.keys(event).length !== 1) return null;
  const { profileId } = event;
  return isDocumentId(profileId) ? { profileId } : null;
}

/** A `ban` event: a ban was recorded, lifted or ran out (cms/src/game-servers/README.md); the list reads it again. */
export type BanLiveEvent = { documentId: string; change: 'created' | 'lifted' | 'expired' | 'delivered' | 'shortened' };
const BAN_CHANGES = new Set(['created', 'lifted', 'expired', 'delivered', 'shortened']);

export function readBanEvent(value: unknown): BanLiveEvent | null {
  const event = record(value);
  if (!event || Object.keys(event).length !== 2) return null;
  const { documentId: id, change } = event;
  return isDocumentId(id) && typeof change === 'string' && BAN_CHANGES.has(change)
    ? { documentId: id, change: change as BanLiveEvent['change'] }
    : null;
}

export function readReadyEvent(value: unknown): { statusCheckedAt: string | null } | null {
  const event = record(value);
  if (!event || (event.statusCheckedAt !== null && !isoTime(event.statusCheckedAt))) return null;
  return { statusCheckedAt: event.statusCheckedAt };
}

function readActivePlayer(value: unknown): CommunitySummary['mostActive']['players'][number] | null {
  const player = record(value);
  const server = record(player?.server);
  if (!player || !server || !text(player.name) || !wholeNumber(player.seconds, 10 * 365 * 86_400)) return null;
  if (!isDocumentId(server.documentId) || !text(server.name)) return null;
  return { name: player.name, seconds: player.seconds, server: { documentId: server.documentId, name: server.name } };
}

function readFeaturedServer(value: unknown): CommunitySummary['featuredServers'][number] | null {
  const server = record(value);
  if (!server || !isDocumentId(server.documentId) || !text(server.name) || !text(server.map)) return null;
  if (server.gameMode !== null && !text(server.gameMode)) return null;
  if (!wholeNumber(server.players, MAX_PLAYERS) || !wholeNumber(server.maxPlayers, MAX_PLAYERS)) return null;
  if (!text(server.address)) return null;
  return {
    documentId: server.documentId,
    name: server.name,
    gameMode: server.gameMode,
    map: server.map,
    players: server.players,
    maxPlayers: server.maxPlayers,
    address: server.address,
  };
}

function readList<T>(value: unknown, max: number, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const items: T[] = [];
  for (const entry of value) {
    const item = read(entry);
    if (!item) return null;
    items.push(item);
  }
  return items;
}

/**
 * The community summary, from `GET /community/summary` or a `summary` event (the same shape): used for both,
 * so the landing page never shows a figure the contract does not allow.
 */
export function readCommunitySummary(value: unknown): CommunitySummary | null {
  const summary = record(value);
  const servers = record(summary?.servers);
  const mostActive = record(summary?.mostActive);
  const playersSeen = record(summary?.playersSeen);
  if (!summary || !servers || !mostActive || !playersSeen) return null;
  if (!wholeNumber(summary.registeredUsers, Number.MAX_SAFE_INTEGER)) return null;
  if (!wholeNumber(playersSeen.count, Number.MAX_SAFE_INTEGER)) return null;
  if (playersSeen.since !== null && !isoTime(playersSeen.since)) return null;
  if (!wholeNumber(servers.online, MAX_SERVERS) || !wholeNumber(servers.total, MAX_SERVERS)) return null;
  if (!wholeNumber(summary.playersOnline, MAX_SERVERS * MAX_PLAYERS)) return null;
  if (mostActive.basis !== 'connected-time') return null;
  if (!wholeNumber(mostActive.others, MAX_SERVERS * MAX_PLAYERS)) return null;
  const players = readList(mostActive.players, 20, readActivePlayer);
  const featuredServers = readList(summary.featuredServers, 4, readFeaturedServer);
  if (!players || !featuredServers) return null;
  if (summary.statusCheckedAt !== null && !isoTime(summary.statusCheckedAt)) return null;
  return {
    registeredUsers: summary.registeredUsers,
    playersSeen: { count: playersSeen.count, since: playersSeen.since },
    servers: { online: servers.online, total: servers.total },
    playersOnline: summary.playersOnline,
    mostActive: { basis: mostActive.basis, players, others: mostActive.others },
    featuredServers,
    statusCheckedAt: summary.statusCheckedAt,
  };
}
