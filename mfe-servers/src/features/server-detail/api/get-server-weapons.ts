import { apiClient, type ServerWeaponFigures } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { TopPlayersPeriod } from '../types/top-player';

type ServerWeaponsResponse = {
  data: ServerWeaponFigures[] | null;
  meta?: { from?: string | null; updatedAt?: string | null };
};

/** A server's weapon table for one period, and when its logs were last applied. */
export type ServerWeapons = {
  weapons: ServerWeaponFigures[];
  period: TopPlayersPeriod;
  /** Start of the period (ISO 8601), null for all time. */
  from: string | null;
  /** Null: the server has sent no log lines yet. */
  updatedAt: string | null;
};

/** `GET /servers/:documentId/weapons?period=`: each weapon's figures on the server, most kills first; 404 for an unknown server. */
export async function getServerWeapons(
  documentId: string,
  period: TopPlayersPeriod,
  signal?: AbortSignal,
): Promise<ServerWeapons> {
  const { data } = await apiClient.get<ServerWeaponsResponse>(`/servers/${encodeURIComponent(documentId)}/weapons`, {
    params: { period },
    signal,
  });
  return {
    weapons: Array.isArray(data?.data) ? data.data : [],
    period,
    from: data?.meta?.from ?? null,
    updatedAt: data?.meta?.updatedAt ?? null,
  };
}

export const serverWeaponsQuery = (documentId: string, period: TopPlayersPeriod) =>
  queryOptions({
    queryKey: queryKeys.servers.weapons(documentId, period),
    queryFn: ({ signal }) => getServerWeapons(documentId, period, signal),
  });
