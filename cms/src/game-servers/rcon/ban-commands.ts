// The console commands a community-wide ban sends to each server (issue 26): `banid` with `kick` then
// `writeid`, so the ban outlives a restart; lifting it, `removeid` then `writeid`. Built only from a Steam ID
// (or non-Steam id) in the engine's STEAM_X:Y:Z form and a whole number of minutes, so nothing from a ban's
// reason or a player's name ever reaches a server's console.

const STEAM_ID = /^STEAM_[0-5]:[01]:\d{1,10}$/;
import { MAX_BAN_MINUTES } from '@cs16ar/contracts';

// The longest ban there is (the contracts' MAX_BAN_MINUTES, ten years), wherever it comes from: staff on the
// site (src/game-servers/bans/staff-ban-input.ts and the site's form), a server's log (src/game-servers/game-log/ban-lines.ts) and the
// commands here. One limit, or a ban the site shows as in force never reaches a server (issue 41, item 2).
export { MAX_BAN_MINUTES };

export type BanCommands = { ok: true; commands: string[] } | { ok: false; error: string };

const BAD_STEAM_ID: BanCommands = { ok: false, error: 'un Steam ID que los servidores no entienden' };

export function banCommands(steamId: string, minutes: number): BanCommands {
  if (!STEAM_ID.test(steamId)) return BAD_STEAM_ID;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_BAN_MINUTES) {
    return { ok: false, error: `una duración que no es de 0 a ${MAX_BAN_MINUTES} minutos enteros` };
  }
  return { ok: true, commands: [`banid ${minutes} ${steamId} kick`, 'writeid'] };
}

export function unbanCommands(steamId: string): BanCommands {
  return STEAM_ID.test(steamId) ? { ok: true, commands: [`removeid ${steamId}`, 'writeid'] } : BAD_STEAM_ID;
}
