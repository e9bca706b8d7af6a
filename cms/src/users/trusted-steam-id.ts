import { canonicalPlayerId } from '../game-servers/game-log/steam-id';

// The one place that decides whether an account's Steam ID speaks for it: only one the player proved from
// inside the game (src/game-servers/steam-link sets steamIdVerifiedAt) brings statistics, presence ("Jugando en …") and
// ranking links; a typed one could be anybody's. A non-Steam id (STEAM_1:0:N…) verified the same way speaks
// for the account as what it is, never as the Steam account with that number (src/game-servers/game-log/steam-id.ts).
export function trustedSteamId(user: {
  steamID?: string | null;
  steamIdVerifiedAt?: string | Date | null;
}): string | null {
  return user.steamID && user.steamIdVerifiedAt ? canonicalPlayerId(user.steamID) : null;
}
