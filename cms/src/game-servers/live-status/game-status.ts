import type { QueryResult } from 'gamedig';

// What the poller stores in a server's current_data (the contract the site reads).
export type CurrentData = {
  players: {
    online: number;
    max: number;
    list: { name: string; score: number; time: number }[];
  };
  map: string;
  game: string;
};

export type GameServerStatus =
  { online: true; name: string; ping: number | null; currentData: CurrentData } | { online: false };

// Query answers come from the network: a hostile server can send anything. Everything stored is plain
// text of bounded length and bounded numbers.
export const MAX_NAME_LENGTH = 64;
export const MAX_MAP_LENGTH = 64;
export const MAX_LISTED_PLAYERS = 64;

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

export function cleanText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return Array.from(String(value).replace(CONTROL_CHARACTERS, '').trim()).slice(0, maxLength).join('');
}

export function boundedInteger(value: unknown, min: number, max: number): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return min;
  return Math.min(max, Math.max(min, Math.round(number)));
}

// gamedig reads what a reply lacks as zeros and empty strings, so a reply cut short still parses. The
// information reply is whole only if it reaches the server type and operating system bytes, which follow
// every name and count: 'd'edicated, 'l'isten or 'p'roxy (HLTV), on 'l'inux, 'w'indows, 'm'ac or 'o'ther.
const SERVER_TYPES = ['d', 'l', 'p'];
const OPERATING_SYSTEMS = ['l', 'w', 'm', 'o'];

export function isCompleteInfo(result: QueryResult): boolean {
  const raw = (result.raw ?? {}) as { listentype?: unknown; environment?: unknown };
  const type = typeof raw.listentype === 'string' ? raw.listentype.toLowerCase() : '';
  const os = typeof raw.environment === 'string' ? raw.environment.toLowerCase() : '';
  return SERVER_TYPES.includes(type) && OPERATING_SYSTEMS.includes(os) && cleanText(result.map, MAX_MAP_LENGTH) !== '';
}

export function toGameServerStatus(result: QueryResult): GameServerStatus {
  const list = (Array.isArray(result.players) ? result.players : []).slice(0, MAX_LISTED_PLAYERS).map((player) => ({
    name: cleanText(player?.name, MAX_NAME_LENGTH),
    score: boundedInteger(player?.raw?.score, -99999, 999999),
    time: boundedInteger(player?.raw?.time, 0, 60 * 60 * 24 * 365),
  }));
  const max = boundedInteger(result.maxplayers, 0, 255);
  const online = Math.max(boundedInteger(result.numplayers, 0, 255), list.length);
  return {
    online: true,
    name: cleanText(result.name, MAX_NAME_LENGTH * 2),
    ping: Number.isFinite(result.ping) ? boundedInteger(result.ping, 0, 60000) : null,
    currentData: {
      players: { online, max, list },
      map: cleanText(result.map, MAX_MAP_LENGTH),
      game: cleanText(result.raw?.game, MAX_NAME_LENGTH) || 'Counter-Strike',
    },
  };
}
