import type { Core } from '@strapi/strapi';
import type {
  AwardDay,
  AwardRuleText,
  PlayerAward,
  PlayerMapFigures,
  PlayerServerStats,
  PlayerSession,
  PlayerStatsAnswer,
  Presence,
  ServerMapFigures,
  ServerRankHistory,
  ServerWeaponFigures,
  StatFigures,
  StatsServer,
  TopPlayer,
  WeaponFigures,
} from '@cs16ar/contracts';
import { onPublicReadsInvalidated } from '../../http/public-read-cache';
import { publicMedia, type MediaRow, type PublicMedia } from '../../http/public-media';
import { trustedSteamId } from '../../users/trusted-steam-id';
import { USER_UID } from '../../users/user-fields';
import { emptyCounts, STAT_FIELDS, type PlayerMapCounts, type StatCounts, type WeaponCounts } from './apply-log-events';
import { createMemo } from './memo';
import { headshotPercentage, killDeathRatio, levelOf, scoreOf } from './score';
import { gameStatsCacheMs, gameStatsMinPlayers, gameStatsSessionGapMs } from '../settings';
import {
  lastAppliedAt,
  lastSeenAt,
  namesUsed,
  periodStart,
  playerRecords,
  playersSeen as playersSeenQuery,
  playingNow,
  rankRecords,
  playerMapRecords,
  playTimeByDay,
  recentSessions,
  serverMapRecords,
  serverPlayers,
  serverPlayersYesterday,
  weaponRecords,
  type NameUsed,
  type Period,
  type PlayerRecord,
  type RankedRecord,
} from './stats-queries';
import { canonicalPlayerId } from '../game-log/steam-id';
import { accuracyOf } from './weapon-hits';
import { AWARD_RULES, awardWinners, dayDate, type AwardWinner as Winner } from './daily-awards';
import { argentineDayNumber } from '../../time/argentina';
import { rankHistoryOf } from './rank-history';
import { discord } from '../../discord';

// The public reads of the statistics: a server's TOP 15, a player's stats by Steam ID and a site user's
// public profile, as the HTTP layer answers them (src/api/game-stats wraps them in `data` and `meta`). Every
// object is built key by key here, so nothing private can slip in; rankings and whole reads are memoised for
// GAME_STATS_CACHE_MS.

const SERVER_UID = 'api::server.server';
const TOP_SIZE = 15;
// The names a profile lists.
const NAMES_SHOWN = 10;
// The weapons a table lists (CS 1.6 has 27; a plugin may log more names of its own).
const WEAPONS_SHOWN = 40;
// The maps a table lists.
const MAPS_SHOWN = 40;
// The finished days a server's awards go back, and those a player's do (and how many they list).
const SERVER_AWARD_DAYS = 14;
const PLAYER_AWARD_DAYS = 30;
const PLAYER_AWARDS_SHOWN = 20;
// The days a player's activity covers, and the visits a profile lists.
const ACTIVITY_DAYS = 30;
const SESSIONS_SHOWN = 10;

/** `from` in every read: the start of the period the figures count (ISO 8601), null for all time. */
export type ServerTop = {
  server: StatsServer;
  players: TopPlayer[];
  from: string | null;
  updatedAt: string | null;
  rankedPlayers: number;
  minPlayers: number;
};

export type PlayerStatsRead = { stats: PlayerStatsAnswer; from: string | null };

/** A server's table of something per period (its weapons, its maps), and when its logs were last applied. */
export type ServerTable<Row> = {
  server: StatsServer;
  rows: Row[];
  from: string | null;
  updatedAt: string | null;
};

export type PublicProfile = {
  id: number;
  documentId: string;
  username: string;
  nickname: string | null;
  avatar: PublicMedia | null;
  userType: string;
  bio: string | null;
  steamID: string | null;
  steamIdVerified: boolean;
  memberSince: string;
  // The linked Discord name, only when the player chose to show it (issue 45, src/discord).
  discordName: string | null;
  // The names the verified Steam ID played under, the latest first (at most NAMES_SHOWN; none without one).
  namesUsed: NameUsed[];
  stats: Pick<
    PlayerStatsAnswer,
    'servers' | 'totals' | 'weapons' | 'maps' | 'awards' | 'activity' | 'sessions' | 'rankHistory'
  > | null;
  presence: Presence | null;
};

export type ProfileRead = { profile: PublicProfile; from: string | null };

export type PublicStats = {
  /** Null when there is no such server. */
  topPlayers(documentId: string, period: Period): Promise<ServerTop | null>;
  /** Null when there is no such server. */
  serverWeapons(documentId: string, period: Period): Promise<ServerTable<ServerWeaponFigures> | null>;
  /** Null when there is no such server. */
  serverMaps(documentId: string, period: Period): Promise<ServerTable<ServerMapFigures> | null>;
  /** The awards of the last finished days, newest first, and how each is won; null when there is no such server. */
  serverAwards(documentId: string): Promise<{ server: StatsServer; days: AwardDay[]; rules: AwardRuleText[] } | null>;
  playerStats(steamId: string, period: Period): Promise<PlayerStatsRead>;
  /** Null when there is no such account or it is blocked. */
  profile(profileId: string, period: Period): Promise<ProfileRead | null>;
  /** Where a player is now (the staff page's "Jugando en …"), by a Steam ID already normalised. */
  presence(steamId: string): Promise<Presence>;
  /** How many players the servers have seen, and since when (the landing page's "jugadores que pasaron"). */
  playersSeen(): Promise<{ count: number; since: string | null }>;
};

type UserRow = {
  id: number;
  documentId: string;
  username: string;
  nickname: string | null;
  userType: string | null;
  bio: string | null;
  steamID: string | null;
  steamIdVerifiedAt?: string | Date | null;
  createdAt: string | Date;
  blocked: boolean | null;
  profilePicture?: MediaRow | null;
};
// The period's ranking, and each player's place in it at the end of yesterday (the TOP 15's movement).
type Ranking = { rows: RankedRecord[]; rankBySteamId: Map<string, number>; yesterdayBySteamId: Map<string, number> };

const iso = (ms: number | null) => (ms === null || ms === 0 ? null : new Date(ms).toISOString());

function figures(counts: StatCounts) {
  return {
    kills: counts.kills,
    deaths: counts.deaths,
    kd: killDeathRatio(counts.kills, counts.deaths),
    headshots: counts.headshots,
    hsPercentage: headshotPercentage(counts.headshots, counts.kills),
    shots: counts.shots,
    hits: counts.hits,
    damage: counts.damage,
    suicides: counts.suicides,
    teamKills: counts.teamKills,
    rounds: counts.rounds,
    playTimeSeconds: counts.playSeconds,
    bombsPlanted: counts.bombsPlanted,
    bombsDefused: counts.bombsDefused,
    hostagesRescued: counts.hostagesRescued,
    hostagesKilled: counts.hostagesKilled,
    vipsAssassinated: counts.vipsAssassinated,
    score: scoreOf(counts),
  };
}

function weaponFigures(weapon: string, counts: WeaponCounts): WeaponFigures {
  return {
    weapon,
    kills: counts.kills,
    headshots: counts.headshotKills,
    hsPercentage: headshotPercentage(counts.headshotKills, counts.kills),
    deaths: counts.deaths,
    shots: counts.shots,
    hits: counts.hits,
    accuracy: accuracyOf(weapon, counts.shots, counts.hits),
    damage: counts.damage,
  };
}

// How the site writes an award's figure: "1 kill", "42 kills".
const unitOf = (winner: Winner) => (winner.value === 1 ? winner.award.unit.one : winner.award.unit.many);

function playerMapFigures(map: string, counts: PlayerMapCounts): PlayerMapFigures {
  return {
    map,
    kills: counts.kills,
    deaths: counts.deaths,
    kd: killDeathRatio(counts.kills, counts.deaths),
    rounds: counts.rounds,
    roundsWon: counts.roundsWon,
    winPercentage:
      counts.rounds > 0 ? Math.round((Math.min(counts.roundsWon, counts.rounds) / counts.rounds) * 1000) / 10 : null,
    playTimeSeconds: counts.playSeconds,
  };
}

const notBlocked = { $or: [{ blocked: false }, { blocked: { $null: true } }] };

export function createPublicStats(strapi: Core.Strapi): PublicStats {
  const knex = () => strapi.db.connection;
  const rankings = createMemo<Ranking>(gameStatsCacheMs);
  const records = createMemo<PlayerRecord[]>(gameStatsCacheMs);
  const servers = createMemo<Map<string, StatsServer>>(gameStatsCacheMs, 1);
  // Whole reads too: a popular TOP 15 or profile costs its queries once per GAME_STATS_CACHE_MS. They show
  // players' profiles (nickname, picture), so an edit on any instance clears them on every instance together
  // with the public-read cache above them.
  const reads = createMemo<unknown>(gameStatsCacheMs);
  onPublicReadsInvalidated((tags) => {
    if (tags === 'all' || tags.includes('users') || tags.includes('server-content')) reads.clear();
  });
  const remembered = <T>(key: string, compute: () => Promise<T>) => reads.get(key, compute) as Promise<T>;

  function serverList(): Promise<Map<string, StatsServer>> {
    return servers.get('all', async () => {
      const rows = (await strapi.db.query(SERVER_UID).findMany({ select: ['documentId', 'name'] })) as StatsServer[];
      return new Map(rows.map((row) => [row.documentId, { documentId: row.documentId, name: row.name }]));
    });
  }

  function ranking(serverDocumentId: string, period: Period): Promise<Ranking> {
    return rankings.get(`${serverDocumentId}\n${period}`, async () => {
      const now = Date.now();
      const [current, yesterday] = await Promise.all([
        serverPlayers(knex(), serverDocumentId, period, now),
        serverPlayersYesterday(knex(), serverDocumentId, period, now),
      ]);
      const rows = rankRecords(current);
      return {
        rows,
        rankBySteamId: new Map(rows.map((row) => [row.steamId, row.rank])),
        yesterdayBySteamId: new Map(rankRecords(yesterday).map((row) => [row.steamId, row.rank])),
      };
    });
  }

  // The site user behind each Steam ID: the unblocked account that verified it from inside the game
  // (src/game-servers/steam-link keeps it to one; a typed, unverified Steam ID links nobody). Should two ever hold it,
  // nobody's picture is shown.
  async function usersBySteamId(steamIds: string[]): Promise<Map<string, UserRow>> {
    if (steamIds.length === 0) return new Map();
    const users = (await strapi.db.query(USER_UID).findMany({
      where: {
        $and: [{ steamID: { $in: steamIds } }, { steamIdVerifiedAt: { $notNull: true } }, notBlocked],
      },
      select: ['id', 'documentId', 'steamID'],
      populate: { profilePicture: true },
    })) as UserRow[];
    const claims = new Map<string, UserRow[]>();
    for (const user of users) {
      const steamId = user.steamID ? canonicalPlayerId(user.steamID) : null;
      if (steamId) claims.set(steamId, [...(claims.get(steamId) ?? []), user]);
    }
    return new Map([...claims].filter(([, list]) => list.length === 1).map(([steamId, list]) => [steamId, list[0]]));
  }

  async function statsByServer(steamId: string, period: Period) {
    const now = Date.now();
    const known = await serverList();
    const rows = (await records.get(`${steamId}\n${period}`, () => playerRecords(knex(), steamId, period, now)))
      .filter((row) => known.has(row.serverDocumentId))
      .sort((a, b) => b.lastSeenAt - a.lastSeenAt);
    const perServer: PlayerServerStats[] = await Promise.all(
      rows.map(async (row) => ({
        server: known.get(row.serverDocumentId) as StatsServer,
        name: row.name,
        rank: (await ranking(row.serverDocumentId, period)).rankBySteamId.get(steamId) ?? null,
        level: levelOf(row.counts.kills),
        ...figures(row.counts),
        firstSeen: iso(row.firstSeenAt),
        lastSeen: iso(row.lastSeenAt),
      })),
    );
    const total = emptyCounts();
    for (const row of rows) for (const field of STAT_FIELDS) total[field] += row.counts[field];
    const firstSeen = rows.length > 0 ? Math.min(...rows.map((row) => row.firstSeenAt)) : null;
    const lastSeen = rows.length > 0 ? Math.max(...rows.map((row) => row.lastSeenAt)) : null;
    const totals: StatFigures = {
      level: levelOf(total.kills),
      ...figures(total),
      firstSeen: iso(firstSeen),
      lastSeen: iso(lastSeen),
    };
    const [weaponRows, mapRows, played, visits, rankDays] = await Promise.all([
      weaponRecords(knex(), { steam_id: steamId }, period, now),
      playerMapRecords(knex(), steamId, period, now),
      playTimeByDay(knex(), steamId, ACTIVITY_DAYS, now),
      recentSessions(knex(), steamId, SESSIONS_SHOWN),
      rankHistoryOf(knex(), steamId, now),
    ]);
    // Per server (the latest game first, then those only the history knows): the finished days, and today so far
    // from the live all-time ranking.
    const historyServers = [
      ...new Set([...rows.map((row) => row.serverDocumentId), ...rankDays.map((entry) => entry.serverDocumentId)]),
    ].filter((documentId) => known.has(documentId));
    const rankHistory: ServerRankHistory[] = (
      await Promise.all(
        historyServers.map(async (documentId): Promise<ServerRankHistory> => {
          const days = rankDays
            .filter((entry) => entry.serverDocumentId === documentId)
            .map((entry) => ({ day: dayDate(entry.day), rank: entry.rank, rankedPlayers: entry.rankedPlayers }));
          const allTime = await ranking(documentId, 'all');
          const rank = allTime.rankBySteamId.get(steamId);
          if (rank !== undefined)
            days.push({ day: dayDate(argentineDayNumber(now)), rank, rankedPlayers: allTime.rows.length });
          return { server: known.get(documentId) as StatsServer, days };
        }),
      )
    ).filter((entry) => entry.days.length > 0);
    const sessions = visits
      .filter((visit) => known.has(visit.serverDocumentId))
      .map((visit): PlayerSession => ({
        server: known.get(visit.serverDocumentId) as StatsServer,
        from: new Date(visit.startedAt).toISOString(),
        to: new Date(visit.endedAt).toISOString(),
        kills: visit.kills,
      }));
    const activity = played.map((entry) => ({ day: dayDate(entry.day), playTimeSeconds: entry.playSeconds }));
    const weapons = weaponRows.slice(0, WEAPONS_SHOWN).map((row) => weaponFigures(row.weapon, row.counts));
    const maps = mapRows.slice(0, MAPS_SHOWN).map((row) => playerMapFigures(row.map, row.counts));
    const awards = (await recentAwards())
      .filter((winner) => winner.steamId === steamId && known.has(winner.serverDocumentId))
      .sort((a, b) => b.day - a.day)
      .slice(0, PLAYER_AWARDS_SHOWN)
      .map((winner): PlayerAward => ({
        award: winner.award.id,
        title: winner.award.title,
        day: dayDate(winner.day),
        server: known.get(winner.serverDocumentId) as StatsServer,
        value: winner.value,
        unit: unitOf(winner),
      }));
    return {
      servers: perServer,
      totals,
      weapons,
      maps,
      awards,
      activity,
      sessions,
      rankHistory,
      name: rows[0]?.name ?? null,
    };
  }

  // Playing now (a session on a server that is still logging), or when the player was last seen.
  async function presence(steamId: string): Promise<Presence> {
    const now = Date.now();
    const [playing, known, seen] = await Promise.all([
      playingNow(knex(), steamId, now, gameStatsSessionGapMs()),
      serverList(),
      lastSeenAt(knex(), steamId),
    ]);
    const lastSeen = iso(seen);
    const server = playing ? known.get(playing.serverDocumentId) : undefined;
    if (playing && server) return { state: 'playing', server, since: iso(playing.since), lastSeen };
    return { state: 'offline', server: null, since: null, lastSeen };
  }

  async function topPlayers(documentId: string, period: Period): Promise<ServerTop | null> {
    const server = (await serverList()).get(documentId);
    if (!server) return null;
    const [{ rows, yesterdayBySteamId }, updatedAt] = await Promise.all([
      ranking(documentId, period),
      lastAppliedAt(knex(), documentId),
    ]);
    const top = rows.slice(0, TOP_SIZE);
    const users = await usersBySteamId(top.map((row) => row.steamId));
    return {
      server,
      players: top.map((row) => {
        const user = users.get(row.steamId);
        const picture = user?.profilePicture;
        const stats = figures(row.counts);
        return {
          rank: row.rank,
          previousRank: yesterdayBySteamId.get(row.steamId) ?? null,
          steamID: row.steamId,
          name: row.name,
          kills: stats.kills,
          deaths: stats.deaths,
          kd: stats.kd,
          shots: stats.shots,
          hits: stats.hits,
          headshots: stats.headshots,
          hsPercentage: stats.hsPercentage,
          score: stats.score,
          avatar: picture ? (picture.formats?.thumbnail?.url ?? picture.url) : null,
          profileId: user?.documentId ?? null,
        };
      }),
      from: periodStart(period, Date.now()),
      updatedAt: iso(updatedAt),
      rankedPlayers: rows.length,
      minPlayers: gameStatsMinPlayers(),
    };
  }

  // A server's table for a period, with when its logs were last applied; null for an unknown server.
  async function serverTable<Row>(
    documentId: string,
    period: Period,
    read: (now: number) => Promise<Row[]>,
  ): Promise<ServerTable<Row> | null> {
    const server = (await serverList()).get(documentId);
    if (!server) return null;
    const now = Date.now();
    const [rows, updatedAt] = await Promise.all([read(now), lastAppliedAt(knex(), documentId)]);
    return { server, rows, from: periodStart(period, now), updatedAt: iso(updatedAt) };
  }

  const serverWeapons = (documentId: string, period: Period) =>
    serverTable(documentId, period, async (now) =>
      (await weaponRecords(knex(), { server_document_id: documentId }, period, now))
        .slice(0, WEAPONS_SHOWN)
        .map((row): ServerWeaponFigures => ({ ...weaponFigures(row.weapon, row.counts), players: row.players })),
    );

  const serverMaps = (documentId: string, period: Period) =>
    serverTable(documentId, period, async (now) =>
      (await serverMapRecords(knex(), documentId, period, now)).slice(0, MAPS_SHOWN).map((row): ServerMapFigures => ({
        map: row.map,
        playTimeSeconds: Math.round(row.counts.playedMs / 1000),
        rounds: row.counts.rounds,
        ctWins: row.counts.ctWins,
        tWins: row.counts.tWins,
        players: row.players,
        kills: row.kills,
      })),
    );

  // Every server's awards of the last PLAYER_AWARD_DAYS finished days, for every profile at once: finished days never
  // change, so one read per GAME_STATS_CACHE_MS serves them all.
  const awardsOfAll = createMemo<Winner[]>(gameStatsCacheMs, 1);
  function recentAwards(): Promise<Winner[]> {
    const today = argentineDayNumber(Date.now());
    return awardsOfAll.get(String(today), () =>
      awardWinners(knex(), { fromDay: today - PLAYER_AWARD_DAYS, toDay: today - 1 }),
    );
  }

  async function serverAwards(documentId: string) {
    const server = (await serverList()).get(documentId);
    if (!server) return null;
    const today = argentineDayNumber(Date.now());
    const winners = await awardWinners(knex(), {
      fromDay: today - SERVER_AWARD_DAYS,
      toDay: today - 1,
      serverDocumentId: documentId,
    });
    const users = await usersBySteamId([...new Set(winners.map((winner) => winner.steamId))]);
    const days = new Map<number, AwardDay>();
    for (const winner of winners) {
      const entry = days.get(winner.day) ?? { day: dayDate(winner.day), awards: [] };
      days.set(winner.day, entry);
      entry.awards.push({
        award: winner.award.id,
        title: winner.award.title,
        value: winner.value,
        unit: unitOf(winner),
        player: {
          steamID: winner.steamId,
          name: winner.name,
          profileId: users.get(winner.steamId)?.documentId ?? null,
        },
      });
    }
    return {
      server,
      days: [...days.entries()].sort(([a], [b]) => b - a).map(([, entry]) => entry),
      rules: AWARD_RULES.map((rule) => ({ award: rule.id, title: rule.title, rule: rule.rule })),
    };
  }

  // Asked on every poll by the live summary: one indexed count per GAME_STATS_CACHE_MS.
  const seen = createMemo<{ count: number; since: string | null }>(gameStatsCacheMs, 1);
  function playersSeen() {
    return seen.get('all', async () => {
      const { count, since } = await playersSeenQuery(knex());
      return { count, since: iso(since) };
    });
  }

  async function playerStats(steamId: string, period: Period): Promise<PlayerStatsRead> {
    const [stats, playing] = await Promise.all([statsByServer(steamId, period), presence(steamId)]);
    return {
      stats: {
        steamID: steamId,
        name: stats.name,
        servers: stats.servers,
        totals: stats.totals,
        weapons: stats.weapons,
        maps: stats.maps,
        awards: stats.awards,
        activity: stats.activity,
        sessions: stats.sessions,
        rankHistory: stats.rankHistory,
        presence: playing,
      },
      from: periodStart(period, Date.now()),
    };
  }

  // Only unblocked accounts have a public face; anything else is "not found". A profile is found by the
  // account's documentId, which cannot be counted (issue 23: /profiles/1, /2, /3… listed every account).
  async function profile(profileId: string, period: Period): Promise<ProfileRead | null> {
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { $and: [{ documentId: profileId }, notBlocked] },
      select: [
        'id',
        'documentId',
        'username',
        'nickname',
        'userType',
        'bio',
        'steamID',
        'steamIdVerifiedAt',
        'createdAt',
      ],
      populate: { profilePicture: true },
    })) as UserRow | null;
    if (!user) return null;
    // Only a Steam ID the player proved is theirs is shown and brings statistics and presence.
    const steamId = trustedSteamId(user);
    const [[stats, playing], discordName, names] = await Promise.all([
      steamId
        ? Promise.all([statsByServer(steamId, period), presence(steamId)])
        : Promise.resolve([null, null] as const),
      discord(strapi).shownName(user.id),
      steamId ? namesUsed(knex(), steamId, NAMES_SHOWN) : Promise.resolve([]),
    ]);
    return {
      profile: {
        id: user.id,
        documentId: user.documentId,
        username: user.username,
        nickname: user.nickname ?? null,
        avatar: publicMedia(user.profilePicture),
        userType: user.userType ?? 'regular',
        bio: user.bio ?? null,
        steamID: steamId,
        steamIdVerified: steamId !== null,
        memberSince: new Date(user.createdAt).toISOString(),
        discordName,
        namesUsed: names,
        stats: stats
          ? {
              servers: stats.servers,
              totals: stats.totals,
              weapons: stats.weapons,
              maps: stats.maps,
              awards: stats.awards,
              activity: stats.activity,
              sessions: stats.sessions,
              rankHistory: stats.rankHistory,
            }
          : null,
        presence: playing,
      },
      from: periodStart(period, Date.now()),
    };
  }

  return {
    topPlayers: (documentId, period) =>
      remembered(`top\n${documentId}\n${period}`, () => topPlayers(documentId, period)),
    serverWeapons: (documentId, period) =>
      remembered(`weapons\n${documentId}\n${period}`, () => serverWeapons(documentId, period)),
    serverAwards: (documentId) => remembered(`awards\n${documentId}`, () => serverAwards(documentId)),
    serverMaps: (documentId, period) =>
      remembered(`maps\n${documentId}\n${period}`, () => serverMaps(documentId, period)),
    playerStats: (steamId, period) => remembered(`player\n${steamId}\n${period}`, () => playerStats(steamId, period)),
    profile: (profileId, period) => remembered(`profile\n${profileId}\n${period}`, () => profile(profileId, period)),
    presence: (steamId) => remembered(`presence\n${steamId}`, () => presence(steamId)),
    playersSeen,
  };
}
