import type { Knex } from 'knex';
import { toNumber } from '../statistics/stats-store';
import { canonicalPlayerId, readTypedPlayerId } from '../game-log/steam-id';
import { readBanRow, selectBanColumns, type BanRow, type BanTable } from './ban-store';
import { deliveryCounts } from './deliveries';
import type { Ban, BanState } from '@cs16ar/contracts';

// The public ban list (GET /api/bans) and one ban (GET /api/bans/:documentId): what a player reads to know
// why, for how long and by whom. Never an IP address (none is stored), never a staff note, never the admin's
// Steam ID (their public profile is linked when the Steam ID is one an account proved to be its own).

export const BAN_STATES = ['activos', 'expirados', 'permanentes', 'levantados'] as const;
export type BanStateFilter = (typeof BAN_STATES)[number];
export const BAN_DAYS = [7, 30] as const;
export const BANS_PER_PAGE = 20;
export const MAX_BAN_PAGE = 500;
export const MAX_BAN_SEARCH_LENGTH = 64;

export type BanListQuery = {
  q: string | null;
  state: BanStateFilter | null;
  server: string | null;
  days: (typeof BAN_DAYS)[number] | null;
  page: number;
};

export type UserTable = {
  table: string;
  documentId: string;
  username: string;
  nickname: string;
  steamId: string;
  verifiedAt: string;
  blocked: string;
};
export type ServerTable = { table: string; documentId: string; name: string; address: string; port: string };
export type BanReadTables = { ban: BanTable; users: UserTable; servers: ServerTable };

// The public shape of a ban, written once for the CMS and the site.
export type PublicBan = Ban;

export function banState(row: Pick<BanRow, 'liftedAt' | 'expiresAt'>, now: number): BanState {
  if (row.liftedAt !== null) return 'levantado';
  if (row.expiresAt === null) return 'permanente';
  return row.expiresAt > now ? 'activo' : 'expirado';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function filtered(knex: Knex, tables: BanReadTables, query: BanListQuery, now: number) {
  const c = tables.ban.columns;
  const at = new Date(now);
  const builder = knex(tables.ban.table);
  if (query.q) {
    const steamId = readTypedPlayerId(query.q);
    if (steamId) builder.where(c.playerSteamId, steamId);
    else {
      builder.whereRaw(`lower(??) like ? escape '\\'`, [c.playerName, `%${escapeLike(query.q.toLowerCase())}%`]);
    }
  }
  if (query.server) builder.where(c.serverDocumentId, query.server);
  if (query.days) builder.where(c.bannedAt, '>=', new Date(now - query.days * 24 * 60 * 60 * 1000));
  switch (query.state) {
    case 'activos':
      builder.whereNull(c.liftedAt).where((inForce) => inForce.whereNull(c.expiresAt).orWhere(c.expiresAt, '>', at));
      break;
    case 'permanentes':
      builder.whereNull(c.liftedAt).whereNull(c.expiresAt);
      break;
    case 'expirados':
      builder.whereNull(c.liftedAt).where(c.expiresAt, '<=', at);
      break;
    case 'levantados':
      builder.whereNotNull(c.liftedAt);
      break;
    default:
      break;
  }
  return builder;
}

// The accounts that proved these Steam IDs (or non-Steam ids) theirs (verified, not blocked), by that id.
async function profilesOf(knex: Knex, users: UserTable, steamIds: string[]) {
  const found = new Map<string, { profileId: string; name: string }>();
  if (steamIds.length === 0) return found;
  const rows = (await knex(users.table)
    .whereIn(users.steamId, steamIds)
    .whereNotNull(users.verifiedAt)
    .where((notBlocked) => notBlocked.where(users.blocked, false).orWhereNull(users.blocked))
    .select({
      documentId: users.documentId,
      username: users.username,
      nickname: users.nickname,
      steamId: users.steamId,
    })) as { documentId: string; username: string; nickname: string | null; steamId: string }[];
  for (const row of rows) {
    const steamId = canonicalPlayerId(row.steamId);
    if (steamId) found.set(steamId, { profileId: row.documentId, name: row.nickname || row.username });
  }
  return found;
}

async function publicBans(knex: Knex, tables: BanReadTables, rows: BanRow[], now: number): Promise<PublicBan[]> {
  const serverIds = [...new Set(rows.map((row) => row.serverDocumentId).filter((id): id is string => !!id))];
  const serverRows = serverIds.length
    ? ((await knex(tables.servers.table)
        .whereIn(tables.servers.documentId, serverIds)
        .select({ documentId: tables.servers.documentId, name: tables.servers.name })) as {
        documentId: string;
        name: string;
      }[])
    : [];
  const servers = new Map(serverRows.map((row) => [row.documentId, row.name]));
  const steamIds = new Set<string>();
  for (const row of rows) {
    steamIds.add(row.playerSteamId);
    if (row.adminSteamId) steamIds.add(row.adminSteamId);
  }
  const profiles = await profilesOf(knex, tables.users, [...steamIds]);
  const deliveries = await deliveryCounts(
    knex,
    rows.filter((row) => row.communityWide).map((row) => row.documentId),
  );
  const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
  return rows.map((row) => {
    const admin = row.adminSteamId ? profiles.get(row.adminSteamId) : undefined;
    const serverName = row.serverDocumentId ? servers.get(row.serverDocumentId) : undefined;
    return {
      documentId: row.documentId,
      player: {
        name: row.playerName,
        steamId: row.playerSteamId,
        profileId: profiles.get(row.playerSteamId)?.profileId ?? null,
      },
      server: row.serverDocumentId && serverName ? { documentId: row.serverDocumentId, name: serverName } : null,
      reason: row.reason,
      ruleAnchor: row.ruleAnchor,
      // The admin recognised by a verified Steam ID shows as their account; the console has no name.
      admin: admin ? { name: admin.name, profileId: admin.profileId } : { name: row.adminName, profileId: null },
      bannedAt: new Date(row.bannedAt).toISOString(),
      durationSeconds: row.durationSeconds,
      permanent: row.expiresAt === null,
      expiresAt: iso(row.expiresAt),
      liftedAt: iso(row.liftedAt),
      state: banState(row, now),
      communityWide: row.communityWide,
      deliveries: (() => {
        const counted = deliveries.get(row.documentId);
        return counted ? { applied: counted.applied, total: counted.total } : null;
      })(),
    };
  });
}

export async function listBans(knex: Knex, tables: BanReadTables, query: BanListQuery, now: number) {
  const c = tables.ban.columns;
  const [countRow, rows] = await Promise.all([
    filtered(knex, tables, query, now).count({ total: '*' }).first() as Promise<{ total: unknown } | undefined>,
    filtered(knex, tables, query, now)
      .orderBy([
        { column: c.bannedAt, order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(BANS_PER_PAGE)
      .offset((query.page - 1) * BANS_PER_PAGE)
      .select(selectBanColumns(tables.ban)) as Promise<Record<string, unknown>[]>,
  ]);
  const total = toNumber(countRow?.total ?? 0);
  return {
    data: await publicBans(knex, tables, rows.map(readBanRow), now),
    meta: {
      pagination: {
        page: query.page,
        pageSize: BANS_PER_PAGE,
        pageCount: Math.min(MAX_BAN_PAGE, Math.ceil(total / BANS_PER_PAGE)),
        total,
      },
    },
  };
}

export async function findBan(knex: Knex, tables: BanReadTables, documentId: string, now: number) {
  const row = (await knex(tables.ban.table)
    .where(tables.ban.columns.documentId, documentId)
    .first(selectBanColumns(tables.ban))) as Record<string, unknown> | undefined;
  if (!row) return null;
  const [ban] = await publicBans(knex, tables, [readBanRow(row)], now);
  return { data: ban };
}

// The bans in force of one Steam ID (a public profile shows them).
export async function activeBansOf(knex: Knex, tables: BanReadTables, steamId: string, now: number) {
  const rows = (await filtered(knex, tables, { q: null, state: 'activos', server: null, days: null, page: 1 }, now)
    .where(tables.ban.columns.playerSteamId, steamId)
    .orderBy(tables.ban.columns.bannedAt, 'desc')
    .limit(10)
    .select(selectBanColumns(tables.ban))) as Record<string, unknown>[];
  return publicBans(knex, tables, rows.map(readBanRow), now);
}
