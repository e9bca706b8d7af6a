import type { StrapiMedia } from './media';

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
  profilePicture?: StrapiMedia | null;
};

/** What `POST /auth/local` and `POST /auth/local/register` answer. */
export type AuthResponse = {
  jwt: string;
  user: User;
};

export type Session = {
  jwt: string;
  user: User;
};

export function roleOf(user: Pick<User, 'userType'> | null | undefined): UserType {
  const type = user?.userType;
  return type === 'admin' || type === 'premium' ? type : 'regular';
}
