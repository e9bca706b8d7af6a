import { isSteamAccountId } from '@cs16ar/contracts';
import type { StrapiMedia } from './media';
import type { StaffRole } from './news';

/** admin and premium are paid roles; anything else counts as a regular player. */
export type UserType = 'admin' | 'premium' | 'regular';

export type User = {
  id: number;
  /** Strapi's id of the account: what a public profile is addressed by (`/perfil/:profileId`). */
  documentId: string;
  username: string;
  email: string;
  userType?: UserType | string | null;
  nickname?: string | null;
  bio?: string | null;
  steamID?: string | null;
  /** When the player proved the Steam ID is theirs from inside the game (ISO 8601); null: typed, unverified. */
  steamIdVerifiedAt?: string | null;
  /** The server they said their link code on. */
  steamIdVerifiedOn?: string | null;
  /** A Steam ID this account had verified and another account verified since, and when that happened. */
  steamIdMoved?: string | null;
  steamIdMovedAt?: string | null;
  profilePicture?: StrapiMedia | null;
  /** The community's staff role (owner, administrator, moderator), set in the CMS; null for everyone else. Staff
   * act on bans and answer appeals. */
  staffRole?: StaffRole | string | null;
};

/**
 * What `POST /auth/local`, `/auth/local/register`, `/auth/reset-password` and `/auth/change-password` answer: a
 * short access token (`jwt`), the refresh token that renews it, and the user.
 */
export type AuthResponse = {
  jwt: string;
  refreshToken?: string;
  user: User;
};

/** `POST /auth/refresh`: a new access token and the refresh token that replaces the one sent. */
export type TokenPair = { jwt: string; refreshToken: string };

export type Session = {
  jwt: string;
  /** Absent in sessions stored before refresh tokens: those end at their access token's first refusal. */
  refreshToken?: string;
  user: User;
};

/** Whether the player proved from inside the game that their Steam ID is theirs (only then it brings statistics). */
export function hasVerifiedSteamId(user: Pick<User, 'steamID' | 'steamIdVerifiedAt'> | null | undefined): boolean {
  return Boolean(user?.steamID && user.steamIdVerifiedAt);
}

/**
 * What a player id is called on the site: a Steam account's "Steam ID" (STEAM_0:…), or the "ID no-Steam" a
 * non-Steam client gets on the servers (STEAM_1:0:… and up), which is never the Steam account with that number.
 */
export function playerIdLabel(steamID: string): 'Steam ID' | 'ID no-Steam' {
  return isSteamAccountId(steamID) ? 'Steam ID' : 'ID no-Steam';
}

export function roleOf(user: Pick<User, 'userType'> | null | undefined): UserType {
  const type = user?.userType;
  return type === 'admin' || type === 'premium' ? type : 'regular';
}

/**
 * Whether the account is on the community's staff: the CMS's rule for who may act on bans (cms/src/game-servers/README.md).
 * Not the paid `userType` admin, which is a membership, not a moderation role.
 */
export function isStaffMember(user: Pick<User, 'staffRole'> | null | undefined): boolean {
  const role = user?.staffRole;
  return role === 'owner' || role === 'administrator' || role === 'moderator';
}
