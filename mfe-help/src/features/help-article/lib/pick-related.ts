import type { HelpArticle } from '@cs16ar/shared';

export const RELATED_ARTICLES_LIMIT = 3;

/**
 * docs/product.md §2: up to three related articles from the same category, never the article itself. The ones its
 * editor linked come first; the rest of its category fills the remaining places.
 */
export function pickRelated(article: HelpArticle, sameCategory: HelpArticle[]): HelpArticle[] {
  const picked: HelpArticle[] = [];
  const seen = new Set<string>([article.documentId]);
  for (const candidate of [...(article.relatedArticles ?? []), ...sameCategory]) {
    if (picked.length === RELATED_ARTICLES_LIMIT) break;
    if (candidate.category !== article.category || seen.has(candidate.documentId)) continue;
    if (candidate.slug === article.slug) continue;
    seen.add(candidate.documentId);
    picked.push(candidate);
  }
  return picked;
}
