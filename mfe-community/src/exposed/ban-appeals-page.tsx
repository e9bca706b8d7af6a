// Exposed to the shell as `mfe_community/BanAppealsPage` (default export, see shared/src/remotes/remote-modules.ts).
export { BanAppealsPage as default } from '../features/ban-appeals/components/ban-appeals-page';
