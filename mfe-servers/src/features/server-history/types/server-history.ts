/** `GET /servers/:documentId/history?range=` (cms/README.md "Live data"): the player count, downsampled. */
export type HistoryRange = '24h' | '7d' | '30d';

export type HistoryBucket = {
  /** Start of the bucket (ISO, UTC). */
  start: string;
  /** Polls recorded in it; 0: nothing recorded (the CMS was not polling). */
  samples: number;
  /** Share of those polls the server answered; null when nothing was recorded. */
  online: number | null;
  /** Over the polls it answered; null when it answered none. */
  players: { min: number; avg: number; max: number } | null;
  /** Maps played in it, in order. */
  maps: string[];
};

export type ServerHistory = {
  documentId: string;
  range: HistoryRange;
  from: string;
  to: string;
  bucketSeconds: number;
  peakPlayers: number | null;
  peakAt: string | null;
  averagePlayers: number | null;
  availability: number | null;
  busiestHour: { start: string; end: string; averagePlayers: number } | null;
  buckets: HistoryBucket[];
};
