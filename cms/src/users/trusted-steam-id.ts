import { normalizeSteamId } from '../game-stats/steam-id';

// The one place that decides whether an account's Steam ID speaks for it: only one the player proved from
// inside the game (src/steam-link sets steamIdVerifiedAt) brings statistics, presence ("Jugando en …") and
// ranking links; a typed one could be anybody's.
export function trustedSteamId(user: {
  steamID?: string | null;
  steamIdVerifiedAt?: string | Date | null;
}): string | null {
  return user.steamID && user.steamIdVerifiedAt ? normalizeSteamId(user.steamID) : null;
}
