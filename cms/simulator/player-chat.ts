import { logEvents } from './game-log';
import type { SimulatedServer } from './simulated-server';

// The simulator's test control can make a player say something on a server (simulator/control-server.ts):
// the site's browser tests link a Steam ID by having a simulated player say `!vincular CODE` over real UDP.
// A player with that Steam ID joins first when none is on the server. The request is checked like any
// input: a Steam ID, a name and a line of chat of bounded size, and nothing else.

export type ChatRequest = { steamId: string; name: string; text: string; team: boolean };
export type ChatResult = { uid: number; name: string; steamId: string };

const STEAM_ID = /^STEAM_[0-5]:[01]:\d{1,10}$/;
// eslint-disable-next-line no-control-regex -- no control characters nor quotes: one line of chat
const UNSAFE = /[\u0000-\u001f\u007f"]/;
const KEYS = new Set(['steamId', 'name', 'text', 'team']);

function boundedText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max && !UNSAFE.test(value) ? value : null;
}

export function readChatRequest(body: unknown): ChatRequest | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  if (Object.keys(fields).some((key) => !KEYS.has(key))) return null;
  const steamId = typeof fields.steamId === 'string' && STEAM_ID.test(fields.steamId) ? fields.steamId : null;
  const name = fields.name === undefined ? 'Jugador de prueba' : boundedText(fields.name, 32);
  const text = boundedText(fields.text, 127);
  if (fields.team !== undefined && typeof fields.team !== 'boolean') return null;
  if (!steamId || !name || !text) return null;
  return { steamId, name, text, team: fields.team === true };
}

// A player (re)connecting through the test control: a Steam ID and, optionally, a name.
export function readConnectRequest(body: unknown): { steamId: string; name: string } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  if (Object.keys(fields).some((key) => key !== 'steamId' && key !== 'name')) return null;
  const steamId = typeof fields.steamId === 'string' && STEAM_ID.test(fields.steamId) ? fields.steamId : null;
  const name = fields.name === undefined ? 'Jugador de prueba' : boundedText(fields.name, 32);
  return steamId && name ? { steamId, name } : null;
}

// Null when the server cannot take the player (full) or is not logging (down, or no log target).
export function sayOnServer(server: SimulatedServer, request: ChatRequest): ChatResult | null {
  const player = server.playerWithSteamId(request.steamId, request.name);
  if (!player) return null;
  if (!server.logLine(logEvents.say(player, request.text, request.team))) return null;
  return { uid: player.uid, name: player.name, steamId: request.steamId };
}
