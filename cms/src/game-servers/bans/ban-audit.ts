import type { Knex } from 'knex';
import { toNumber } from '../statistics/stats-store';

// Every staff action on a ban (who, what, when, the ban before and after), in a plain table only staff read
// (GET /api/bans/:documentId/audit). Kept for as long as the ban: the record is the point.

export const BAN_AUDIT_TABLE = 'ban_audit_log';
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
  await trx(BAN_AUDIT_TABLE).insert({
    ban_document_id: entry.banDocumentId,
    action: entry.action,
    staff_user_id: entry.staffUserId,
    staff_name: entry.staffName.slice(0, 64),
    at: entry.at,
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
  });
}

export async function banAuditOf(knex: Knex, banDocumentId: string): Promise<BanAuditEntry[]> {
  const rows = (await knex(BAN_AUDIT_TABLE).where('ban_document_id', banDocumentId).orderBy('id', 'asc')) as Record<
    string,
    unknown
  >[];
  const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : null);
  return rows.map((row) => ({
    action: String(row.action) as StaffBanAction,
    staff: { userId: toNumber(row.staff_user_id), name: String(row.staff_name) },
    at: new Date(toNumber(row.at)).toISOString(),
    before: json(row.before),
    after: json(row.after),
  }));
}
