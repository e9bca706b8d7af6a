import { useEffect } from 'react';
import { documentTitle } from '../remotes/page-heads';

/** Sets the document title ("<title> · CS 1.6 Argentina") and meta description of the page shown. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
