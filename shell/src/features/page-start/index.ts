// The page's start (src/page-start.ts, a script of its own) and what the shell's code shares with it.
export { preloadPicture } from './preload-hints';
export { pageStartSent } from './page-start-signal';
export { REMOTE_PAGE_META } from './start-page';
