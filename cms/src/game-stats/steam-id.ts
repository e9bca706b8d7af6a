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
