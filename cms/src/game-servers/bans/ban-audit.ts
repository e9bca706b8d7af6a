import type { Knex } from 'knex';
import { recordStaffAction, staffActionsOf } from '../../staff-audit/staff-audit-log';

// Every staff action on a ban (who, what, when, the ban before and after), in the staff audit log
// (src/staff-audit), read by staff at GET /api/bans/:documentId/audit.

// appeal-accept and appeal-reject: a staff answer to the ban's appeal (src/game-servers/ban-appeals); before and after are
// the appeal's, and an accepted appeal's lift is recorded as its own 'lift'.
export const STAFF_BAN_ACTIONS = [
  'create',
  'lift',
  'shorten',
  'community-wide',
  'appeal-accept',
  'appeal-reject',
] as const;
export type StaffBanAction = (typeof STAFF_BAN_ACTIONS)[number];

export type BanAuditEntry = {
  action: StaffBanAction;
  staff: { userId: number; name: string };
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export async function recordBanAction(
  trx: Knex.Transaction,
  entry: { banDocumentId: string; action: StaffBanAction; staffUserId: number; staffName: string; at: number } & {
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  await recordStaffAction(trx, {
    subject: { kind: 'ban', id: entry.banDocumentId },
    action: entry.action,
    staff: { userId: entry.staffUserId, name: entry.staffName },
    reason: null,
    before: entry.before,
    after: entry.after,
    at: entry.at,
  });
}

export async function banAuditOf(knex: Knex, banDocumentId: string): Promise<BanAuditEntry[]> {
  return (await staffActionsOf(knex, { kind: 'ban', id: banDocumentId })).map(
    ({ action, staff, at, before, after }) => ({
      action: action as StaffBanAction,
      staff,
      at,
      before,
      after,
    }),
  );
}
