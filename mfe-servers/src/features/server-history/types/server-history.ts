// `GET /servers/:documentId/history?range=` (cms/README.md "API"): the player count, downsampled. The
// shape is the CMS's, written once in the API contract (contracts/) and re-exported by the shared package.
export type { HistoryBucket, HistoryRange, ServerHistory } from '@cs16ar/shared';
