// The statistics' shapes are the CMS's, written once in the API contract (contracts/) and re-exported by the
// shared package; the profile reads the figures apart from the presence.
import type { PlayerStatsAnswer } from '@cs16ar/shared';

export type {
  PlayDay,
  PlayerSession,
  PlayerAward,
  PlayerMapFigures,
  PlayerServerStats,
  Presence,
  RankDay,
  ServerRankHistory,
  StatFigures,
  StatsServer,
  WeaponFigures,
} from '@cs16ar/shared';

export type PlayerStats = Pick<
  PlayerStatsAnswer,
  'servers' | 'totals' | 'weapons' | 'maps' | 'awards' | 'activity' | 'sessions' | 'rankHistory'
>;
