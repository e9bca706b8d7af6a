// Types of ./index.js: the CMS's answers as the CMS writes them and the site reads them (cms/README.md, "API
// contract"). The checker in index.js describes the same shapes at run time; the CMS's contract test
// (cms/src/__tests__/api-contract.test.ts) holds real answers against it.

export declare const helpCategories: readonly ['general', 'account', 'servers', 'membership', 'payments', 'technical'];
export type HelpCategory = (typeof helpCategories)[number];
export declare function isHelpCategory(value: unknown): value is HelpCategory;

/** Strapi 5 documentIds: lowercase letters and digits. */
/** Argentina's time zone and its offset from UTC (UTC-3 all year). */
export declare const ARGENTINA_TIME_ZONE: 'America/Argentina/Buenos_Aires';
export declare const ARGENTINA_UTC_OFFSET_MS: number;
export declare const DOCUMENT_ID: RegExp;
export declare function isDocumentId(value: unknown): value is string;
/** The longest timed ban, in minutes: what staff may give and what the CMS sends the servers. */
export declare const MAX_BAN_MINUTES: number;
/** A Steam account's id (STEAM_0:Y:Z); any other player id the site shows is a non-Steam client's ("ID no-Steam"). */
export declare function isSteamAccountId(value: unknown): value is string;

/** The answers index.js describes, by name. */
export type ContractAnswer =
  'communitySummary' | 'serverHistory' | 'playerStats' | 'serverWeapons' | 'serverMaps' | 'serverAwards' | 'ban';
/** Where `value` departs from the contract's `answer` shape: an empty list when it matches. */
export declare function contractProblems(answer: ContractAnswer, value: unknown): string[];

/** `GET /api/community/summary` → `data`: the landing page's figures, also the live `summary` event. */
export type CommunitySummary = {
  /** Every account on the site ("cuentas en el sitio"). */
  registeredUsers: number;
  /**
   * The players the game servers' logs have seen, each once (by Steam ID, whatever the server), and the first
   * moment any was seen (null before the first): "jugadores que pasaron por los servidores".
   */
  playersSeen: { count: number; since: string | null };
  servers: { online: number; total: number };
  /** Players on all servers now (what the servers report). */
  playersOnline: number;
  mostActive: {
    /** What `seconds` counts: each listed player's time connected in this session. */
    basis: 'connected-time';
    /** Up to 20, most seconds first. */
    players: ActivePlayer[];
    /** Online players not listed: "Y otros N jugadores conectados". */
    others: number;
  };
  /** Up to four online servers with the most players now. */
  featuredServers: FeaturedServer[];
  /** The poll these figures come from; null before the first. */
  statusCheckedAt: string | null;
};

export type ActivePlayer = { name: string; seconds: number; server: { documentId: string; name: string } };

export type FeaturedServer = {
  documentId: string;
  name: string;
  gameMode: string | null;
  map: string;
  players: number;
  maxPlayers: number;
  /** host:port */
  address: string;
};

/** `GET /api/servers/:documentId/history?range=`: the player count, downsampled. */
export type HistoryRange = '24h' | '7d' | '30d';

export type HistoryBucket = {
  /** Start of the bucket (ISO, UTC). */
  start: string;
  /** Polls recorded in it; 0: nothing recorded (the CMS was not polling). */
  samples: number;
  /** Share of those polls the server answered (0-1); null when nothing was recorded. */
  online: number | null;
  /** Over the polls it answered; null when it answered none. */
  players: { min: number; avg: number; max: number } | null;
  /** Maps played in it, in order. */
  maps: string[];
};

export type BusiestHour = { start: string; end: string; averagePlayers: number };

/** The history as computed (the answer adds the server's documentId: ServerHistory). */
export type HistoryGraph = {
  range: HistoryRange;
  from: string;
  to: string;
  bucketSeconds: number;
  peakPlayers: number | null;
  peakAt: string | null;
  /** Down time counts as 0 players, as in the statistics. */
  averagePlayers: number | null;
  availability: number | null;
  busiestHour: BusiestHour | null;
  buckets: HistoryBucket[];
};

export type ServerHistory = HistoryGraph & { documentId: string };

/** `GET /api/players/:steamId/stats` → `data` (cms/src/game-servers/README.md). */
/** A server as the statistics name it. */
export type StatsServer = { documentId: string; name: string };

/** Figures of a player on one server or in total (cms/src/game-servers/README.md); K/D and HS % computed there. */
export type StatFigures = {
  level: number;
  kills: number;
  deaths: number;
  /** Kills ÷ deaths (÷ 1 without deaths), two decimals. */
  kd: number;
  headshots: number;
  hsPercentage: number;
  shots: number;
  hits: number;
  damage: number;
  suicides: number;
  teamKills: number;
  rounds: number;
  playTimeSeconds: number;
  /** The map's objectives (issue 46), each worth points in the score. */
  bombsPlanted: number;
  bombsDefused: number;
  hostagesRescued: number;
  hostagesKilled: number;
  vipsAssassinated: number;
  score: number;
  /** ISO 8601, null without any game. */
  firstSeen: string | null;
  lastSeen: string | null;
};

/** docs/product.md §3 "Player stats per server". */
export type PlayerServerStats = StatFigures & {
  server: StatsServer;
  /** The name last used there. */
  name: string;
  /** Position in that server's ranking of the same period; null until the player took part in a frag. */
  rank: number | null;
};

/** Playing now (where, since when), or when the player was last seen in a game. */
export type Presence = {
  state: 'playing' | 'offline';
  server: StatsServer | null;
  since: string | null;
  lastSeen: string | null;
};

/**
 * One weapon's figures in a period (issue 46): a player's on every server, or a server's players' together. Kills
 * and deaths come from the kill lines as they happen; shots, hits and damage from AMX Mod X's weaponstats, logged
 * as a player leaves or the map ends.
 */
export type WeaponFigures = {
  /** As the log names it ("ak47", "knife", a plugin's own); the site writes it for people (`weaponLabel`). */
  weapon: string;
  /** Kills of a player of the other team (the ranking's). */
  kills: number;
  /** Of those, the ones logged as headshots. */
  headshots: number;
  /** Headshots ÷ kills as a percentage, one decimal. */
  hsPercentage: number;
  /** Times killed by it. */
  deaths: number;
  shots: number;
  hits: number;
  /** Hits ÷ shots as a percentage, one decimal; null without shots, or for a weapon one shot of which can hit more than once (shotguns, grenades). */
  accuracy: number | null;
  damage: number;
};

/** A row of a server's weapon table (`GET /api/servers/:documentId/weapons` → `data[]`): how many players used it. */
export type ServerWeaponFigures = WeaponFigures & { players: number };

/** A row of a server's map table (`GET /api/servers/:documentId/maps` → `data[]`, issue 46), in a period. */
export type ServerMapFigures = {
  /** The map's file name as the log gives it, in lower case ("de_dust2"). */
  map: string;
  /** How long the server ran it while logging. */
  playTimeSeconds: number;
  rounds: number;
  ctWins: number;
  tWins: number;
  /** Players who played it (ranked ids), and their kills there. */
  players: number;
  kills: number;
};

/** A player's figures on one map, on every server together (issue 46). */
export type PlayerMapFigures = {
  map: string;
  kills: number;
  deaths: number;
  /** Kills ÷ deaths (÷ 1 without deaths), two decimals. */
  kd: number;
  rounds: number;
  roundsWon: number;
  /** Rounds won ÷ rounds as a percentage, one decimal; null without rounds. */
  winPercentage: number | null;
  playTimeSeconds: number;
};

/** How an award of the day is won (issue 46): `GET /api/servers/:documentId/awards` → `meta.rules`. */
export type AwardRuleText = { award: string; title: string; rule: string };

/** One award of a day: its winner and their figure ("42" with unit "kills"). */
export type AwardWinner = {
  award: string;
  title: string;
  value: number;
  unit: string;
  player: { steamID: string; name: string; profileId: string | null };
};

/** A finished Argentine day's awards on a server (`GET /api/servers/:documentId/awards` → `data[]`), newest first. */
export type AwardDay = { day: string; awards: AwardWinner[] };

/** An award a player won (their stats and profile: the last 30 days, newest first). */
export type PlayerAward = {
  award: string;
  title: string;
  /** The Argentine day, "2026-12-03". */
  day: string;
  server: StatsServer;
  value: number;
  unit: string;
};

/** Time played on one Argentine day, on every server ("2026-12-03"). */
export type PlayDay = { day: string; playTimeSeconds: number };

/** A visit to a server once it ended (issue 46): when, and the kills in it. */
export type PlayerSession = { server: StatsServer; from: string; to: string; kills: number };

/** A player's place in a server's all-time ranking at the end of an Argentine day ("2026-12-03"), of how many ranked. */
export type RankDay = { day: string; rank: number; rankedPlayers: number };

/**
 * A player's rank on one server over the last 30 days (issue 46: the profile's rank history): the finished days they
 * were ranked at, oldest first, and today's place so far last.
 */
export type ServerRankHistory = { server: StatsServer; days: RankDay[] };

export type PlayerStatsAnswer = {
  steamID: string;
  /** The name last used in a game; null without any. */
  name: string | null;
  servers: PlayerServerStats[];
  totals: StatFigures;
  /** Per weapon, on every server together, most kills first (the first with kills is the favourite). */
  weapons: WeaponFigures[];
  /** Per map, on every server together, most kills first (the first ones are the best maps). */
  maps: PlayerMapFigures[];
  /** The awards of the day won in the last 30 days, newest first (at most 20). */
  awards: PlayerAward[];
  /** Time played per day over the last 30 days, oldest first, today last (issue 46: the activity chart). */
  activity: PlayDay[];
  /** The last visits to the servers (at least a minute each), the latest first (at most 10). */
  sessions: PlayerSession[];
  /** Per server, the latest game first. */
  rankHistory: ServerRankHistory[];
  presence: Presence;
};

/** One row of a server's TOP 15 (`GET /api/servers/:documentId/top-players` → `data[]`, docs/product.md §3 "Top-15 row"). */
export type TopPlayer = {
  rank: number;
  /** The place in the same period's ranking at the end of yesterday (▲/▼ beside the rank); null: not ranked then ("nuevo"). */
  previousRank: number | null;
  steamID: string;
  name: string;
  kills: number;
  deaths: number;
  /** Kills per death, two decimals, computed by the CMS. */
  kd: number;
  shots: number;
  hits: number;
  headshots: number;
  /** Headshots as a percentage of kills, one decimal. */
  hsPercentage: number;
  score: number;
  /** The picture of the site user with this Steam ID ("/uploads/…"), or null for the name's initial. */
  avatar: string | null;
  /** That site user's profile address (their account's documentId: /perfil/:profileId), or null. */
  profileId: string | null;
};

/** A ban's state on the list (docs/product.md "Baneos"). */
export type BanState = 'activo' | 'permanente' | 'expirado' | 'levantado';

/** `GET /api/bans` → `data[]`, `GET /api/bans/:documentId` → `data` (cms/src/game-servers/README.md). Never an IP address. */
export type Ban = {
  documentId: string;
  player: { name: string | null; steamId: string; profileId: string | null };
  server: { documentId: string; name: string } | null;
  reason: string | null;
  /** The rule broken, as its anchor on the rules page (`general-3`), when staff named one. */
  ruleAnchor: string | null;
  /** `name` null: the server console ("Consola"). `profileId`: the admin's account, when their Steam ID is verified. */
  admin: { name: string | null; profileId: string | null };
  bannedAt: string;
  /** null: permanent. */
  durationSeconds: number | null;
  permanent: boolean;
  expiresAt: string | null;
  liftedAt: string | null;
  state: BanState;
  communityWide: boolean;
  /** A community-wide ban: on how many of the other servers its latest command (ban, or lift) was applied. */
  deliveries: { applied: number; total: number } | null;
};

/** A ban appeal's (descargo's) state (docs/product.md "Baneos"). */
export type AppealState = 'pendiente' | 'aceptado' | 'rechazado';

/** One of an appeal's images, a file of the CMS's upload plugin ("/uploads/…"). */
export type AppealImage = { url: string; width: number | null; height: number | null; mime: string };

/** `GET|POST /api/bans/:documentId/appeal` → `data`: the banned player's own appeal (cms/src/game-servers/README.md). */
export type BanAppeal = {
  documentId: string;
  banDocumentId: string;
  text: string;
  images: AppealImage[];
  state: AppealState;
  answer: string | null;
  createdAt: string;
  answeredAt: string | null;
};

/** `GET /api/ban-appeals` → `data[]` (staff): the text cut to its first 140 characters. */
export type AppealListItem = {
  documentId: string;
  state: AppealState;
  createdAt: string;
  answeredAt: string | null;
  excerpt: string;
  ban: Pick<Ban, 'documentId' | 'player' | 'server' | 'reason' | 'state'> | null;
};

/** What a line of the game log says of the player: chat, a kill or death, a suicide, a team, entering, leaving. */
export type EvidenceKind = 'chat' | 'team-chat' | 'kill' | 'death' | 'suicide' | 'team' | 'connect' | 'disconnect';

/** One line of an appeal's evidence: the banned player's own game log on the ban's server. */
export type AppealEvidenceLine = {
  /** When the CMS received the line (the clock the ban's bannedAt is on). */
  at: string;
  /** The game server's own log time, as written ("11/27/2026 - 14:57:05"). */
  logTime: string | null;
  kind: EvidenceKind;
  /** Chat: what was said; a kill or death: the other player's name; a team change: the team. */
  text: string;
  weapon: string | null;
  headshot: boolean;
  playerName: string;
};

/** `GET /api/ban-appeals/:documentId` → `data` (staff): the appeal, who answered it, its ban and the evidence. */
export type StaffAppeal = BanAppeal & {
  answeredBy: string | null;
  ban: Ban | null;
  evidence: {
    server: { documentId: string; name: string } | null;
    /** The ten minutes before the ban; null without a ban. */
    from: string | null;
    to: string | null;
    lines: AppealEvidenceLine[];
  };
};

export * from './reconnect';

export * from './memberships';

export * from './discord';
