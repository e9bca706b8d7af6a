// `GET /api/community/summary` (cms/README.md "API"), the server history, a player's statistics and a TOP 15 row: the CMS's answers, whose
// shapes are written once in the API contract (contracts/).
export type {
  ActivePlayer,
  CommunitySummary,
  FeaturedServer,
  HistoryBucket,
  HistoryRange,
  PlayerMapFigures,
  PlayerServerStats,
  PlayerStatsAnswer,
  Presence,
  ServerHistory,
  ServerMapFigures,
  ServerWeaponFigures,
  StatFigures,
  StatsServer,
  TopPlayer,
  WeaponFigures,
} from '@cs16ar/contracts';
