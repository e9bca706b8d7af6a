import type { Server, ServerPlayer } from '@cs16ar/shared';

/** docs/product.md §2 server detail: what a server shows when the CMS left a field empty. */
export const serverDefaults = {
  gameMode: 'Clásico',
  access: 'Público',
  location: 'Desconocida',
} as const;

/** docs/product.md §8: an unknown map. */
export const UNKNOWN_MAP = 'Desconocido';

/** What the site knows about a server right now, whichever live shape the CMS sent (docs/product.md §3). */
export type LiveStatus = {
  /** The poller's verdict (`online`), used by the list's Online/Offline badge. */
  online: boolean;
  /** Whether the server sent live data at all (`current_data` or `query`): the detail's "Online" pulse. */
  hasLiveData: boolean;
  playersOnline: number | null;
  maxPlayers: number | null;
  map: string | null;
  /** Connected players, or null when the server did not say. */
  players: ServerPlayer[] | null;
};

function nonEmpty(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

// Live data comes either as `current_data` (what our CMS's poller writes) or as a raw `query` result
// (players list, maxplayers, map): docs/product.md §3 names both, so both are read, `current_data` first.
export function liveStatusOf(server: Server): LiveStatus {
  const current = server.current_data ?? null;
  const query = server.query ?? null;
  const queryPlayers = Array.isArray(query?.players) ? query.players : null;
  const players = Array.isArray(current?.players?.list) ? current.players.list : queryPlayers;
  const playersOnline = count(current?.players?.online) ?? (queryPlayers ? queryPlayers.length : null);
  return {
    online: Boolean(server.online),
    hasLiveData: Boolean(current || query),
    playersOnline,
    maxPlayers: count(current?.players?.max) ?? count(query?.maxplayers) ?? count(server.maxPlayers),
    map: nonEmpty(current?.map) ?? nonEmpty(query?.map),
    players,
  };
}

/** "12/32"; docs/product.md §8: an unknown count shows "?". */
export function formatPlayerCount(status: Pick<LiveStatus, 'playersOnline' | 'maxPlayers'>): string {
  return `${status.playersOnline ?? '?'}/${status.maxPlayers ?? '?'}`;
}

export function mapLabel(status: Pick<LiveStatus, 'map'>): string {
  return status.map ?? UNKNOWN_MAP;
}

export function serverAddress(server: Pick<Server, 'ipAddress' | 'port'>): string {
  return `${server.ipAddress}:${server.port}`;
}

/** What a player types in the game's console to join, with or without Steam: "connect 127.0.0.1:27015". */
export function consoleConnectCommand(server: Pick<Server, 'ipAddress' | 'port'>): string {
  return `connect ${serverAddress(server)}`;
}

/** The help article on connecting (seeded by the CMS: cms/src/seed/help-articles.ts). */
export const CONNECT_HELP_SLUG = 'como-conectarse-a-un-servidor';

/** Opens the game through Steam, straight into the server. */
export function steamConnectUrl(server: Pick<Server, 'ipAddress' | 'port'>): string {
  return `steam://connect/${serverAddress(server)}`;
}

export function gameModeOf(server: Pick<Server, 'gameMode'>): string {
  return nonEmpty(server.gameMode) ?? serverDefaults.gameMode;
}

export function accessOf(server: Pick<Server, 'privilege'>): string {
  return nonEmpty(server.privilege?.type) ?? serverDefaults.access;
}

export function locationOf(server: Pick<Server, 'location'>): string {
  return nonEmpty(server.location) ?? serverDefaults.location;
}

/** Free seats, or null when the count is unknown. */
export function freeSlots(status: Pick<LiveStatus, 'playersOnline' | 'maxPlayers'>): number | null {
  if (status.playersOnline === null || status.maxPlayers === null) return null;
  return Math.max(0, status.maxPlayers - status.playersOnline);
}
