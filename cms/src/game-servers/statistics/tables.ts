// Game statistics live in plain tables, like the status history: they are written in batches by the
// log consumer, read by aggregate queries that need their own indexes, and are no content an editor
// manages. Their shape is src/migrations' (Strapi leaves tables it did not create alone).
export const LINES_TABLE = 'game_log_lines';
export const SERVERS_TABLE = 'game_log_servers';
export const SESSIONS_TABLE = 'game_log_sessions';
export const DAYS_TABLE = 'game_player_days';
export const TOTALS_TABLE = 'game_player_totals';
export const NAMES_TABLE = 'game_player_names';
// Per player, server, Argentine day and weapon (issue 46): kills and deaths from the kill lines, shots, hits and
// damage from AMX Mod X's weaponstats.
export const WEAPON_DAYS_TABLE = 'game_player_weapon_days';
// Per server, Argentine day and map (issue 46): rounds, each team's wins, time played; and each player's figures there.
export const MAP_DAYS_TABLE = 'game_map_days';
export const PLAYER_MAP_DAYS_TABLE = 'game_player_map_days';
// Each validated player's visits to a server once they ended: from, to, kills (issue 46).
export const PLAYED_SESSIONS_TABLE = 'game_player_sessions';
// Each server's all-time ranking at the end of each finished Argentine day, for the players of the 30 days before it
// (issue 46: rank history); and how many were ranked that day.
export const PLAYER_RANK_DAYS_TABLE = 'game_player_rank_days';
export const RANK_HISTORY_DAYS_TABLE = 'game_rank_history_days';
export const LOCKS_TABLE = 'game_stats_locks';
export const REJECTS_TABLE = 'game_log_rejects';
export const CONSUMER_LOCK = 'log-consumer';

// Column names of the counters, in the order of StatCounts.
export const COUNT_COLUMNS = {
  kills: 'kills',
  deaths: 'deaths',
  headshots: 'headshots',
  shots: 'shots',
  hits: 'hits',
  damage: 'damage',
  suicides: 'suicides',
  teamKills: 'team_kills',
  rounds: 'rounds',
  playSeconds: 'play_seconds',
  bombsPlanted: 'bombs_planted',
  bombsDefused: 'bombs_defused',
  hostagesRescued: 'hostages_rescued',
  hostagesKilled: 'hostages_killed',
  vipsAssassinated: 'vips_assassinated',
} as const;

// Column names of the weapon counters, in the order of WeaponCounts.
export const WEAPON_COUNT_COLUMNS = {
  kills: 'kills',
  headshotKills: 'headshot_kills',
  deaths: 'deaths',
  shots: 'shots',
  hits: 'hits',
  damage: 'damage',
} as const;

export const MAP_COUNT_COLUMNS = {
  rounds: 'rounds',
  ctWins: 'ct_wins',
  tWins: 't_wins',
  playedMs: 'played_ms',
} as const;

export const PLAYER_MAP_COUNT_COLUMNS = {
  kills: 'kills',
  deaths: 'deaths',
  rounds: 'rounds',
  roundsWon: 'rounds_won',
  playSeconds: 'play_seconds',
} as const;
