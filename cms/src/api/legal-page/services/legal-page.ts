import type { Core } from '@strapi/strapi';
import { LEGAL_PAGE_UID, type LegalPageName } from '../../../legal/legal-pages';

// The terms and the privacy policy, as published (a draft is never shown): one entry per page, edited by staff.

type LegalRow = { page: LegalPageName; title: string; summary?: string | null; body: string; updatedAt: string };
type Documents = { findFirst: (params: object) => Promise<LegalRow | null> };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async published(page: LegalPageName) {
    const row = await (strapi.documents(LEGAL_PAGE_UID) as unknown as Documents).findFirst({
      status: 'published',
      filters: { page },
    });
    if (!row) return null;
    return {
      page: row.page,
      title: row.title,
      summary: row.summary?.trim() || null,
      body: row.body,
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  },
});
