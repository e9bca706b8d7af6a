import { useCallback } from 'react';
import { useAsyncData } from '../../../hooks/use-async-data';
import { loadSampleOtherUser } from '../sample-data/profile-sample-data';

/** Another player's profile: sample data (see profile-sample-data.ts), as the spec has it. */
export function useOtherUserProfile(userId: number) {
  const load = useCallback((signal: AbortSignal) => loadSampleOtherUser(userId, signal), [userId]);
  return useAsyncData(load);
}
