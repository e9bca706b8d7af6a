// Exposed to the shell as `mfe_help/HelpArticlePage` (default export, see shared/src/remotes/remote-modules.ts).
export { HelpArticlePage as default } from '../features/help-article/components/help-article-page';
