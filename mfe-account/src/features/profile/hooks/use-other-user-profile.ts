import { queryKeys, queryView, useQuery } from '@cs16ar/shared/data';
import { loadSampleOtherUser } from '../sample-data/profile-sample-data';

/** Another player's profile: sample data (see profile-sample-data.ts), as the spec has it. */
export function useOtherUserProfile(userId: number) {
  return queryView(
    useQuery({
      queryKey: queryKeys.users.profile(userId),
      queryFn: ({ signal }) => loadSampleOtherUser(userId, signal),
    }),
  );
}
