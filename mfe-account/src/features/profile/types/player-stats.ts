/** A server as the statistics name it. */
export type StatsServer = { documentId: string; name: string };

/** Figures of a player on one server or in total (cms/README.md "Game statistics"); K/D and HS % computed there. */
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

export type PlayerStats = { servers: PlayerServerStats[]; totals: StatFigures };

/** Playing now (where, since when), or when the player was last seen in a game. */
export type Presence = {
  state: 'playing' | 'offline';
  server: StatsServer | null;
  since: string | null;
  lastSeen: string | null;
};
