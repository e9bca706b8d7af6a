import { queryView, useQuery } from '@cs16ar/shared/data';
import { publicProfileQuery } from '../api/get-public-profile';

/** A site user's public profile; the own profile reads it too, for member since and presence. */
export function usePublicProfile(profileId: string) {
  const query = useQuery(publicProfileQuery(profileId));
  return { view: queryView(query), retry: () => void query.refetch() };
}
