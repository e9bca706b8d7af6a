import type { UserType } from '@cs16ar/shared';
import type { PlayerStats, Presence } from './player-stats';

/** A picture as the public profile gives it (`formats` has the sizes Strapi made). */
export type ProfilePicture = {
  url: string;
  alternativeText?: string | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', { url: string }>> | null;
};

/** `GET /profiles/:profileId`: a site user's public face; no email nor anything private. */
export type PublicProfile = {
  /** The account's number: what `GET /servers?filters[users][id][$eq]=` takes. */
  id: number;
  /** The account's documentId: the profile's address. */
  documentId: string;
  username: string;
  nickname: string | null;
  avatar: ProfilePicture | null;
  userType: UserType | string;
  bio: string | null;
  /** Only a Steam ID the player verified from the game; null without one. */
  steamID: string | null;
  /** Whether `steamID` is verified (always, when there is one): statistics and presence come only from one. */
  steamIdVerified: boolean;
  /** When the account was created (ISO 8601). */
  memberSince: string;
  /** The linked Discord name, only when the player chose to show it on /ajustes; null otherwise. */
  discordName: string | null;
  /** The names the verified Steam ID played under on the servers, the latest first (none without one). */
  namesUsed: { name: string; lastSeenAt: string }[];
  /** Null without a verified Steam ID. */
  stats: PlayerStats | null;
  presence: Presence | null;
};
