import { hasVerifiedSteamId, type User } from '@cs16ar/shared';
import { queryView, useQuery, type QueryView } from '@cs16ar/shared/data';
import { playerStatsQuery } from '../api/get-player-stats';
import type { PlayerStats } from '../types/player-stats';

/** What the statistics card shows: the figures, or that there is no Steam ID to read them by. */
export type PlayerStatsView = QueryView<PlayerStats> | { status: 'no-steam-id' };

/**
 * The own statistics, by the Steam ID the player verified from the game (a typed one brings none): a newly
 * verified one reads at once; none asks nothing.
 */
export function useOwnPlayerStats(user: User): PlayerStatsView {
  const id = hasVerifiedSteamId(user) ? (user.steamID?.trim() ?? null) : null;
  const view = queryView(useQuery({ ...playerStatsQuery(id ?? ''), enabled: id !== null }));
  return id ? view : { status: 'no-steam-id' };
}
