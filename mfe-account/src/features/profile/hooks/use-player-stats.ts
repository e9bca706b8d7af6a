import { queryView, useQuery, type QueryView } from '@cs16ar/shared/data';
import { playerStatsQuery } from '../api/get-player-stats';
import type { PlayerStats } from '../types/player-stats';

/** What the statistics card shows: the figures, or that there is no Steam ID to read them by. */
export type PlayerStatsView = QueryView<PlayerStats> | { status: 'no-steam-id' };

/** The own statistics, by the Steam ID the player saved: a new one reads at once, no Steam ID asks nothing. */
export function useOwnPlayerStats(steamId: string | null | undefined): PlayerStatsView {
  const id = steamId?.trim() || null;
  const view = queryView(useQuery({ ...playerStatsQuery(id ?? ''), enabled: id !== null }));
  return id ? view : { status: 'no-steam-id' };
}
