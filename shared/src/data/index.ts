// `@cs16ar/shared/data`: the site's one data layer, TanStack Query v5 bundled here and shared as its own
// Module Federation singleton (one copy, one QueryClient per page). Apps import it from here, never from
// @tanstack (ESLint enforces it). It is apart from `@cs16ar/shared` so the landing page, which fetches
// nothing, does not download it; it imports the rest of the package by its name, never by a relative path.
export { queryOptions, skipToken } from '@tanstack/react-query';
export type { QueryClient, QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
export { createQueryClient, shouldRetry, useQuery, useQueryClient } from './query-client';
export { queryKeys } from './query-keys';
export { getMyMembership, myMembershipQuery, myPrivilegesQuery } from './my-membership-query';
export { queryView, type QueryView } from './query-view';
export { useAfterPaint } from './use-after-paint';
export { useAccountChanges, useLiveEvents, useLiveRefresh, liveEventsOf, disposeLiveEvents } from './use-live-refresh';
export type { LiveState } from './live-events';
export { readCommunitySummary, type ServerLiveEvent } from './live-event-messages';
