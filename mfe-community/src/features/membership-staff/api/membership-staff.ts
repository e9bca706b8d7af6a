import {
  apiClient,
  type MembershipState,
  type PaidPlanId,
  type StaffMembershipDetail,
  type StaffMembershipView,
} from '@cs16ar/shared';
import { queryKeys, queryOptions } from '@cs16ar/shared/data';

// The staff's membership routes (contracts/memberships.d.ts, "Staff"): the CMS checks the staff role on each and
// answers a Spanish 4xx when it refuses; the section shows that message as it comes.

/** What `POST /membership/staff/courtesy` takes: days a whole number 1–365, the reason 3–300 characters. */
export type CourtesyRequest = { username: string; plan: PaidPlanId; days: number; reason: string };

function detailOf(answer: { data?: StaffMembershipDetail } | undefined): StaffMembershipDetail {
  const detail = answer?.data;
  if (!detail || typeof detail.id !== 'string' || !Array.isArray(detail.payments)) {
    throw new Error('Respuesta inesperada del CMS');
  }
  return {
    ...detail,
    history: detail.history ?? [],
    staffActions: detail.staffActions ?? [],
    privilegesSuspension: detail.privilegesSuspension ?? null,
  };
}

const memberPath = (membershipId: string) => `/membership/staff/members/${encodeURIComponent(membershipId)}`;

/** `GET /membership/staff/members?state=`: latest changed first; no `state`, every state. */
export async function getStaffMembers(
  state: MembershipState | null,
  signal?: AbortSignal,
): Promise<StaffMembershipView[]> {
  const { data } = await apiClient.get<{ data?: unknown }>('/membership/staff/members', {
    params: state ? { state } : undefined,
    signal,
  });
  return Array.isArray(data?.data) ? (data.data as StaffMembershipView[]) : [];
}

export const staffMembersQuery = (state: MembershipState | null) =>
  queryOptions({
    queryKey: queryKeys.membership.staff.list(state),
    queryFn: ({ signal }) => getStaffMembers(state, signal),
    meta: { errorMessage: 'No se pudieron cargar las membresías' },
  });

/** `GET /membership/staff/members/:id`: the member's payments, history and the staff's actions. */
export async function getStaffMember(membershipId: string, signal?: AbortSignal): Promise<StaffMembershipDetail> {
  return detailOf((await apiClient.get<{ data?: StaffMembershipDetail }>(memberPath(membershipId), { signal })).data);
}

export const staffMemberQuery = (membershipId: string) =>
  queryOptions({
    queryKey: queryKeys.membership.staff.detail(membershipId),
    queryFn: ({ signal }) => getStaffMember(membershipId, signal),
    meta: { errorMessage: 'No se pudo cargar la membresía' },
  });

/** `POST …/:id/refund` with the payment's MercadoPago operation number: the membership as it stands after. */
export async function refundPayment(membershipId: string, paymentId: string): Promise<StaffMembershipDetail> {
  return detailOf(
    (await apiClient.post<{ data?: StaffMembershipDetail }>(`${memberPath(membershipId)}/refund`, { paymentId })).data,
  );
}

/** `POST …/:id/suspend-privileges` with the reason: the player's flags leave every server's block. */
export async function suspendPrivileges(membershipId: string, reason: string): Promise<StaffMembershipDetail> {
  return detailOf(
    (
      await apiClient.post<{ data?: StaffMembershipDetail }>(`${memberPath(membershipId)}/suspend-privileges`, {
        reason,
      })
    ).data,
  );
}

/** `POST …/:id/restore-privileges`: the flags back on the servers' blocks. */
export async function restorePrivileges(membershipId: string): Promise<StaffMembershipDetail> {
  return detailOf(
    (await apiClient.post<{ data?: StaffMembershipDetail }>(`${memberPath(membershipId)}/restore-privileges`, {})).data,
  );
}

/** `POST /membership/staff/courtesy`: the membership the courtesy made or lengthened. */
export async function grantCourtesy(request: CourtesyRequest): Promise<StaffMembershipDetail> {
  return detailOf((await apiClient.post<{ data?: StaffMembershipDetail }>('/membership/staff/courtesy', request)).data);
}
