import type { ResponsiveImage } from '@cs16ar/shared/start';

// `<link rel="preload">` hints added at run time, once a page knows what it is about to download. Each file is
// hinted once: the page's start (page-start.ts) and the shell's own start may both know the same file.

function hinted(as: string, href: string): boolean {
  return [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="${as}"]`)].some(
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
