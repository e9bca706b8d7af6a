import type { Knex } from 'knex';
import { toNumber } from '../statistics/stats-store';
import type { PlayerKind } from '../game-log/steam-id';
import { LINES_TABLE } from '../statistics/tables';
import {
  countsAsFailure,
  FAILURE_WINDOW_MS,
  judgeLinkAttempt,
  LINK_REFUSALS,
  type LinkRefusal,
  type StoredCode,
} from './link-attempt';
import { CODE_LIFETIME_MS, codeHash, newLinkCode, normalizeCode, type LinkCode } from './link-code';

// The codes and the failed attempts live in plain tables like the game statistics: the log consumer reads
// and writes them inside the transaction of the batch the `!vincular` lines came in, so a line links once
// however many instances received it, and what it linked commits with the line marked applied.

export const CODES_TABLE = 'steam_link_codes';
export const FAILURES_TABLE = 'steam_link_failures';

// Where Strapi keeps the users-permissions user's Steam ID fields and the servers' names and log secrets
// (Strapi names the tables and columns: read from its metadata, src/api/steam-link/services).
export type LinkTables = {
  users: {
    table: string;
    documentId: string;
    steamId: string;
    verifiedAt: string;
    verifiedOn: string;
    moved: string;
    movedAt: string;
    updatedAt: string;
  };
  servers: { table: string; documentId: string; name: string; logSecret: string };
};
type UserColumns = LinkTables['users'];

// What the consumer hands over for each `!vincular` line.
export type LinkAttempt = {
  lineId: number;
  serverDocumentId: string;
  player: { kind: PlayerKind; steamId: string | null };
  // The speaker is a live session of that server (src/game-servers/statistics/apply-log-events.ts, isLiveSession).
  inGame: boolean;
  code: string;
};

export type LinkResult = {
  // Accounts whose Steam ID changed (the one that linked it, and any it was moved from), by documentId: the
  // address of their public profile, what the public live-event stream may name (numeric ids can be counted).
  changedProfileIds: string[];
  linked: { userId: number; steamId: string; serverName: string; movedFrom: number[] }[];
  refused: Record<LinkRefusal, number>;
};

const emptyRefusals = () =>
  Object.fromEntries(LINK_REFUSALS.map((reason) => [reason, 0])) as Record<LinkRefusal, number>;

// A new code for the account; the one it asked for before stops working. Codes that expired a day ago are
// deleted on the way (a used code is kept until then too: saying it again is "used", not "unknown").
export async function issueCode(knex: Knex, userId: number, now: number): Promise<LinkCode & { expiresAt: number }> {
  const code = newLinkCode();
  const expiresAt = now + CODE_LIFETIME_MS;
  await knex.transaction(async (trx) => {
    await trx(CODES_TABLE).where('user_id', userId).whereNull('used_at').del();
    await trx(CODES_TABLE)
      .where('expires_at', '<', now - 24 * 60 * 60 * 1000)
      .del();
    await trx(CODES_TABLE).insert({
      user_id: userId,
      code_hash: codeHash(code.code),
      created_at: now,
      expires_at: expiresAt,
    });
  });
  return { ...code, expiresAt };
}

export async function forgetCodesOf(knex: Knex, userId: number): Promise<void> {
  await knex(CODES_TABLE).where('user_id', userId).del();
}

// Whether the account has a code waiting to be said, and until when (never the code: only its hash is kept).
export async function pendingCodeOf(knex: Knex, userId: number, now: number): Promise<{ expiresAt: number } | null> {
  const row = (await knex(CODES_TABLE)
    .where('user_id', userId)
    .whereNull('used_at')
    .where('expires_at', '>=', now)
    .max({ expiresAt: 'expires_at' })
    .first()) as { expiresAt: unknown } | undefined;
  return row?.expiresAt === null || row?.expiresAt === undefined ? null : { expiresAt: toNumber(row.expiresAt) };
}

async function findCode(trx: Knex.Transaction, said: string): Promise<StoredCode | null> {
  const code = normalizeCode(said);
  if (code === null) return null;
  const row = (await trx(CODES_TABLE).where('code_hash', codeHash(code)).first()) as
    Record<string, unknown> | undefined;
  if (!row) return null;
  return {
    id: toNumber(row.id),
    userId: toNumber(row.user_id),
    expiresAt: toNumber(row.expires_at),
    usedAt: row.used_at === null || row.used_at === undefined ? null : toNumber(row.used_at),
  };
}

async function recentFailures(trx: Knex.Transaction, scope: 'steam' | 'server', subjects: string[], since: number) {
  const counts = new Map<string, number>();
  if (subjects.length === 0) return counts;
  const rows = (await trx(FAILURES_TABLE)
    .where('scope', scope)
    .whereIn('subject', subjects)
    .where('at', '>', since)
    .groupBy('subject')
    .select('subject')
    .count({ failures: '*' })) as { subject: string; failures: unknown }[];
  for (const row of rows) counts.set(row.subject, toNumber(row.failures));
  return counts;
}

type ServerFacts = { name: string; hasSecret: boolean };

async function serversOf(
  trx: Knex.Transaction,
  servers: LinkTables['servers'],
  documentIds: string[],
): Promise<Map<string, ServerFacts>> {
  const rows = (await trx(servers.table)
    .whereIn(servers.documentId, documentIds)
    .select({ documentId: servers.documentId, name: servers.name, logSecret: servers.logSecret })) as {
    documentId: string;
    name: string;
    logSecret: string | null;
  }[];
  return new Map(rows.map((row) => [row.documentId, { name: row.name, hasSecret: Boolean(row.logSecret) }]));
}

// The Steam ID becomes the account's, verified; any other account that had it verified loses it and is told
// when (steamIdMoved, steamIdMovedAt). Accounts that only typed it keep their unverified copy.
async function link(
  trx: Knex.Transaction,
  users: UserColumns,
  userId: number,
  steamId: string,
  serverName: string,
  now: Date,
): Promise<number[] | null> {
  const exists = await trx(users.table).where('id', userId).first('id');
  if (!exists) return null;
  const holders = (await trx(users.table)
    .where(users.steamId, steamId)
    .whereNotNull(users.verifiedAt)
    .whereNot('id', userId)
    .select('id')) as { id: unknown }[];
  const movedFrom = holders.map((row) => toNumber(row.id));
  if (movedFrom.length > 0) {
    await trx(users.table)
      .whereIn('id', movedFrom)
      .update({
        [users.steamId]: null,
        [users.verifiedAt]: null,
        [users.verifiedOn]: null,
        [users.moved]: steamId,
        [users.movedAt]: now,
        [users.updatedAt]: now,
      });
  }
  await trx(users.table)
    .where('id', userId)
    .update({
      [users.steamId]: steamId,
      [users.verifiedAt]: now,
      [users.verifiedOn]: serverName.slice(0, 128),
      [users.moved]: null,
      [users.movedAt]: null,
      [users.updatedAt]: now,
    });
  return movedFrom;
}

// Every `!vincular` line of a batch, in arrival order, inside the batch's transaction. The lines' codes are
// blanked once read: a code is never kept in clear, not even in the queue of raw lines.
export async function applyLinkAttempts(
  trx: Knex.Transaction,
  tables: LinkTables,
  attempts: readonly LinkAttempt[],
  now: number,
): Promise<LinkResult> {
  const result: LinkResult = { changedProfileIds: [], linked: [], refused: emptyRefusals() };
  if (attempts.length === 0) return result;
  await trx(FAILURES_TABLE)
    .where('at', '<=', now - FAILURE_WINDOW_MS)
    .del();
  const since = now - FAILURE_WINDOW_MS;
  const steamIds = [...new Set(attempts.map((attempt) => attempt.player.steamId).filter((id): id is string => !!id))];
  const serverIds = [...new Set(attempts.map((attempt) => attempt.serverDocumentId))];
  const [bySteamId, byServer, servers] = await Promise.all([
    recentFailures(trx, 'steam', steamIds, since),
    recentFailures(trx, 'server', serverIds, since),
    serversOf(trx, tables.servers, serverIds),
  ]);
  const changed = new Set<number>();
  for (const attempt of attempts) {
    const server = servers.get(attempt.serverDocumentId);
    const steamId = attempt.player.steamId;
    const verdict = judgeLinkAttempt({
      kind: attempt.player.kind,
      steamId,
      inGame: attempt.inGame,
      serverHasSecret: server?.hasSecret ?? false,
      failuresOfSteamId: steamId ? (bySteamId.get(steamId) ?? 0) : 0,
      failuresOfServer: byServer.get(attempt.serverDocumentId) ?? 0,
      said: attempt.code,
      stored: await findCode(trx, attempt.code),
      now,
    });
    await trx(LINES_TABLE)
      .where('id', attempt.lineId)
      .update({ line: trx.raw('replace(line, ?, ?)', [attempt.code, '[código]']) });
    if (verdict.link) {
      await trx(CODES_TABLE).where('id', verdict.code.id).update({ used_at: now });
      const movedFrom = await link(
        trx,
        tables.users,
        verdict.code.userId,
        verdict.steamId,
        server?.name ?? '',
        new Date(now),
      );
      if (movedFrom === null) {
        result.refused.unknown += 1;
        continue;
      }
      result.linked.push({
        userId: verdict.code.userId,
        steamId: verdict.steamId,
        serverName: server?.name ?? '',
        movedFrom,
      });
      for (const id of [verdict.code.userId, ...movedFrom]) changed.add(id);
      continue;
    }
    result.refused[verdict.reason] += 1;
    if (!countsAsFailure(verdict.reason) || !steamId) continue;
    await trx(FAILURES_TABLE).insert([
      { scope: 'steam', subject: steamId, at: now },
      { scope: 'server', subject: attempt.serverDocumentId, at: now },
    ]);
    bySteamId.set(steamId, (bySteamId.get(steamId) ?? 0) + 1);
    byServer.set(attempt.serverDocumentId, (byServer.get(attempt.serverDocumentId) ?? 0) + 1);
  }
  if (changed.size > 0) {
    const rows = (await trx(tables.users.table)
      .whereIn('id', [...changed])
      .select({ documentId: tables.users.documentId })) as { documentId: string }[];
    result.changedProfileIds = rows.map((row) => row.documentId);
  }
  return result;
}
