import { useCallback } from 'react';
import { useAsyncData } from '../../../hooks/use-async-data';
import { getUserServers } from '../api/get-user-servers';

export function useUserServers(userId: number) {
  const load = useCallback((signal: AbortSignal) => getUserServers(userId, signal), [userId]);
  return useAsyncData(load);
}
