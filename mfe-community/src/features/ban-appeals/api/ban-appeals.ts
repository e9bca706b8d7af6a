import { apiClient, toApiError } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';
import type { BanAppeal, StaffAppeal, AppealListItem } from '@cs16ar/shared';
import type { AppealPage, OwnAppeal } from '../types/ban-appeal';

const banPath = (banDocumentId: string) => `/bans/${encodeURIComponent(banDocumentId)}/appeal`;
const appealPath = (documentId: string) => `/ban-appeals/${encodeURIComponent(documentId)}`;

/**
 * `GET /bans/:documentId/appeal`: the signed-in player's appeal on the ban. The CMS answers 403 to anyone who is
 * not the banned player with that Steam ID verified: for them there is nothing to show.
 */
export async function getOwnAppeal(banDocumentId: string, signal?: AbortSignal): Promise<OwnAppeal> {
  try {
    const { data } = await apiClient.get<{ data?: BanAppeal | null }>(banPath(banDocumentId), { signal });
    return data?.data ? { status: 'sent', appeal: data.data } : { status: 'none' };
  } catch (error) {
    const { status } = toApiError(error);
    if (status === 403 || status === 401) return { status: 'not-theirs' };
    throw error;
  }
}

export const ownAppealQuery = (banDocumentId: string, userId: number) =>
  queryOptions({
    queryKey: queryKeys.banAppeals.own(banDocumentId, userId),
    queryFn: ({ signal }) => getOwnAppeal(banDocumentId, signal),
  });

/** `POST /bans/:documentId/appeal`, multipart: the text and up to three images. */
export async function sendAppeal(banDocumentId: string, text: string, images: readonly File[]): Promise<BanAppeal> {
  const body = new FormData();
  body.append('text', text);
  for (const image of images) body.append('images', image);
  const { data } = await apiClient.post<{ data: BanAppeal }>(banPath(banDocumentId), body);
  return data.data;
}

type AppealListAnswer = {
  data?: AppealListItem[];
  meta?: { pagination?: { page?: number; pageCount?: number; total?: number } };
};

/** `GET /ban-appeals?page=` (staff): pending first. */
export async function getAppeals(page: number, signal?: AbortSignal): Promise<AppealPage> {
  const { data } = await apiClient.get<AppealListAnswer>('/ban-appeals', { params: { page }, signal });
  const pagination = data?.meta?.pagination;
  return {
    appeals: Array.isArray(data?.data) ? data.data : [],
    page: pagination?.page ?? page,
    pageCount: pagination?.pageCount ?? 1,
    total: pagination?.total ?? 0,
  };
}

export const appealsQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.banAppeals.list(page),
    queryFn: ({ signal }) => getAppeals(page, signal),
  });

/** `GET /ban-appeals/:documentId` (staff); null when the CMS answers 404. */
export async function getAppeal(documentId: string, signal?: AbortSignal): Promise<StaffAppeal | null> {
  try {
    const { data } = await apiClient.get<{ data?: StaffAppeal }>(appealPath(documentId), { signal });
    return data?.data ?? null;
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

export const appealQuery = (documentId: string) =>
  queryOptions({
    queryKey: queryKeys.banAppeals.detail(documentId),
    queryFn: ({ signal }) => getAppeal(documentId, signal),
  });

/** `POST /ban-appeals/:documentId/accept|reject` (staff): rejecting needs the reason the player reads. */
export async function answerAppeal(
  documentId: string,
  verdict: 'accept' | 'reject',
  reason: string,
): Promise<StaffAppeal> {
  const trimmed = reason.trim();
  const { data } = await apiClient.post<{ data: StaffAppeal }>(
    `${appealPath(documentId)}/${verdict}`,
    trimmed ? { reason: trimmed } : {},
  );
  return data.data;
}
