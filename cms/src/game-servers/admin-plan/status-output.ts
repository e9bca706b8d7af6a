// The players a GoldSrc server lists in its console's `status` (over rcon), as the Admin plan's panel shows them
// (issue 44): `#  1 "Name" 12 STEAM_0:1:234 5 10:21 48 0 1.2.3.4:27005` per player. The answer is the server's, so it
// is read as hostile: at most 64 rows, names cut to 32 characters, a row of any other shape skipped, the address
// never kept.

export type StatusPlayer = { uid: number; name: string; steamId: string; frags: number; time: string };

const ROW =
  /^#\s*\d{1,2}\s+"(.{0,64})"\s+(\d{1,6})\s+(\S{1,40})\s+(-?\d{1,6})\s+(\d{1,3}(?::\d{2}){1,2})\s+\d{1,4}\s+\d{1,3}(?:\s+\S+)?\s*$/;
const MAX_PLAYERS = 64;

export function statusPlayers(output: string): StatusPlayer[] {
  const players: StatusPlayer[] = [];
  for (const line of output.split('\n')) {
    const match = ROW.exec(line.trimEnd());
    if (!match) continue;
    const [, name, uid, steamId, frags, time] = match;
    // Bots and players still connecting have no Steam ID to act on.
    if (!/^STEAM_[0-5]:[01]:\d{1,10}$/.test(steamId)) continue;
    players.push({
      uid: Number(uid),
      name: Array.from(name).slice(0, 32).join(''),
      steamId,
      frags: Number(frags),
      time,
    });
    if (players.length === MAX_PLAYERS) break;
  }
  return players;
}
