// The page's start (src/page-start.ts, a script of its own) and what the shell's code shares with it.
export { preloadPicture } from './preload-hints';
export { pageStartSent } from './page-start-signal';
// Not start-page.ts: it imports `@cs16ar/shared/start`, the page start's own copy of the shared modules (with its own
// runtime config), which the shell's bundles must not carry; they use `@cs16ar/shared`.
export { REMOTE_PAGE_META } from './remote-page-meta';
