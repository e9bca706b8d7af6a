export const helpCategories = ['general', 'account', 'servers', 'membership', 'payments', 'technical'] as const;

export type HelpCategory = (typeof helpCategories)[number];

export const helpCategoryLabels: Record<HelpCategory, string> = {
  general: 'General',
  account: 'Cuenta',
  servers: 'Servidores',
  membership: 'Membresía',
  payments: 'Pagos',
  technical: 'Soporte Técnico',
};

export function isHelpCategory(value: unknown): value is HelpCategory {
  return typeof value === 'string' && (helpCategories as readonly string[]).includes(value);
}

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
