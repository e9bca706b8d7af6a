// The console commands a community-wide ban sends to each server (issue 26): `banid` with `kick` then
// `writeid`, so the ban outlives a restart; lifting it, `removeid` then `writeid`. Built only from a Steam ID
// in the engine's form (CS 1.6 servers know players as STEAM_0:...) and a whole number of minutes, so nothing
// from a ban's reason or a player's name ever reaches a server's console.

const STEAM_ID = /^STEAM_[0-5]:[01]:\d{1,10}$/;
// HLDS takes minutes as a float; a year is longer than any timed ban staff give (0 is permanent).
const MAX_MINUTES = 366 * 24 * 60;

export function banCommands(steamId: string, minutes: number): string[] | null {
  if (!STEAM_ID.test(steamId) || !Number.isInteger(minutes) || minutes < 0 || minutes > MAX_MINUTES) return null;
  return [`banid ${minutes} ${steamId} kick`, 'writeid'];
}

export function unbanCommands(steamId: string): string[] | null {
  return STEAM_ID.test(steamId) ? [`removeid ${steamId}`, 'writeid'] : null;
}
