import type { Knex } from 'knex';
import { argentineDayNumber, firstDayOfArgentineMonth, startOfArgentineDayNumber } from '../../time/argentina';
import {
  emptyCounts,
  STAT_FIELDS,
  type MapCounts,
  type PlayerMapCounts,
  type StatCounts,
  type WeaponCounts,
} from './apply-log-events';
import { compareForRanking, isRanked } from './score';
import { toNumber } from './stats-store';
import {
  COUNT_COLUMNS,
  DAYS_TABLE,
  NAMES_TABLE,
  SERVERS_TABLE,
  SESSIONS_TABLE,
  TOTALS_TABLE,
  MAP_COUNT_COLUMNS,
  MAP_DAYS_TABLE,
  PLAYER_MAP_COUNT_COLUMNS,
  PLAYED_SESSIONS_TABLE,
  PLAYER_MAP_DAYS_TABLE,
  WEAPON_COUNT_COLUMNS,
  WEAPON_DAYS_TABLE,
} from './tables';

// Read queries of the statistics. Each reads one indexed range: a server's days in a period, a
// player's days, or the all-time totals.

export const PERIODS = ['30d', 'season', 'all'] as const;
export type Period = (typeof PERIODS)[number];

// The last 30 Argentine days (today included), the current Argentine month, or everything.
export function firstDayOf(period: Period, now: number): number | null {
  if (period === '30d') return argentineDayNumber(now) - 29;
  if (period === 'season') return firstDayOfArgentineMonth(now);
  return null;
}

export function periodStart(period: Period, now: number): string | null {
  const day = firstDayOf(period, now);
  return day === null ? null : new Date(startOfArgentineDayNumber(day)).toISOString();
}

export type PlayerRecord = {
  serverDocumentId: string;
  steamId: string;
  name: string;
  counts: StatCounts;
  firstSeenAt: number;
  lastSeenAt: number;
};

export type RankedRecord = PlayerRecord & { rank: number };

function sums(knex: Knex): Knex.Raw[] {
  return STAT_FIELDS.map((field) => knex.raw('SUM(??) AS ??', [COUNT_COLUMNS[field], COUNT_COLUMNS[field]]));
}

function toRecord(row: Record<string, unknown>): PlayerRecord {
  const counts = emptyCounts();
  for (const field of STAT_FIELDS) counts[field] = toNumber(row[COUNT_COLUMNS[field]]);
  return {
    serverDocumentId: String(row.server_document_id),
    steamId: String(row.steam_id),
    name: String(row.name ?? ''),
    counts,
    firstSeenAt: toNumber(row.first_seen_at),
    lastSeenAt: toNumber(row.last_seen_at),
  };
}

// Period rows carry the name the player last used on that server (from the totals).
async function withLatestNames(knex: Knex, rows: Record<string, unknown>[]): Promise<PlayerRecord[]> {
  const records = rows.map(toRecord);
  if (records.length === 0) return records;
  const names = new Map<string, string>();
  const servers = [...new Set(records.map((record) => record.serverDocumentId))];
  const steamIds = [...new Set(records.map((record) => record.steamId))];
  const query = knex(TOTALS_TABLE).select('server_document_id', 'steam_id', 'name');
  if (servers.length === 1) query.where('server_document_id', servers[0]);
  else query.whereIn('server_document_id', servers);
  if (steamIds.length === 1) query.where('steam_id', steamIds[0]);
  for (const row of (await query) as { server_document_id: string; steam_id: string; name: string }[]) {
    names.set(`${row.server_document_id}\n${row.steam_id}`, row.name);
  }
  for (const record of records) record.name = names.get(`${record.serverDocumentId}\n${record.steamId}`) ?? '';
  return records;
}

// Each player's record per server over the days from `fromDay` to `toDay` (null: no bound) added up; with no bound
// at all, the all-time totals.
async function recordsBetween(
  knex: Knex,
  where: Record<string, string>,
  fromDay: number | null,
  toDay: number | null,
): Promise<PlayerRecord[]> {
  if (fromDay === null && toDay === null) {
    return ((await knex(TOTALS_TABLE).where(where)) as Record<string, unknown>[]).map(toRecord);
  }
  const query = knex(DAYS_TABLE)
    .where(where)
    .groupBy('server_document_id', 'steam_id')
    .select(
      'server_document_id',
      'steam_id',
      ...sums(knex),
      knex.raw('MIN(first_seen_at) AS first_seen_at'),
      knex.raw('MAX(last_seen_at) AS last_seen_at'),
    );
  if (fromDay !== null) query.where('day', '>=', fromDay);
  if (toDay !== null) query.where('day', '<=', toDay);
  return withLatestNames(knex, (await query) as Record<string, unknown>[]);
}

export function serverPlayers(knex: Knex, serverDocumentId: string, period: Period, now: number) {
  return recordsBetween(knex, { server_document_id: serverDocumentId }, firstDayOf(period, now), null);
}

// The server's players as the period stood at the end of yesterday (the TOP 15's movement, issue 46): the last 30
// days up to yesterday, this month up to yesterday (nobody on its first day), all time up to yesterday.
export async function serverPlayersYesterday(knex: Knex, serverDocumentId: string, period: Period, now: number) {
  const yesterday = argentineDayNumber(now) - 1;
  const fromDay = period === '30d' ? yesterday - 29 : firstDayOf(period, now);
  if (fromDay !== null && fromDay > yesterday) return [];
  return recordsBetween(knex, { server_document_id: serverDocumentId }, fromDay, yesterday);
}

// The server's players all time as it stood at the end of `day` (issue 46: rank history).
export function serverPlayersAtEndOf(knex: Knex, serverDocumentId: string, day: number) {
  return recordsBetween(knex, { server_document_id: serverDocumentId }, null, day);
}

export function playerRecords(knex: Knex, steamId: string, period: Period, now: number) {
  return recordsBetween(knex, { steam_id: steamId }, firstDayOf(period, now), null);
}

// Everyone who took part in a frag, best first, with their position.
export function rankRecords(records: PlayerRecord[]): RankedRecord[] {
  return records
    .filter((record) => isRanked(record.counts))
    .sort(compareForRanking)
    .map((record, index) => ({ ...record, rank: index + 1 }));
}

export async function lastAppliedAt(knex: Knex, serverDocumentId: string): Promise<number | null> {
  const row = (await knex(SERVERS_TABLE)
    .where('server_document_id', serverDocumentId)
    .select('last_applied_at')
    .first()) as { last_applied_at: unknown } | undefined;
  return row?.last_applied_at === null || row?.last_applied_at === undefined ? null : toNumber(row.last_applied_at);
}

// Every player the servers' logs ever saw, once however many servers they played on (by Steam ID, so a
// non-Steam client's id counts as a player of its own), and the first moment any of them was seen.
export async function playersSeen(knex: Knex): Promise<{ count: number; since: number | null }> {
  const row = (await knex(TOTALS_TABLE)
    .select(knex.raw('COUNT(DISTINCT ??) AS count', ['steam_id']), knex.raw('MIN(??) AS since', ['first_seen_at']))
    .first()) as { count: unknown; since: unknown } | undefined;
  const since = row?.since === null || row?.since === undefined ? null : toNumber(row.since);
  return { count: toNumber(row?.count ?? 0), since: since && since > 0 ? since : null };
}

// When the player was last seen in a game, on any server (the all-time totals); null when never.
export async function lastSeenAt(knex: Knex, steamId: string): Promise<number | null> {
  const seen = (await knex(TOTALS_TABLE).where('steam_id', steamId).max({ at: 'last_seen_at' }).first()) as
    { at: unknown } | undefined;
  return seen?.at === null || seen?.at === undefined ? null : Number(seen.at);
}

export type NameUsed = { name: string; lastSeenAt: string };

// The names a Steam ID played under on any of the servers, the latest first (issue 46: names only, never an address).
export async function namesUsed(knex: Knex, steamId: string, limit: number): Promise<NameUsed[]> {
  const rows = (await knex(NAMES_TABLE)
    .where('steam_id', steamId)
    .groupBy('name')
    .select('name')
    .max({ last: 'last_seen_at' })
    .orderBy('last', 'desc')
    .orderBy('name')
    .limit(limit)) as { name: string; last: unknown }[];
  return rows.map((row) => ({ name: row.name, lastSeenAt: new Date(Number(row.last)).toISOString() }));
}

export type PlayingNow = { serverDocumentId: string; since: number };

// Where the player is connected now: a validated session on a server that is still logging.
export async function playingNow(knex: Knex, steamId: string, now: number, sessionGapMs: number) {
  const row = (await knex(SESSIONS_TABLE)
    .join(SERVERS_TABLE, `${SERVERS_TABLE}.server_document_id`, `${SESSIONS_TABLE}.server_document_id`)
    .where(`${SESSIONS_TABLE}.steam_id`, steamId)
    .where(`${SESSIONS_TABLE}.kind`, 'steam')
    .where(`${SERVERS_TABLE}.last_line_at`, '>=', now - sessionGapMs)
    .orderBy(`${SESSIONS_TABLE}.connected_at`, 'desc')
    .select(`${SESSIONS_TABLE}.server_document_id`, `${SESSIONS_TABLE}.connected_at`)
    .first()) as { server_document_id: string; connected_at: unknown } | undefined;
  return row ? ({ serverDocumentId: row.server_document_id, since: toNumber(row.connected_at) } as PlayingNow) : null;
}

type Summed<F extends string> = { name: string; counts: Record<F, number>; players: number };

// A table of daily counters added up by one column (weapon, map) over a period (all time: every day), where `where`
// holds; `players` counts the distinct Steam IDs of the rows where one of `playedWhen`'s counters is above zero.
async function summedBy<F extends string>(
  knex: Knex,
  {
    table,
    by,
    columns,
    where,
    period,
    now,
    playedWhen = [],
    orderBy,
  }: {
    table: string;
    by: string;
    columns: Record<F, string>;
    where: Record<string, string>;
    period: Period;
    now: number;
    playedWhen?: string[];
    orderBy: string;
  },
): Promise<Summed<F>[]> {
  const fields = Object.keys(columns) as F[];
  const fromDay = firstDayOf(period, now);
  const query = knex(table)
    .where(where)
    .groupBy(by)
    .select(
      knex.raw('?? AS name', [by]),
      ...fields.map((field) => knex.raw('SUM(??) AS ??', [columns[field], columns[field]])),
    )
    .orderBy(orderBy, 'desc')
    .orderBy('name');
  if (playedWhen.length > 0) {
    const played = playedWhen.map(() => '?? > 0').join(' OR ');
    query.select(knex.raw(`COUNT(DISTINCT CASE WHEN ${played} THEN ?? END) AS players`, [...playedWhen, 'steam_id']));
  }
  if (fromDay !== null) query.where('day', '>=', fromDay);
  const rows = (await query) as Record<string, unknown>[];
  return rows.map((row) => ({
    name: String(row.name),
    counts: Object.fromEntries(fields.map((field) => [field, toNumber(row[columns[field]])])) as Record<F, number>,
    players: toNumber(row.players ?? 0),
  }));
}

// players: how many used it (a kill or a shot with it).
export type WeaponRecord = { weapon: string; counts: WeaponCounts; players: number };

// The figures per weapon of a server's players, or of one player on every server, in a period (issue 46), most kills
// first.
export async function weaponRecords(
  knex: Knex,
  where: { server_document_id: string } | { steam_id: string },
  period: Period,
  now: number,
): Promise<WeaponRecord[]> {
  const rows = await summedBy(knex, {
    table: WEAPON_DAYS_TABLE,
    by: 'weapon',
    columns: WEAPON_COUNT_COLUMNS,
    where,
    period,
    now,
    // Who used it (a kill or a shot), not who was killed by it.
    playedWhen: ['kills', 'shots'],
    orderBy: 'kills',
  });
  return rows.map((row) => ({ weapon: row.name, counts: row.counts, players: row.players }));
}

export type MapRecord = { map: string; counts: MapCounts; players: number; kills: number };

// A server's maps in a period, the longest played first: rounds, each team's wins, time, and who played them.
export async function serverMapRecords(
  knex: Knex,
  serverDocumentId: string,
  period: Period,
  now: number,
): Promise<MapRecord[]> {
  const where = { server_document_id: serverDocumentId };
  const [maps, players] = await Promise.all([
    summedBy(knex, {
      table: MAP_DAYS_TABLE,
      by: 'map',
      columns: MAP_COUNT_COLUMNS,
      where,
      period,
      now,
      orderBy: 'played_ms',
    }),
    summedBy(knex, {
      table: PLAYER_MAP_DAYS_TABLE,
      by: 'map',
      columns: { kills: 'kills' },
      where,
      period,
      now,
      playedWhen: ['play_seconds', 'rounds', 'kills', 'deaths'],
      orderBy: 'kills',
    }),
  ]);
  const byMap = new Map(players.map((row) => [row.name, row]));
  return maps.map((row) => ({
    map: row.name,
    counts: row.counts,
    players: byMap.get(row.name)?.players ?? 0,
    kills: byMap.get(row.name)?.counts.kills ?? 0,
  }));
}

export type PlayerMapRecord = { map: string; counts: PlayerMapCounts };

// A player's maps on every server in a period, most kills first.
export async function playerMapRecords(knex: Knex, steamId: string, period: Period, now: number) {
  const rows = await summedBy(knex, {
    table: PLAYER_MAP_DAYS_TABLE,
    by: 'map',
    columns: PLAYER_MAP_COUNT_COLUMNS,
    where: { steam_id: steamId },
    period,
    now,
    orderBy: 'kills',
  });
  return rows.map((row): PlayerMapRecord => ({ map: row.name, counts: row.counts }));
}

// A player's time played per Argentine day on every server, over the `days` days up to today (issue 46: the
// profile's activity chart); days without play are 0.
export async function playTimeByDay(
  knex: Knex,
  steamId: string,
  days: number,
  now: number,
): Promise<{ day: number; playSeconds: number }[]> {
  const today = argentineDayNumber(now);
  const rows = (await knex(DAYS_TABLE)
    .where('steam_id', steamId)
    .where('day', '>', today - days)
    .groupBy('day')
    .select('day', knex.raw('SUM(??) AS seconds', [COUNT_COLUMNS.playSeconds]))) as {
    day: unknown;
    seconds: unknown;
  }[];
  const byDay = new Map(rows.map((row) => [toNumber(row.day), toNumber(row.seconds)]));
  return Array.from({ length: days }, (_, index) => {
    const day = today - days + 1 + index;
    return { day, playSeconds: byDay.get(day) ?? 0 };
  });
}

export type SessionRecord = { serverDocumentId: string; startedAt: number; endedAt: number; kills: number };

// A player's last visits to the servers, the latest first (issue 46: the profile's sessions).
export async function recentSessions(knex: Knex, steamId: string, limit: number): Promise<SessionRecord[]> {
  const rows = (await knex(PLAYED_SESSIONS_TABLE)
    .where('steam_id', steamId)
    .orderBy('ended_at', 'desc')
    .limit(limit)
    .select('server_document_id', 'started_at', 'ended_at', 'kills')) as Record<string, unknown>[];
  return rows.map((row) => ({
    serverDocumentId: String(row.server_document_id),
    startedAt: toNumber(row.started_at),
    endedAt: toNumber(row.ended_at),
    kills: toNumber(row.kills),
  }));
}
