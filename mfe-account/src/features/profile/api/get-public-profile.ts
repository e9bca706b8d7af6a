import { apiClient } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { PublicProfile } from '../types/public-profile';
import type { ProfileUser } from '../types/profile-user';

/**
 * `GET /profiles/:profileId` (the account's documentId): identity, member since, all-time statistics and
 * whether they are playing now. An unknown or blocked id answers 404 "Jugador no encontrado.".
 */
export async function getPublicProfile(profileId: string, signal?: AbortSignal): Promise<PublicProfile> {
  const { data } = await apiClient.get<{ data: PublicProfile }>(`/profiles/${encodeURIComponent(profileId)}`, {
    signal,
  });
  return data.data;
}

export const publicProfileQuery = (profileId: string) =>
  queryOptions({
    queryKey: queryKeys.users.profile(profileId),
    queryFn: ({ signal }) => getPublicProfile(profileId, signal),
  });

/** The card's view of a public profile. */
export function profileUserOf(profile: PublicProfile): ProfileUser {
  return {
    id: profile.id,
    username: profile.username,
    nickname: profile.nickname,
    userType: profile.userType,
    bio: profile.bio,
    steamID: profile.steamID,
    steamIdVerified: profile.steamIdVerified,
    profilePicture: profile.avatar,
  };
}
