import { loadFailedMessage, type Ban, type BanPage } from '@cs16ar/shared';
import { queryView, useLiveRefresh, useQuery } from '@cs16ar/shared/data';
import { banQuery, banServersQuery, bansQuery } from '../api/get-bans';
import type { BanListAddress } from '../lib/ban-list-address';

export type BansState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; page: BanPage };
export type BanState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'success'; ban: Ban };

export const BANS_LOAD_FAILED = 'No pudimos cargar los baneos. Revisá tu conexión e intentá de nuevo.';
export const BAN_LOAD_FAILED = 'No pudimos cargar el baneo. Revisá tu conexión e intentá de nuevo.';
/** While live events cannot arrive, the list is asked again this often (with events, a ban event refreshes it). */
export const BANS_REFRESH_MS = 30_000;

/** docs/product.md §2 "Baneos": a page of the list with the address's filters, kept current by live events. */
export function useBans(address: BanListAddress): BansState & { reload: () => void } {
  const query = useQuery({ ...bansQuery(address), ...useLiveRefresh(BANS_REFRESH_MS) });
  const reload = () => void query.refetch();
  const view = queryView(query);
  if (view.status === 'loading') return { status: 'loading', reload };
  if (view.status === 'error')
    return { status: 'error', message: loadFailedMessage(view.error, BANS_LOAD_FAILED), reload };
  return { status: 'success', page: view.data, reload };
}

/** One ban, kept current by live events (lifted, ran out). */
export function useBan(documentId: string): BanState & { reload: () => void } {
  const query = useQuery({ ...banQuery(documentId), ...useLiveRefresh(BANS_REFRESH_MS) });
  const reload = () => void query.refetch();
  const view = queryView(query);
  if (view.status === 'loading') return { status: 'loading', reload };
  if (view.status === 'error')
    return { status: 'error', message: loadFailedMessage(view.error, BAN_LOAD_FAILED), reload };
  return view.data ? { status: 'success', ban: view.data, reload } : { status: 'not-found', reload };
}

/** The server filter's choices; empty while loading or when they cannot be read (the filter then hides). */
export function useBanServers(): { documentId: string; name: string }[] {
  return useQuery(banServersQuery()).data ?? [];
}
