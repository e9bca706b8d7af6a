import type { User } from '@cs16ar/shared';
import type { ProfilePicture } from './public-profile';

/** What the profile card shows of a player: their own user, or another player's public face. */
export type ProfileUser = Pick<User, 'id' | 'username' | 'userType' | 'nickname' | 'bio' | 'steamID'> & {
  profilePicture?: ProfilePicture | null;
  /** Whether the player proved the Steam ID is theirs from inside the game. */
  steamIdVerified: boolean;
};
