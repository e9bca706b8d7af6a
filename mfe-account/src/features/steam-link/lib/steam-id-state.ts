import type { User } from '@cs16ar/shared';

/** What the account's Steam ID is worth: none, typed in the profile (unverified), or proved from the game. */
export type SteamIdState =
  | { kind: 'none' }
  | { kind: 'typed'; steamId: string }
  | { kind: 'verified'; steamId: string; verifiedAt: string; server: string | null };

export function steamIdStateOf(user: User): SteamIdState {
  if (!user.steamID) return { kind: 'none' };
  if (!user.steamIdVerifiedAt) return { kind: 'typed', steamId: user.steamID };
  return {
    kind: 'verified',
    steamId: user.steamID,
    verifiedAt: user.steamIdVerifiedAt,
    server: user.steamIdVerifiedOn ?? null,
  };
}

/** The verified Steam ID another account took, and when; null when none was. */
export function movedSteamIdOf(user: User): { steamId: string; at: string } | null {
  return user.steamIdMoved && user.steamIdMovedAt ? { steamId: user.steamIdMoved, at: user.steamIdMovedAt } : null;
}

/** Whether the account verified a Steam ID since `before` (its verification time when the code was asked for). */
export function verifiedSince(user: User, before: string | null): boolean {
  return Boolean(user.steamID && user.steamIdVerifiedAt && user.steamIdVerifiedAt !== before);
}
