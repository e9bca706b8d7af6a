import { apiClient, type ServerMapFigures, type ServerWeaponFigures } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { TopPlayersPeriod } from '../types/top-player';

/** The tables the CMS counts per server from its logs, beside the TOP 15 (issue 46), by their address. */
type TableRows = { weapons: ServerWeaponFigures; maps: ServerMapFigures };
export type ServerTableKind = keyof TableRows;

/** A server's table for one period, and when its logs were last applied. */
export type ServerTable<K extends ServerTableKind> = {
  rows: TableRows[K][];
  period: TopPlayersPeriod;
  /** Start of the period (ISO 8601), null for all time. */
  from: string | null;
  /** Null: the server has sent no log lines yet. */
  updatedAt: string | null;
};

type ServerTableResponse<K extends ServerTableKind> = {
  data: TableRows[K][] | null;
  meta?: { from?: string | null; updatedAt?: string | null };
};

/**
 * `GET /servers/:documentId/weapons?period=` (each weapon, most kills first) or `…/maps?period=` (each map, the
 * longest played first); 404 for an unknown server.
 */
export async function getServerTable<K extends ServerTableKind>(
  documentId: string,
  kind: K,
  period: TopPlayersPeriod,
  signal?: AbortSignal,
): Promise<ServerTable<K>> {
  const { data } = await apiClient.get<ServerTableResponse<K>>(`/servers/${encodeURIComponent(documentId)}/${kind}`, {
    params: { period },
    signal,
  });
  return {
    rows: Array.isArray(data?.data) ? data.data : [],
    period,
    from: data?.meta?.from ?? null,
    updatedAt: data?.meta?.updatedAt ?? null,
  };
}

export const serverTableQuery = <K extends ServerTableKind>(documentId: string, kind: K, period: TopPlayersPeriod) =>
  queryOptions({
    queryKey: queryKeys.servers.table(documentId, kind, period),
    queryFn: ({ signal }) => getServerTable(documentId, kind, period, signal),
  });
