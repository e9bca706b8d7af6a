// Runtime settings of the game-log listener and the statistics, read from the environment when used so
// tests can vary them. Every one is documented in cms/README.md.
function intFromEnv(name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value >= min && value <= max ? value : fallback;
}

export const DEFAULT_GAME_LOG_PORT = 27500;

// UDP port of the log listener (`logaddress_add <cms> <port>` on each game server); 0 turns it off.
export function gameLogPort(): number {
  return intFromEnv('GAME_LOG_PORT', DEFAULT_GAME_LOG_PORT, 0, 65535);
}

export function gameLogHost(): string {
  return process.env.GAME_LOG_HOST?.trim() || '0.0.0.0';
}

// Lines per second one game server may send, sustained; a burst of twice as many is let through.
export function gameLogRatePerSource(): number {
  return intFromEnv('GAME_LOG_RATE_PER_SOURCE', 1000, 1);
}

// Real players (validated Steam IDs, no bots, no HLTV) a server needs before frags count.
export function gameStatsMinPlayers(): number {
  return intFromEnv('GAME_STATS_MIN_PLAYERS', 4, 0, 64);
}

// How long read results (rankings, player stats) are reused.
export function gameStatsCacheMs(): number {
  return intFromEnv('GAME_STATS_CACHE_MS', 5000, 0);
}

// How often the rank history takes the finished days it lacks (and yesterday again, for lines applied late).
export function gameStatsRankHistoryIntervalMs(): number {
  return intFromEnv('GAME_STATS_RANK_HISTORY_INTERVAL_MS', 60 * 60 * 1000, 1000);
}

// How often every instance re-reads the servers' addresses and log secrets (edits made through this
// instance apply at once).
export function gameLogSourcesRefreshMs(): number {
  return intFromEnv('GAME_LOG_SOURCES_REFRESH_MS', 30000, 1000);
}

// How often the listener writes its counters to the log, when anything was received or dropped.
export function gameLogReportIntervalMs(): number {
  return intFromEnv('GAME_LOG_REPORT_INTERVAL_MS', 60000, 100);
}

// A server silent for this long has no one playing on it any more.
export function gameStatsSessionGapMs(): number {
  return intFromEnv('GAME_STATS_SESSION_GAP_MS', 10 * 60 * 1000, 1000);
}

// Applied lines are kept this long, so a copy of a datagram arriving late at another instance still
// finds its twin and is not counted again.
export const APPLIED_LINES_RETENTION_MS = 15 * 60 * 1000;

// How often the leader drops a ban appeal's evidence lines older than 30 days (src/game-servers/ban-evidence): daily.
export function banEvidencePurgeIntervalMs(): number {
  return intFromEnv('BAN_EVIDENCE_PURGE_INTERVAL_MS', 24 * 60 * 60 * 1000, 1000);
}
