import type { Knex } from 'knex';

// Every staff action, whatever it is about (a ban, a membership): who, what, when, why, and the subject before and
// after, in one plain table only staff read (migration 0004). Kept for as long as the database: the record is the
// point. Each feature names its own actions and reads its subject's entries (bans/ban-audit.ts,
// memberships/membership-service.ts).

export const STAFF_AUDIT_TABLE = 'staff_audit_log';

// 'server': an Admin plan member's kick on their server (src/game-servers/admin-plan).
export type AuditSubject = { kind: 'ban' | 'membership' | 'server'; id: string };

export type StaffAuditEntry = {
  action: string;
  staff: { userId: number; name: string };
  reason: string | null;
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export async function recordStaffAction(
  knex: Knex,
  entry: {
    subject: AuditSubject;
    action: string;
    staff: { userId: number; name: string };
    reason: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    at: number;
  },
): Promise<void> {
  await knex(STAFF_AUDIT_TABLE).insert({
    subject_kind: entry.subject.kind,
    subject_id: entry.subject.id,
    action: entry.action,
    staff_user_id: entry.staff.userId,
    staff_name: entry.staff.name.slice(0, 64),
    reason: entry.reason === null ? null : entry.reason.slice(0, 500),
    at: entry.at,
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
  });
}

/** The subject's entries, oldest first. */
export async function staffActionsOf(knex: Knex, subject: AuditSubject): Promise<StaffAuditEntry[]> {
  const rows = (await knex(STAFF_AUDIT_TABLE)
    .where({ subject_kind: subject.kind, subject_id: subject.id })
    .orderBy('id', 'asc')) as Record<string, unknown>[];
  const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : null);
  return rows.map((row) => ({
    action: String(row.action),
    staff: { userId: Number(row.staff_user_id), name: String(row.staff_name) },
    reason: typeof row.reason === 'string' ? row.reason : null,
    at: new Date(Number(row.at)).toISOString(),
    before: json(row.before),
    after: json(row.after),
  }));
}
