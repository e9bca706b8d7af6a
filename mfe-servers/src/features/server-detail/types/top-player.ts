/** One row of a server's TOP 15 (SPEC §3 "Top-15 row"). */
export type TopPlayer = {
  rank: number;
  name: string;
  kills: number;
  deaths: number;
  /** Kills per death. */
  kd: number;
  shots: number;
  headshots: number;
  /** Headshots as a percentage of kills. */
  hsPercentage: number;
  score: number;
  /** A picture URL, or null for the name's initial. */
  avatar: string | null;
};
