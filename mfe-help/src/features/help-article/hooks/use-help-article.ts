import { useCallback, useEffect, useState } from 'react';
import { isHelpCategory, isNotFound, type HelpArticle } from '@cs16ar/shared';
import { getHelpArticleBySlug } from '../api/get-help-article-by-slug';
import { getHelpArticlesByCategory } from '../api/get-help-articles-by-category';
import { pickRelated } from '../lib/pick-related';

export type HelpArticleState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  /** `related` is null until the category's articles have arrived. */
  | { status: 'success'; article: HelpArticle; related: HelpArticle[] | null };

/** SPEC §4 "Help article": loading, then not found, failed, or shown; related articles follow. */
export function useHelpArticle(slug: string): HelpArticleState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${slug}`;
  // Tagged with the request it answers: another slug or a retry reads as loading until its own answer.
  const [result, setResult] = useState<{ request: string; state: HelpArticleState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const show = (state: HelpArticleState) => {
      if (!signal.aborted) setResult({ request, state });
    };

    async function load() {
      let article: HelpArticle | null;
      try {
        article = await getHelpArticleBySlug(slug, signal);
      } catch (error) {
        if (signal.aborted) return;
        if (isNotFound(error)) return show({ status: 'not-found' });
        console.error(`No se pudo cargar el artículo de ayuda "${slug}"`, error);
        return show({ status: 'error' });
      }
      if (!article) return show({ status: 'not-found' });
      show({ status: 'success', article, related: null });

      let sameCategory: HelpArticle[] = [];
      if (isHelpCategory(article.category)) {
        try {
          sameCategory = await getHelpArticlesByCategory(article.category, signal);
        } catch (error) {
          if (signal.aborted) return;
          // The article is what the reader came for; related ones fall back to those its editor linked.
          console.error('No se pudieron cargar los artículos relacionados', error);
        }
      }
      show({ status: 'success', article, related: pickRelated(article, sameCategory) });
    }

    void load();
    return () => controller.abort();
  }, [slug, request]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const state: HelpArticleState = result?.request === request ? result.state : { status: 'loading' };
  return { ...state, reload };
}
