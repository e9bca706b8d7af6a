import type { Core, UID } from '@strapi/strapi';

// Sobre nosotros, as published (a draft is never shown).
const ABOUT_UID = 'api::about-page.about-page' as UID.ContentType;

type AboutRow = { title: string; summary?: string | null; body: string; updatedAt: string };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async published() {
    const row = (await (
      strapi.documents(ABOUT_UID) as unknown as { findFirst: (params: object) => Promise<AboutRow | null> }
    ).findFirst({ status: 'published' })) as AboutRow | null;
    if (!row) return null;
    return {
      title: row.title,
      summary: row.summary?.trim() || null,
      body: row.body,
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  },
});
