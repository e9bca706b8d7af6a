import type { TopPlayer } from '@cs16ar/shared';

/** The periods the CMS ranks over: the last 30 days (the spec's TOP 15), the current month, all time. */
export const TOP_PLAYERS_PERIODS = ['30d', 'season', 'all'] as const;
export type TopPlayersPeriod = (typeof TOP_PLAYERS_PERIODS)[number];

/** One row of a server's TOP 15: its shape is written once, in the API contract (`@cs16ar/contracts`). */
export type { TopPlayer };

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
