// What the id field of a log line's player token says about who is playing.
//   steam      a validated Steam account: always kept as STEAM_0:Y:Z
//   non-steam  an id a server's authentication add-on gives a client without Steam (ReUnion: STEAM_1:0:N for
//              RevEmu and SC2009 clients, STEAM_2 to STEAM_5 for other emulators): ranked, banned and linkable
//              as what it is, never the Steam account with the same number (issue 41, item 8)
//   pending    STEAM_ID_PENDING / VALVE_ID_PENDING: not validated yet, held until "STEAM USERID validated"
//   bot        BOT
//   hltv       HLTV (a proxy that relays the game to spectators)
//   other      STEAM_ID_LAN, VALVE_..., UNKNOWN and anything else: never ranked
export type PlayerKind = 'steam' | 'non-steam' | 'pending' | 'bot' | 'hltv' | 'other';

// The universes (the X of STEAM_X:Y:Z) whose ids are Steam accounts on a server. A GoldSrc server writes
// every Steam account as STEAM_0; the other universes are what ReUnion and the emulators give non-Steam
// clients, whose numbers are no Steam account's. A server may say more universes are Steam
// (its `steamIdPrefixes`, src/api/server); STEAM_0 always is.
export const GOLDSRC_STEAM_UNIVERSES: ReadonlySet<number> = new Set([0]);

const STEAM_ID = /^STEAM_([0-5]):([01]):(\d{1,10})$/;
const MAX_ACCOUNT_NUMBER = 0xffffffff;

// The one spelling of an id written STEAM_X:Y:Z: the account number without leading zeros; null for
// anything else (or a number no 32-bit account has). The universe is kept: it says what the id is.
export function canonicalPlayerId(value: string): string | null {
  const match = STEAM_ID.exec(value);
  if (!match || Number(match[3]) > MAX_ACCOUNT_NUMBER) return null;
  return `STEAM_${match[1]}:${match[2]}:${Number(match[3])}`;
}

// A player id as this project keys it is a Steam account's STEAM_0:Y:Z or a non-Steam client's id as written:
// the prefix tells them apart (isSteamAccountId in the contracts, for the site).

// Reads `STEAM_0,STEAM_1` (a server's steamIdPrefixes) as the universes it names; STEAM_0 is always one.
// Anything unreadable leaves the GoldSrc default: the field's pattern keeps such a value out of the database.
export function steamUniversesOf(prefixes: string | null | undefined): ReadonlySet<number> {
  if (!prefixes) return GOLDSRC_STEAM_UNIVERSES;
  const universes = new Set([0]);
  for (const part of prefixes.split(',')) {
    const match = /^\s*STEAM_([0-5])\s*$/.exec(part);
    if (!match) return GOLDSRC_STEAM_UNIVERSES;
    universes.add(Number(match[1]));
  }
  return universes;
}

export type LogPlayerId = { kind: PlayerKind; playerId: string | null };

// The id field of a log line's player token, on a server whose Steam universes are `steamUniverses`.
export function readLogPlayerId(id: string, steamUniverses = GOLDSRC_STEAM_UNIVERSES): LogPlayerId {
  if (id === 'BOT') return { kind: 'bot', playerId: null };
  if (id === 'HLTV') return { kind: 'hltv', playerId: null };
  if (id === 'STEAM_ID_PENDING' || id === 'VALVE_ID_PENDING') return { kind: 'pending', playerId: null };
  const canonical = canonicalPlayerId(id);
  if (!canonical) return { kind: 'other', playerId: null };
  const universe = Number(canonical[6]);
  return steamUniverses.has(universe)
    ? { kind: 'steam', playerId: `STEAM_0${canonical.slice(7)}` }
    : { kind: 'non-steam', playerId: canonical };
}

// Steam's other spellings of one account: the SteamID3 a profile page shows ([U:1:246]) and the 64-bit
// community id (76561197960265974). Only individual accounts (universe 1, type U / the 7656119… range).
const STEAM_ID3 = /^\[U:1:(\d{1,10})\]$/;
const STEAM_ID64 = /^\d{17}$/;
const STEAM_ID64_BASE = BigInt('76561197960265728');

// What a person typed to name one player (a search box, a form, a query string): STEAM_0:1:123, [U:1:247]
// or 76561197960266975 name a Steam account (answered as STEAM_0:1:123); STEAM_1:0:123 to STEAM_5 name the
// non-Steam id a player sees in the game's console, as written. Null for anything else.
export function readTypedPlayerId(text: string): string | null {
  const value = text.trim().toUpperCase();
  const written = canonicalPlayerId(value);
  if (written) return written;
  const id3 = STEAM_ID3.exec(value);
  const accountId = id3 ? Number(id3[1]) : STEAM_ID64.test(value) ? Number(BigInt(value) - STEAM_ID64_BASE) : -1;
  if (!Number.isSafeInteger(accountId) || accountId < 0 || accountId > MAX_ACCOUNT_NUMBER) return null;
  return `STEAM_0:${accountId % 2}:${Math.floor(accountId / 2)}`;
}
