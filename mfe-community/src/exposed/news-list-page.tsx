// Exposed to the shell as `mfe_community/NewsListPage` (default export, see shared/src/remotes/remote-modules.ts).
export { NewsListPage as default } from '../features/news/components/news-list-page';
