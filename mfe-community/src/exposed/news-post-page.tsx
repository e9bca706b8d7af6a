// Exposed to the shell as `mfe_community/NewsPostPage` (default export, see shared/src/remotes/remote-modules.ts).
export { NewsPostPage as default } from '../features/news/components/news-post-page';
