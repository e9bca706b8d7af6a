// `GET /api/community/summary` (cms/README.md "Live data") and the server history: the CMS's answers, whose
// shapes are written once in the API contract (contracts/).
export type {
  ActivePlayer,
  CommunitySummary,
  FeaturedServer,
  HistoryBucket,
  HistoryRange,
  ServerHistory,
} from '@cs16ar/contracts';
