/** The site's two legal pages, as the CMS names them (`GET /legal/:page`). */
export type LegalPageName = 'terminos' | 'privacidad';

/** `GET /legal/:page` (cms/README.md "Legal pages"): the terms or the privacy policy, as published. */
export type LegalPageContent = {
  page: LegalPageName;
  title: string;
  summary: string | null;
  /** Markdown. */
  body: string;
  updatedAt: string;
};
