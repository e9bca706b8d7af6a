import type { HelpCategory } from '@cs16ar/shared';

/**
 * Every query key of the site, in one place, so that whatever changes data (a live event from the CMS, a
 * save) finds every cached copy of it. A key starts with the resource and narrows down:
 * `invalidateQueries({ queryKey: queryKeys.servers.all })` reaches the list, every detail and their
 * statistics.
 */
export const queryKeys = {
  servers: {
    all: ['servers'] as const,
    list: () => ['servers', 'list'] as const,
    detail: (documentId: string) => ['servers', 'detail', documentId] as const,
    statistics: (documentId: string) => ['servers', 'detail', documentId, 'statistics'] as const,
    /** Player-count history; `range` as the CMS names it (`24h`, `7d`, `30d`). */
    history: (documentId: string, range: string) => ['servers', 'detail', documentId, 'history', range] as const,
  },
  community: {
    all: ['community'] as const,
    /** The landing page's figures (`GET /community/summary`), kept live by the `summary` event. */
    summary: () => ['community', 'summary'] as const,
  },
  helpArticles: {
    all: ['help-articles'] as const,
    list: () => ['help-articles', 'list'] as const,
    bySlug: (slug: string) => ['help-articles', 'slug', slug] as const,
    byCategory: (category: HelpCategory | null) => ['help-articles', 'category', category] as const,
  },
  users: {
    all: ['users'] as const,
    servers: (userId: number) => ['users', userId, 'servers'] as const,
    /** Sample data until the CMS has public profiles (mfe-account/src/features/profile/sample-data). */
    profile: (userId: number) => ['users', userId, 'profile'] as const,
    statistics: (userId: number) => ['users', userId, 'statistics'] as const,
  },
};
