// The simulator's test control can make an admin on a server ban a player with AMX Mod X's `amx_ban`
// (simulator/control-server.ts): the site's browser tests and the bench watch a ban go from a server's log over
// real UDP to the site. The request is checked like any input: two Steam IDs, names, the minutes and a reason of
// bounded size, and nothing else.

import { MAX_BAN_MINUTES } from '../src/game-servers/rcon/ban-commands';

export type AdminBanRequest = {
  adminSteamId: string;
  adminName: string;
  steamId: string;
  name: string;
  // 0: permanent, as amx_ban takes it.
  minutes: number;
  reason: string;
};
export type AdminBanResult = { adminUid: number; uid: number; steamId: string };

const STEAM_ID = /^STEAM_[0-5]:[01]:\d{1,10}$/;
// eslint-disable-next-line no-control-regex -- no control characters nor quotes: they would break the log line
const UNSAFE = /[\u0000-\u001f\u007f"]/;
const KEYS = new Set(['adminSteamId', 'adminName', 'steamId', 'name', 'minutes', 'reason']);

function boundedText(value: unknown, max: number, allowEmpty = false): string | null {
  return typeof value === 'string' && (allowEmpty || value.length > 0) && value.length <= max && !UNSAFE.test(value)
    ? value
    : null;
}

export function readAdminBanRequest(body: unknown): AdminBanRequest | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  if (Object.keys(fields).some((key) => !KEYS.has(key))) return null;
  const steamIdOf = (value: unknown) => (typeof value === 'string' && STEAM_ID.test(value) ? value : null);
  const adminSteamId = steamIdOf(fields.adminSteamId);
  const steamId = steamIdOf(fields.steamId);
  const adminName = fields.adminName === undefined ? 'Admin de prueba' : boundedText(fields.adminName, 32);
  const name = fields.name === undefined ? 'Jugador de prueba' : boundedText(fields.name, 32);
  const reason = fields.reason === undefined ? '' : boundedText(fields.reason, 127, true);
  const minutes = fields.minutes;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0 || minutes > MAX_BAN_MINUTES)
    return null;
  if (!adminSteamId || !steamId || adminSteamId === steamId || !adminName || !name || reason === null) return null;
  return { adminSteamId, adminName, steamId, name, minutes, reason };
}
