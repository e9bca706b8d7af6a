import { createId } from '@paralleldrive/cuid2';
import type { Knex } from 'knex';
import { toNumber } from '../statistics/stats-store';
import type { BanDecision } from './ban-decisions';
import type { StaffBanInput } from './staff-ban-input';

// The `ban` content type's table (api::ban.ban), written by the log consumer inside the transaction of the
// batch the ban lines came in, so a line bans once however many instances received it, and read by the
// public list. Strapi names the table and columns: they are read from its metadata (api::ban.ban service).

// The attributes a ban row is read with (BanRow), then the ones only the store writes.
const BAN_ROW_ATTRIBUTES = [
  'documentId',
  'playerSteamId',
  'playerName',
  'serverDocumentId',
  'reason',
  'durationSeconds',
  'bannedAt',
  'expiresAt',
  'liftedAt',
  'liftedByName',
  'adminName',
  'adminSteamId',
  'source',
  'communityWide',
  'ruleAnchor',
] as const;
export const BAN_ATTRIBUTES = [
  ...BAN_ROW_ATTRIBUTES,
  'internalNote',
  'expiryAnnounced',
  'createdAt',
  'updatedAt',
  'publishedAt',
] as const;
export type BanAttribute = (typeof BAN_ATTRIBUTES)[number];
export type BanTable = { table: string; columns: Record<BanAttribute, string> };

// An engine `Banid` and the AMX Mod X line of the same `amx_ban` arrive within a second of each other (the
// plugin logs, then the engine runs its banid): one ban, not two. A ban of the same Steam ID on the same
// server from the other kind of line within this window is that same ban, completed.
export const SAME_BAN_WINDOW_MS = 10 * 1000;

export type BanWrite = { created: string[]; lifted: string[]; merged: number; unknownUnbans: number };

// A documentId as Strapi makes them (cuid2: 24 lowercase letters and digits, starting with a letter).
export function newDocumentId(): string {
  return createId();
}

export type BanRow = {
  documentId: string;
  playerSteamId: string;
  playerName: string | null;
  serverDocumentId: string | null;
  reason: string | null;
  durationSeconds: number | null;
  bannedAt: number;
  expiresAt: number | null;
  liftedAt: number | null;
  liftedByName: string | null;
  adminName: string | null;
  adminSteamId: string | null;
  source: 'engine' | 'amxx' | 'staff';
  communityWide: boolean;
  ruleAnchor: string | null;
};

const timeOf = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(String(value));
  return Number.isFinite(time) ? time : null;
};

export function selectBanColumns(ban: BanTable): Record<string, string> {
  const { columns } = ban;
  return Object.fromEntries(BAN_ROW_ATTRIBUTES.map((attribute) => [attribute, `${ban.table}.${columns[attribute]}`]));
}

export function readBanRow(row: Record<string, unknown>): BanRow {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    documentId: String(row.documentId),
    playerSteamId: String(row.playerSteamId),
    playerName: text(row.playerName),
    serverDocumentId: text(row.serverDocumentId),
    reason: text(row.reason),
    durationSeconds:
      row.durationSeconds === null || row.durationSeconds === undefined ? null : toNumber(row.durationSeconds),
    bannedAt: timeOf(row.bannedAt) ?? 0,
    expiresAt: timeOf(row.expiresAt),
    liftedAt: timeOf(row.liftedAt),
    liftedByName: text(row.liftedByName),
    adminName: text(row.adminName),
    adminSteamId: text(row.adminSteamId),
    source: String(row.source) as BanRow['source'],
    communityWide: Boolean(row.communityWide),
    ruleAnchor: text(row.ruleAnchor),
  };
}

type BanDecisionOf<K extends BanDecision['kind']> = Extract<BanDecision, { kind: K }>;

async function recordBan(trx: Knex.Transaction, ban: BanTable, decision: BanDecisionOf<'ban'>, result: BanWrite) {
  const c = ban.columns;
  const expiresAt = decision.durationSeconds === null ? null : new Date(decision.at + decision.durationSeconds * 1000);
  // The engine's line of a ban the site sent (a staff or Admin plan ban, its own server's or community-wide, delivered
  // with banid whenever the server answered) is that ban applied, not a second one.
  if (decision.source === 'engine') {
    const sent = (await trx(ban.table)
      .where(c.playerSteamId, decision.steamId)
      .where(c.source, 'staff')
      .whereNull(c.liftedAt)
      .where((where) => where.where(c.serverDocumentId, decision.serverDocumentId).orWhere(c.communityWide, true))
      .where((where) => where.whereNull(c.expiresAt).orWhere(c.expiresAt, '>', new Date(decision.at)))
      .first({ id: 'id' })) as { id: unknown } | undefined;
    if (sent) {
      result.merged += 1;
      return;
    }
  }
  const twin = (await trx(ban.table)
    .where(c.playerSteamId, decision.steamId)
    .where(c.serverDocumentId, decision.serverDocumentId)
    .whereNull(c.liftedAt)
    .where(c.source, decision.source === 'engine' ? 'amxx' : 'engine')
    .whereBetween(c.bannedAt, [new Date(decision.at - SAME_BAN_WINDOW_MS), new Date(decision.at + SAME_BAN_WINDOW_MS)])
    .first({ id: 'id', source: c.source })) as { id: unknown; source: string } | undefined;
  if (twin) {
    // The AMX Mod X line knows the admin and the reason; the engine's only the player and the length.
    if (decision.source === 'amxx') {
      await trx(ban.table)
        .where('id', toNumber(twin.id))
        .update({
          [c.reason]: decision.reason,
          [c.adminName]: decision.adminName,
          [c.adminSteamId]: decision.adminSteamId,
          [c.source]: 'amxx',
          [c.durationSeconds]: decision.durationSeconds,
          [c.expiresAt]: expiresAt,
          [c.updatedAt]: new Date(decision.at),
        });
    }
    result.merged += 1;
    return;
  }
  const documentId = newDocumentId();
  const now = new Date();
  await trx(ban.table).insert({
    [c.documentId]: documentId,
    [c.playerSteamId]: decision.steamId,
    [c.playerName]: decision.playerName.slice(0, 64),
    [c.serverDocumentId]: decision.serverDocumentId,
    [c.reason]: decision.reason,
    [c.durationSeconds]: decision.durationSeconds,
    [c.bannedAt]: new Date(decision.at),
    [c.expiresAt]: expiresAt,
    [c.liftedAt]: null,
    [c.liftedByName]: null,
    [c.adminName]: decision.adminName?.slice(0, 64) ?? null,
    [c.adminSteamId]: decision.adminSteamId,
    [c.source]: decision.source,
    [c.communityWide]: false,
    [c.expiryAnnounced]: false,
    [c.createdAt]: now,
    [c.updatedAt]: now,
    [c.publishedAt]: now,
  });
  result.created.push(documentId);
}

// An unban lifts that server's bans of the Steam ID that are still in force. One that lifts nothing (a ban
// the site never saw, or already over) is counted, not an error.
async function recordUnban(trx: Knex.Transaction, ban: BanTable, decision: BanDecisionOf<'unban'>, result: BanWrite) {
  const c = ban.columns;
  const at = new Date(decision.at);
  const rows = (await trx(ban.table)
    .where(c.playerSteamId, decision.steamId)
    .where(c.serverDocumentId, decision.serverDocumentId)
    .whereNull(c.liftedAt)
    .where((query) => query.whereNull(c.expiresAt).orWhere(c.expiresAt, '>', at))
    .select({ id: 'id', documentId: c.documentId })) as { id: unknown; documentId: string }[];
  if (rows.length === 0) {
    result.unknownUnbans += 1;
    return;
  }
  await trx(ban.table)
    .whereIn(
      'id',
      rows.map((row) => toNumber(row.id)),
    )
    .update({ [c.liftedAt]: at, [c.liftedByName]: decision.adminName?.slice(0, 64) ?? null, [c.updatedAt]: at });
  result.lifted.push(...rows.map((row) => row.documentId));
}

export async function applyBanDecisions(
  trx: Knex.Transaction,
  ban: BanTable,
  decisions: readonly BanDecision[],
): Promise<BanWrite> {
  const result: BanWrite = { created: [], lifted: [], merged: 0, unknownUnbans: 0 };
  for (const decision of decisions) {
    if (decision.kind === 'ban') await recordBan(trx, ban, decision, result);
    else await recordUnban(trx, ban, decision, result);
  }
  return result;
}

// Bans whose time ran out since the last look, marked so each is announced once (by whichever consumer
// marks it first).
export async function takeExpiredBans(knex: Knex, ban: BanTable, now: number): Promise<string[]> {
  const c = ban.columns;
  return knex.transaction(async (trx) => {
    const rows = (await trx(ban.table)
      .where(c.expiryAnnounced, false)
      .whereNull(c.liftedAt)
      .whereNotNull(c.expiresAt)
      .where(c.expiresAt, '<=', new Date(now))
      .limit(500)
      .select({ id: 'id', documentId: c.documentId })) as { id: unknown; documentId: string }[];
    if (rows.length === 0) return [];
    await trx(ban.table)
      .whereIn(
        'id',
        rows.map((row) => toNumber(row.id)),
      )
      .update({ [c.expiryAnnounced]: true });
    return rows.map((row) => row.documentId);
  });
}

// What the audit log keeps of a ban before and after a staff action (staff only: the internal note included).
async function snapshot(trx: Knex.Transaction, ban: BanTable, documentId: string) {
  const row = (await trx(ban.table)
    .where(ban.columns.documentId, documentId)
    .first({
      ...selectBanColumns(ban),
      internalNote: `${ban.table}.${ban.columns.internalNote}`,
    })) as Record<string, unknown> | undefined;
  if (!row) return null;
  const read = readBanRow(row);
  return {
    ...read,
    bannedAt: new Date(read.bannedAt).toISOString(),
    expiresAt: read.expiresAt === null ? null : new Date(read.expiresAt).toISOString(),
    liftedAt: read.liftedAt === null ? null : new Date(read.liftedAt).toISOString(),
    internalNote: (row.internalNote as string | null) ?? null,
  };
}
export type BanSnapshot = NonNullable<Awaited<ReturnType<typeof snapshot>>>;

// A ban staff set on the site, as its input was read (staff-ban-input.ts).
export type StaffBan = StaffBanInput;

export async function insertStaffBan(
  trx: Knex.Transaction,
  ban: BanTable,
  input: StaffBan,
  staff: { name: string; steamId: string | null },
  now: number,
): Promise<BanSnapshot> {
  const c = ban.columns;
  const documentId = newDocumentId();
  const at = new Date(now);
  await trx(ban.table).insert({
    [c.documentId]: documentId,
    [c.playerSteamId]: input.steamId,
    [c.playerName]: input.playerName,
    [c.serverDocumentId]: input.serverDocumentId,
    [c.reason]: input.reason,
    [c.durationSeconds]: input.minutes === null ? null : input.minutes * 60,
    [c.bannedAt]: at,
    [c.expiresAt]: input.minutes === null ? null : new Date(now + input.minutes * 60 * 1000),
    [c.liftedAt]: null,
    [c.liftedByName]: null,
    [c.adminName]: staff.name.slice(0, 64),
    [c.adminSteamId]: staff.steamId,
    [c.source]: 'staff',
    [c.communityWide]: false,
    [c.ruleAnchor]: input.ruleAnchor,
    [c.internalNote]: input.internalNote,
    [c.expiryAnnounced]: false,
    [c.createdAt]: at,
    [c.updatedAt]: at,
    [c.publishedAt]: at,
  });
  return (await snapshot(trx, ban, documentId)) as BanSnapshot;
}

// Null when there is no such ban; `before` equal to `after` when it was no longer in force (nothing to lift).
export async function liftBanByStaff(
  trx: Knex.Transaction,
  ban: BanTable,
  documentId: string,
  staffName: string,
  now: number,
): Promise<{ before: BanSnapshot; after: BanSnapshot } | null> {
  const before = await snapshot(trx, ban, documentId);
  if (!before) return null;
  if (before.liftedAt !== null || (before.expiresAt !== null && Date.parse(before.expiresAt) <= now)) {
    return { before, after: before };
  }
  const at = new Date(now);
  await trx(ban.table)
    .where(ban.columns.documentId, documentId)
    .update({
      [ban.columns.liftedAt]: at,
      [ban.columns.liftedByName]: staffName.slice(0, 64),
      [ban.columns.updatedAt]: at,
    });
  return { before, after: (await snapshot(trx, ban, documentId)) as BanSnapshot };
}

// Marks the ban community-wide; null when there is no such ban, `before` equal to `after` when it already was.
export async function markBanCommunityWide(
  trx: Knex.Transaction,
  ban: BanTable,
  documentId: string,
  now: number,
): Promise<{ before: BanSnapshot; after: BanSnapshot } | null> {
  const before = await snapshot(trx, ban, documentId);
  if (!before) return null;
  if (before.communityWide) return { before, after: before };
  await trx(ban.table)
    .where(ban.columns.documentId, documentId)
    .update({ [ban.columns.communityWide]: true, [ban.columns.updatedAt]: new Date(now) });
  return { before, after: (await snapshot(trx, ban, documentId)) as BanSnapshot };
}

// Why a shortening is refused (the controller turns each into a Spanish 400).
export type ShortenRefusal = 'not-in-force' | 'not-shorter' | 'already-over';
export type ShortenResult =
  { before: BanSnapshot; after: BanSnapshot } | { refused: ShortenRefusal; currentMinutes: number | null };

// Gives a ban in force a shorter duration, counted from when it was set; null when there is no such ban. A
// duration that would already be over is a lift, not a shortening, and is refused as such.
export async function shortenBan(
  trx: Knex.Transaction,
  ban: BanTable,
  documentId: string,
  minutes: number,
  now: number,
): Promise<ShortenResult | null> {
  const before = await snapshot(trx, ban, documentId);
  if (!before) return null;
  const currentMinutes = before.durationSeconds === null ? null : Math.ceil(before.durationSeconds / 60);
  if (before.liftedAt !== null || (before.expiresAt !== null && Date.parse(before.expiresAt) <= now)) {
    return { refused: 'not-in-force', currentMinutes };
  }
  if (before.durationSeconds !== null && minutes * 60 >= before.durationSeconds) {
    return { refused: 'not-shorter', currentMinutes };
  }
  const expiresAt = Date.parse(before.bannedAt) + minutes * 60 * 1000;
  if (expiresAt <= now) return { refused: 'already-over', currentMinutes };
  const c = ban.columns;
  await trx(ban.table)
    .where(c.documentId, documentId)
    .update({
      [c.durationSeconds]: minutes * 60,
      [c.expiresAt]: new Date(expiresAt),
      [c.expiryAnnounced]: false,
      [c.updatedAt]: new Date(now),
    });
  return { before, after: (await snapshot(trx, ban, documentId)) as BanSnapshot };
}
