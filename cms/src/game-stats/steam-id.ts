// What the id field of a log line's player token says about who is playing.
//   steam    a validated Steam account: the only kind that is ever ranked
//   pending  STEAM_ID_PENDING / VALVE_ID_PENDING: not validated yet, held until "STEAM USERID validated"
//   bot      BOT
//   hltv     HLTV (a proxy that relays the game to spectators)
//   other    STEAM_ID_LAN, VALVE_..., UNKNOWN and anything else: never ranked
export type PlayerKind = 'steam' | 'pending' | 'bot' | 'hltv' | 'other';

const STEAM_ID = /^STEAM_([0-5]):([01]):(\d{1,10})$/;

// GoldSrc writes universe 0; newer tools (and people copying their id from a profile page) write 1 for
// the same account. Both become STEAM_0 so one player is one key everywhere.
export function normalizeSteamId(value: string): string | null {
  const match = STEAM_ID.exec(value);
  if (!match) return null;
  const universe = match[1] === '1' ? '0' : match[1];
  const accountNumber = String(Number(match[3]));
  if (Number(accountNumber) > 0xffffffff) return null;
  return `STEAM_${universe}:${match[2]}:${accountNumber}`;
}

// Both spellings a user may have saved on the site for one normalized id.
export function steamIdSpellings(normalized: string): string[] {
  return normalized.startsWith('STEAM_0:') ? [normalized, `STEAM_1:${normalized.slice(8)}`] : [normalized];
}

export function classifyPlayerId(id: string): PlayerKind {
  if (id === 'BOT') return 'bot';
  if (id === 'HLTV') return 'hltv';
  if (id === 'STEAM_ID_PENDING' || id === 'VALVE_ID_PENDING') return 'pending';
  return normalizeSteamId(id) ? 'steam' : 'other';
}

// Steam's other spellings of one account: the SteamID3 a profile page shows ([U:1:246]) and the 64-bit
// community id (76561197960265974). Only individual accounts (universe 1, type U / the 7656119… range).
const STEAM_ID3 = /^\[U:1:(\d{1,10})\]$/;
const STEAM_ID64 = /^\d{17}$/;
const STEAM_ID64_BASE = BigInt('76561197960265728');

// What a person typed to find one player (a search box, a query string), in any of the four forms
// (STEAM_0:1:123, STEAM_1:1:123, [U:1:247], 76561197960266975), as the normalized STEAM_0 form; else null.
export function readAnySteamId(text: string): string | null {
  const value = text.trim();
  const fromLegacy = normalizeSteamId(value.toUpperCase());
  if (fromLegacy) return fromLegacy;
  const id3 = STEAM_ID3.exec(value.toUpperCase());
  const accountId = id3 ? Number(id3[1]) : STEAM_ID64.test(value) ? Number(BigInt(value) - STEAM_ID64_BASE) : -1;
  if (!Number.isSafeInteger(accountId) || accountId < 0 || accountId > 0xffffffff) return null;
  return `STEAM_0:${accountId % 2}:${Math.floor(accountId / 2)}`;
}
