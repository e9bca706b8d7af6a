import { normalizeSteamId } from '../game-stats/steam-id';

// The one place that decides whether a player's Steam ID may say where they are playing on the staff page
// ("Jugando en …"). Steam IDs are not verified yet, so it is the Steam ID as the profile has it; once they
// are (a verified flag on the user), this is what checks the flag.
export function trustedSteamId(user: { steamID?: string | null }): string | null {
  return user.steamID ? normalizeSteamId(user.steamID) : null;
}
