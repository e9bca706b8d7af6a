import {
  apiClient,
  firstReads,
  isNotFound,
  type Ban,
  type BanPage,
  type Server,
  type StrapiCollectionResponse,
} from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import { banListRead, type BanListAddress } from '../lib/ban-list-address';

type BanListAnswer = {
  data?: Ban[];
  meta?: { pagination?: { page?: number; pageCount?: number; total?: number } };
};

/** A page of the ban list with the address's filters (`GET /bans`, cms/src/game-servers/README.md). */
export async function getBans(address: BanListAddress, signal?: AbortSignal): Promise<BanPage> {
  const { path, params } = firstReads.bans(banListRead(address));
  const { data } = await apiClient.get<BanListAnswer>(path, { params, signal });
  const pagination = data?.meta?.pagination;
  return {
    bans: Array.isArray(data?.data) ? data.data : [],
    page: pagination?.page ?? address.page,
    pageCount: pagination?.pageCount ?? 1,
    total: pagination?.total ?? 0,
  };
}

export const bansQuery = ({ q, state, server, days, page }: BanListAddress) =>
  queryOptions({
    queryKey: queryKeys.bans.list(q, state, server, days, page),
    queryFn: ({ signal }) => getBans({ q, state, server, days, page }, signal),
    meta: { errorMessage: 'No se pudieron cargar los baneos' },
  });

/** One ban (`GET /bans/:documentId`); null when the CMS answers 404 (the page's "Baneo no encontrado"). */
export async function getBan(documentId: string, signal?: AbortSignal): Promise<Ban | null> {
  const { path, params } = firstReads.ban(documentId);
  try {
    const { data } = await apiClient.get<{ data?: Ban }>(path, { params, signal });
    return data?.data ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const banQuery = (documentId: string) =>
  queryOptions({
    queryKey: queryKeys.bans.detail(documentId),
    queryFn: ({ signal }) => getBan(documentId, signal),
    meta: { errorMessage: 'No se pudo cargar el baneo' },
  });

/** The servers' names for the server filter (the same first read as the server list: one page holds all 26). */
export async function getBanServers(signal?: AbortSignal): Promise<{ documentId: string; name: string }[]> {
  const { path, params } = firstReads.serverList();
  const { data } = await apiClient.get<StrapiCollectionResponse<Server>>(path, { params, signal });
  const servers = Array.isArray(data?.data) ? data.data : [];
  return servers
    .map((server) => ({ documentId: server.documentId, name: server.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

export const banServersQuery = () =>
  queryOptions({
    queryKey: queryKeys.banServers.list(),
    queryFn: ({ signal }) => getBanServers(signal),
    staleTime: 300_000,
  });
