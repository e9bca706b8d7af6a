/** SPEC §3 "Player stats per server". */
export type PlayerServerStats = {
  serverId: number;
  serverName: string;
  /** Position in the server's ranking (1 = best). */
  rank: number;
  level: number;
  kills: number;
  deaths: number;
  /** Seconds played on that server. */
  playTime: number;
  /** ISO 8601 date of the last game there. */
  lastPlayed: string;
};
