import type { Ban } from '@cs16ar/shared';
import { useLiveRefresh, useQuery } from '@cs16ar/shared/data';
import { activeBansQuery } from '../api/get-active-bans';

const BANS_REFRESH_MS = 60_000;

/** The player's bans in force, by their verified Steam ID (none asks nothing); empty while unknown or unreadable. */
export function useActiveBans(steamId: string | null): Ban[] {
  const query = useQuery({
    ...activeBansQuery(steamId ?? ''),
    ...useLiveRefresh(BANS_REFRESH_MS),
    enabled: steamId !== null,
  });
  return steamId ? (query.data ?? []) : [];
}
