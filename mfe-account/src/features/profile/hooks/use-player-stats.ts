import { useCallback } from 'react';
import { useAsyncData } from '../../../hooks/use-async-data';
import { loadSamplePlayerStats } from '../sample-data/profile-sample-data';

/** Sample statistics (see profile-sample-data.ts) until the CMS records real ones. */
export function usePlayerStats(userId: number) {
  const load = useCallback((signal: AbortSignal) => loadSamplePlayerStats(userId, signal), [userId]);
  return useAsyncData(load);
}
