// Exposed to the shell as `mfe_community/BansPage` (default export, see shared/src/remotes/remote-modules.ts).
export { BansPage as default } from '../features/bans/components/bans-page';
