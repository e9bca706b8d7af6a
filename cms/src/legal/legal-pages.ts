import type { UID } from '@strapi/strapi';

// The site's two legal pages (cms/README.md "Legal pages"): the terms (/terminos) and the privacy policy
// (/privacidad), one entry each of the content type staff edit.
export const LEGAL_PAGE_UID = 'api::legal-page.legal-page' as UID.ContentType;
export const LEGAL_PAGES = ['terminos', 'privacidad'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

export const isLegalPageName = (value: unknown): value is LegalPageName =>
  typeof value === 'string' && (LEGAL_PAGES as readonly string[]).includes(value);
