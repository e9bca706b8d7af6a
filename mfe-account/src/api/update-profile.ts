import { apiClient, type User } from '@cs16ar/shared';

/** What `PUT /users/me` accepts (any of them); the CMS refuses any other key. */
export type ProfileChanges = {
  username?: string;
  email?: string;
  nickname?: string;
  bio?: string;
  steamID?: string;
  /** Only with a new email: the CMS refuses to change it without the current password. */
  currentPassword?: string;
};

/** `PUT /users/me` (plain JSON body) answers the updated user itself, not wrapped in `data`. */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const { data } = await apiClient.put<User>('/users/me', changes);
  return data;
}
