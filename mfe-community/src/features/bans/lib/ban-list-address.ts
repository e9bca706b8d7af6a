import { paths, type BanListRead } from '@cs16ar/shared';

// The list's search, filters and page live in the address (`/baneos?q=pepe&estado=activos&servidor=…&dias=7&
// pagina=2`), so a filtered list can be shared and survives a reload. Spanish names: the address is the user's.
export const BAN_STATE_FILTERS = ['activos', 'permanentes', 'expirados', 'levantados'] as const;
export type BanStateFilter = (typeof BAN_STATE_FILTERS)[number];
export const BAN_DAY_FILTERS = [7, 30] as const;
/** The CMS's bound (cms/src/game-servers/README.md). */
export const BAN_SEARCH_MAX_LENGTH = 64;
const MAX_PAGE = 500;
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

export type BanListAddress = {
  q: string | null;
  state: BanStateFilter | null;
  server: string | null;
  days: 7 | 30 | null;
  page: number;
};

/** What the address asks for; anything unreadable is dropped (the whole list, first page). */
export function readBanListAddress(search: URLSearchParams): BanListAddress {
  const q = (search.get('q') ?? '').trim().slice(0, BAN_SEARCH_MAX_LENGTH);
  const state = search.get('estado');
  const server = search.get('servidor') ?? '';
  const days = Number(search.get('dias'));
  const pageText = search.get('pagina') ?? '';
  const page = /^\d{1,3}$/.test(pageText) ? Number(pageText) : 1;
  return {
    q: q || null,
    state: (BAN_STATE_FILTERS as readonly string[]).includes(state ?? '') ? (state as BanStateFilter) : null,
    server: DOCUMENT_ID.test(server) ? server : null,
    days: days === 7 || days === 30 ? days : null,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export function banListHref({ q, state, server, days, page }: BanListAddress): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (state) params.set('estado', state);
  if (server) params.set('servidor', server);
  if (days) params.set('dias', String(days));
  if (page > 1) params.set('pagina', String(page));
  const search = params.toString();
  return search ? `${paths.bans}?${search}` : paths.bans;
}

/** The CMS's read of the same filters (its parameter names are English). */
export function banListRead(address: BanListAddress): BanListRead {
  return { ...address };
}
