import { queryKeys, queryView, useQuery } from '@cs16ar/shared/data';
import { loadSamplePlayerStats } from '../sample-data/profile-sample-data';

/** Sample statistics (see profile-sample-data.ts) until the CMS records real ones. */
export function usePlayerStats(userId: number) {
  return queryView(
    useQuery({
      queryKey: queryKeys.users.statistics(userId),
      queryFn: ({ signal }) => loadSamplePlayerStats(userId, signal),
    }),
  );
}
