import { useCallback, useEffect, useState } from 'react';
import type { HelpArticle } from '@cs16ar/shared';
import { getHelpArticles } from '../api/get-help-articles';

export type HelpArticlesState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; articles: HelpArticle[] };

/** Titles in Spanish dictionary order, ignoring the opening "¿" and accents. */
const byTitle = new Intl.Collator('es', { sensitivity: 'base', ignorePunctuation: true });

/** All help articles, with a retry for when the CMS could not be reached. */
export function useHelpArticles(): HelpArticlesState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Tagged with the attempt it answers, so a retry shows loading again without resetting state in the effect.
  const [result, setResult] = useState<{ attempt: number; state: HelpArticlesState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getHelpArticles(controller.signal).then(
      (articles) => {
        const sorted = [...articles].sort((a, b) => byTitle.compare(a.title, b.title));
        setResult({ attempt, state: { status: 'success', articles: sorted } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC §8: list failures are logged; the page also offers a retry instead of staying empty.
        console.error('No se pudieron cargar los artículos de ayuda', error);
        setResult({ attempt, state: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const state: HelpArticlesState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return { ...state, reload };
}
