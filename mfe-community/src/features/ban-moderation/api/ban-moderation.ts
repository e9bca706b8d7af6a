import { apiClient, type Ban } from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

// The staff's ban actions (cms/src/game-servers/README.md): the CMS checks the staff role on every one and answers a
// Spanish 4xx when it refuses; the page shows that message as it comes.

/** What `POST /bans` takes; `server` null: every server; `minutes` null: permanent. */
export type NewBanRequest = {
  steamId: string;
  playerName: string | null;
  server: string | null;
  reason: string;
  minutes: number | null;
  ruleAnchor: string | null;
  internalNote: string | null;
};

export type BanAuditAction = 'create' | 'lift' | 'shorten' | 'community-wide';

/** The ban as the audit log keeps it before and after an action (the internal note included: staff only). */
export type BanSnapshot = {
  durationSeconds: number | null;
  expiresAt: string | null;
  liftedAt: string | null;
  communityWide: boolean;
  internalNote: string | null;
};

export type BanAuditEntry = {
  action: BanAuditAction;
  staff: { userId: number; name: string };
  at: string;
  before: BanSnapshot | null;
  after: BanSnapshot | null;
};

/** One server's delivery of a community-wide ban's latest rcon command (the ban, or its lift). */
export type BanDelivery = {
  serverDocumentId: string;
  command: 'ban' | 'unban';
  state: 'pendiente' | 'aplicado' | 'fallido';
  attempts: number;
  lastError: string | null;
  updatedAt: string;
};

export type BanAudit = { entries: BanAuditEntry[]; deliveries: BanDelivery[] };

type BanAnswer = { data?: Ban };

function banOf(answer: BanAnswer | undefined): Ban {
  if (!answer?.data || typeof answer.data.documentId !== 'string') throw new Error('Respuesta inesperada del CMS');
  return answer.data;
}

/** `POST /bans`, then `POST /bans/:documentId/community-wide` when asked: the ban as the CMS answers it. */
export async function createBan(request: NewBanRequest, communityWide: boolean): Promise<Ban> {
  const created = banOf((await apiClient.post<BanAnswer>('/bans', request)).data);
  if (!communityWide) return created;
  return markCommunityWide(created.documentId);
}

const banPath = (documentId: string, action: string) => `/bans/${encodeURIComponent(documentId)}/${action}`;

export async function liftBan(documentId: string): Promise<Ban> {
  return banOf((await apiClient.post<BanAnswer>(banPath(documentId, 'lift'), {})).data);
}

/** The new whole duration in minutes, counted from when the ban was set (shorter than the current one). */
export async function shortenBan(documentId: string, minutes: number): Promise<Ban> {
  return banOf((await apiClient.post<BanAnswer>(banPath(documentId, 'shorten'), { minutes })).data);
}

export async function markCommunityWide(documentId: string): Promise<Ban> {
  return banOf((await apiClient.post<BanAnswer>(banPath(documentId, 'community-wide'), {})).data);
}

/** `GET /bans/:documentId/audit` (staff): every action on the ban, oldest first, and each server's delivery. */
export async function getBanAudit(documentId: string, signal?: AbortSignal): Promise<BanAudit> {
  const { data } = await apiClient.get<{ data?: unknown; deliveries?: unknown }>(banPath(documentId, 'audit'), {
    signal,
  });
  return {
    entries: Array.isArray(data?.data) ? (data.data as BanAuditEntry[]) : [],
    deliveries: Array.isArray(data?.deliveries) ? (data.deliveries as BanDelivery[]) : [],
  };
}

export const banAuditQuery = (documentId: string) =>
  queryOptions({
    queryKey: queryKeys.bans.audit(documentId),
    queryFn: ({ signal }) => getBanAudit(documentId, signal),
    meta: { errorMessage: 'No se pudo cargar el registro del baneo' },
  });
