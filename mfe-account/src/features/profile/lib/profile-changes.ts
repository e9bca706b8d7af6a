import type { User } from '@cs16ar/shared';
import type { ProfileChanges } from '../../../api/update-profile';
import { emailChanged, type ProfileValues } from '../types/profile-schema';

/**
 * docs/product.md §5: empty optional values are left out of the payload (so an empty field never sends ""). The
 * current password goes only with a new email, and nowhere else.
 */
export function profileChanges(values: ProfileValues, savedEmail: string): ProfileChanges {
  const changes: ProfileChanges = { username: values.username.trim(), email: values.email.trim() };
  const nickname = values.nickname.trim();
  const bio = values.bio.trim();
  const steamID = values.steamID.trim();
  if (nickname) changes.nickname = nickname;
  if (bio) changes.bio = bio;
  if (steamID) changes.steamID = steamID;
  if (emailChanged(values.email, savedEmail)) changes.currentPassword = values.currentPassword;
  return changes;
}

/** The form's starting values from the signed-in user. */
export function profileFormValues(user: User): ProfileValues {
  return {
    username: user.username,
    email: user.email ?? '',
    nickname: user.nickname ?? '',
    bio: user.bio ?? '',
    steamID: user.steamID ?? '',
    currentPassword: '',
  };
}
