import { apiClient } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { PlayerStats, Presence } from '../types/player-stats';

type PlayerStatsResponse = { data: PlayerStats & { steamID: string; name: string | null; presence: Presence } };

/**
 * `GET /players/:steamId/stats`: all-time statistics per server (newest first), in total, per weapon and per map. A valid Steam ID
 * without games answers no servers; a malformed one a 400 with the profile form's message.
 */
export async function getPlayerStats(steamId: string, signal?: AbortSignal): Promise<PlayerStats> {
  const { data } = await apiClient.get<PlayerStatsResponse>(`/players/${encodeURIComponent(steamId)}/stats`, {
    signal,
  });
  return {
    servers: data.data.servers,
    totals: data.data.totals,
    weapons: data.data.weapons,
    maps: data.data.maps,
    awards: data.data.awards,
    activity: data.data.activity,
    sessions: data.data.sessions,
    rankHistory: data.data.rankHistory,
  };
}

export const playerStatsQuery = (steamId: string) =>
  queryOptions({
    queryKey: queryKeys.players.stats(steamId),
    queryFn: ({ signal }) => getPlayerStats(steamId, signal),
  });
