// `GET /api/community/summary` (cms/README.md "Live data"), the server history and a player's statistics: the CMS's answers, whose
// shapes are written once in the API contract (contracts/).
export type {
  ActivePlayer,
  CommunitySummary,
  FeaturedServer,
  HistoryBucket,
  HistoryRange,
  PlayerServerStats,
  PlayerStatsAnswer,
  Presence,
  ServerHistory,
  StatFigures,
  StatsServer,
} from '@cs16ar/contracts';
