import type { AppealListItem, BanAppeal } from '@cs16ar/shared';

// The CMS's answers about ban appeals (cms/src/game-servers/README.md: /api/bans/:documentId/appeal, /api/ban-appeals) are
// written once in `@cs16ar/contracts` and read through `@cs16ar/shared`; here, what this feature makes of them.

export type AppealPage = { appeals: AppealListItem[]; page: number; pageCount: number; total: number };

/** What the ban page knows of the signed-in player's appeal: not theirs to appeal, none yet, or theirs. */
export type OwnAppeal = { status: 'not-theirs' } | { status: 'none' } | { status: 'sent'; appeal: BanAppeal };
