import { useCallback, useEffect, useRef, useState } from 'react';
import type { Server } from '@cs16ar/shared';
import { freeSlots, gameModeOf, liveStatusOf } from '../../../lib/server-status';
import { useSearchParams } from '@cs16ar/shared';
import { foldForSearch, madeOnFirstUse, sortAlphabetically } from '@cs16ar/shared/format';

export type ServerSort = 'default' | 'players' | 'name';

export type ServerFilters = {
  search: string;
  /** A game mode as shown on the cards, or null for every mode. */
  mode: string | null;
  /** Only servers with at least one free seat. */
  withFreeSlots: boolean;
  sort: ServerSort;
};

// The choice lives in the URL query (Spanish, shareable): ?q=dust&modo=Zombie&libres=1&orden=jugadores
const params = { search: 'q', mode: 'modo', withFreeSlots: 'libres', sort: 'orden' } as const;
const sortInUrl: Record<Exclude<ServerSort, 'default'>, string> = { players: 'jugadores', name: 'nombre' };

export function parseFilters(query: URLSearchParams): ServerFilters {
  const sortValue = query.get(params.sort);
  const sort = (Object.keys(sortInUrl) as (keyof typeof sortInUrl)[]).find((key) => sortInUrl[key] === sortValue);
  return {
    search: query.get(params.search) ?? '',
    mode: query.get(params.mode) || null,
    withFreeSlots: query.get(params.withFreeSlots) === '1',
    sort: sort ?? 'default',
  };
}

function writeFilters(query: URLSearchParams, filters: ServerFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set(params.search, filters.search);
  set(params.mode, filters.mode);
  set(params.withFreeSlots, filters.withFreeSlots ? '1' : null);
  set(params.sort, filters.sort === 'default' ? null : sortInUrl[filters.sort]);
  return next;
}

export function isFiltering(filters: ServerFilters): boolean {
  return filters.search.trim() !== '' || filters.mode !== null || filters.withFreeSlots;
}

// Made when the visitor first sorts by name or players, not as the page loads: a browser's first collator costs it
// its collation data (about 35 ms at four times slower CPU, one task that cannot yield; issue 27).
const byName = /* @__PURE__ */ madeOnFirstUse(() => new Intl.Collator('es', { numeric: true, sensitivity: 'base' }));

/** Search by name, map or mode; filter by mode and free seats; sort. Servers of unknown occupancy have no free seats we know of. */
export function applyFilters(servers: Server[], filters: ServerFilters): Server[] {
  const words = foldForSearch(filters.search).split(/\s+/).filter(Boolean);
  const mode = filters.mode ? foldForSearch(filters.mode) : null;
  const rows = servers
    .map((server) => ({ server, status: liveStatusOf(server), mode: gameModeOf(server) }))
    .filter(({ server, status, mode: serverMode }) => {
      if (mode !== null && foldForSearch(serverMode) !== mode) return false;
      if (filters.withFreeSlots && !((freeSlots(status) ?? 0) > 0)) return false;
      if (words.length === 0) return true;
      const haystack = foldForSearch([server.name, status.map ?? '', serverMode].join(' '));
      return words.every((word) => haystack.includes(word));
    });
  if (filters.sort === 'name') rows.sort((a, b) => byName().compare(a.server.name, b.server.name));
  if (filters.sort === 'players') {
    rows.sort(
      (a, b) =>
        (b.status.playersOnline ?? -1) - (a.status.playersOnline ?? -1) ||
        byName().compare(a.server.name, b.server.name),
    );
  }
  return rows.map(({ server }) => server);
}

/** The game modes present in the list, for the mode filter, in alphabetical order (made as the list first renders). */
export function gameModesOf(servers: Server[]): string[] {
  return sortAlphabetically([...new Set(servers.map(gameModeOf))], (mode) => mode);
}

/**
 * The list's filters, kept in the URL query (replacing the history entry: typing is not history).
 *
 * The controls read local state, not the URL: the router applies navigations in a transition, and a
 * controlled input fed from a lagging URL would drop keystrokes, and two quick changes would overwrite each
 * other. Local changes are written to the URL; a URL changed from outside (back button, a link to the
 * list) is followed.
 */
export function useServerFilters() {
  const [query, setQuery] = useSearchParams();
  const [filters, setFilters] = useState<ServerFilters>(() => parseFilters(query));
  // The query the filters correspond to, and queries written but maybe not yet applied by the router.
  const expected = useRef(query.toString());
  const pending = useRef(new Set<string>());

  const queryString = query.toString();
  useEffect(() => {
    if (queryString === expected.current) {
      pending.current.clear();
      return;
    }
    if (pending.current.delete(queryString)) return;
    expected.current = queryString;
    setFilters(parseFilters(new URLSearchParams(queryString)));
  }, [queryString]);

  useEffect(() => {
    const next = writeFilters(new URLSearchParams(expected.current), filters).toString();
    if (next === expected.current) return;
    expected.current = next;
    pending.current.add(next);
    setQuery(new URLSearchParams(next), { replace: true });
  }, [filters, setQuery]);

  const update = useCallback((change: Partial<ServerFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
  }, []);

  const clear = useCallback(() => update({ search: '', mode: null, withFreeSlots: false }), [update]);

  return { filters, update, clear };
}
