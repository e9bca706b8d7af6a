/** The periods the CMS ranks over: the last 30 days (the spec's TOP 15), the current month, all time. */
export const TOP_PLAYERS_PERIODS = ['30d', 'season', 'all'] as const;
export type TopPlayersPeriod = (typeof TOP_PLAYERS_PERIODS)[number];

/** One row of a server's TOP 15 (`GET /servers/:documentId/top-players`, docs/product.md §3 "Top-15 row"). */
export type TopPlayer = {
  rank: number;
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

/** A server's ranking for one period, and what the table says about it. */
export type TopPlayers = {
  players: TopPlayer[];
  period: TopPlayersPeriod;
  /** Start of the period (ISO 8601), null for all time. */
  from: string | null;
  /** When log lines of this server were last applied; null: the server has sent none yet. */
  updatedAt: string | null;
  /** Real players a server needs on before frags count. */
  minPlayers: number;
};
