import { useEffect } from 'react';

export const SITE_NAME = 'CS 1.6 Argentina';

/** Sets the document title ("<title> · CS 1.6 Argentina") and meta description of the page shown. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
