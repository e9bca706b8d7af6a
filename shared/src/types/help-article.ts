import type { HelpCategory } from '@cs16ar/contracts';

// The categories themselves are the CMS's as much as the site's: written once in the API contract.
export { helpCategories, isHelpCategory, type HelpCategory } from '@cs16ar/contracts';

export const helpCategoryLabels: Record<HelpCategory, string> = {
  general: 'General',
  account: 'Cuenta',
  servers: 'Servidores',
  membership: 'Membresía',
  payments: 'Pagos',
  technical: 'Soporte Técnico',
};

export type HelpArticle = {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  /** HTML written by editors: sanitise before rendering. */
  content: string;
  category: HelpCategory;
  featured?: boolean;
  relatedArticles?: HelpArticle[];
  createdAt?: string;
  updatedAt: string;
  publishedAt?: string;
};
