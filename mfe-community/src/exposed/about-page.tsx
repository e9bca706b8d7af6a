// Exposed to the shell as `mfe_community/AboutPage` (default export, see shared/src/remotes/remote-modules.ts).
export { AboutPage as default } from '../features/about/components/about-page';
