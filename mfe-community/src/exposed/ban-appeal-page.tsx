// Exposed to the shell as `mfe_community/BanAppealPage` (default export, see shared/src/remotes/remote-modules.ts).
export { BanAppealPage as default } from '../features/ban-appeals/components/ban-appeal-page';
