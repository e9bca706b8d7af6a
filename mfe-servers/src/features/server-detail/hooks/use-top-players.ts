import { useSearchParams } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { topPlayersQuery } from '../api/get-top-players';
import { TOP_PLAYERS_PERIODS, type TopPlayersPeriod } from '../types/top-player';

const PERIOD_PARAM = 'periodo';

/** The period in the URL (`?periodo=temporada`), so a link or the back button keeps it; 30 days by default. */
const PERIOD_SLUGS: Record<TopPlayersPeriod, string | null> = { '30d': null, season: 'temporada', all: 'historico' };

export function useTopPlayersPeriod() {
  const [query, setQuery] = useSearchParams();
  const slug = query.get(PERIOD_PARAM);
  const period = TOP_PLAYERS_PERIODS.find((candidate) => PERIOD_SLUGS[candidate] === slug) ?? '30d';
  const select = (next: TopPlayersPeriod) =>
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        const nextSlug = PERIOD_SLUGS[next];
        if (nextSlug) params.set(PERIOD_PARAM, nextSlug);
        else params.delete(PERIOD_PARAM);
        return params;
      },
      { replace: true },
    );
  return { period, select };
}

/** The ranking grows while people play: reloaded in place every 60 s, like the rest of the detail (docs/product.md §9). */
export const TOP_PLAYERS_REFRESH_MS = 60_000;

export function useTopPlayers(documentId: string, period: TopPlayersPeriod) {
  const query = useQuery({
    ...topPlayersQuery(documentId, period),
    staleTime: TOP_PLAYERS_REFRESH_MS,
    refetchInterval: (current) => (current.state.data === undefined ? false : TOP_PLAYERS_REFRESH_MS),
  });
  return { view: queryView(query), retry: () => void query.refetch() };
}
