import type { CommunitySummary } from '@cs16ar/shared';

/**
 * What "Nuestra Comunidad" shows: nothing yet (its layout reserved), the CMS's figures, or a quiet "—" when
 * the CMS cannot be reached. `live`: the figures follow the CMS's live events right now (the live dot).
 */
export type SummaryView =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; summary: CommunitySummary; live: boolean };
