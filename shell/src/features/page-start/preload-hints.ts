import type { ResponsiveImage } from '@cs16ar/shared/start';

// `<link rel="preload">` hints added at run time, once a page knows what it is about to download, and
// `<link rel="prefetch">` ones for what a next page may need. Each file is hinted once: the page's start
// (page-start.ts) and the shell's own start may both know the same file.

function hinted(as: string, href: string, rels = ['preload']): boolean {
  const selector = rels.map((rel) => `link[rel="${rel}"][as="${as}"]`).join(',');
  return [...document.head.querySelectorAll<HTMLLinkElement>(selector)].some(
    (link) => link.href === new URL(href, document.baseURI).href,
  );
}

/** Asks the browser for a picture a page is about to show, first among what it downloads. */
export function preloadPicture(picture: ResponsiveImage): void {
  if (hinted('image', picture.src)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = picture.src;
  if (picture.srcSet && picture.sizes) {
    link.setAttribute('imagesrcset', picture.srcSet);
    link.setAttribute('imagesizes', picture.sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * Asks the browser for a script the page will run (a remote's entry or chunk), so it downloads now; the
 * classic `<script>` Module Federation adds for it later (no `crossorigin`, as this hint) takes the download.
 */
export function preloadScript(src: string): void {
  if (hinted('script', src)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = src;
  document.head.append(link);
}

/**
 * Asks the browser to download, when it has nothing better to do, a script a next page may run (the remote's
 * entry and chunks of a link in view): downloaded, not run, so it costs the page in view no main-thread time.
 * The browser keeps it for that page (five minutes at least, whatever its cache headers say).
 */
export function prefetchScript(src: string): void {
  if (hinted('script', src, ['preload', 'prefetch'])) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute('as', 'script');
  link.href = src;
  document.head.append(link);
}
