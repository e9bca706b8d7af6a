// Exposed to the shell as `mfe_help/HelpCentrePage` (default export, see shared/src/remotes/remote-modules.ts).
export { HelpCentrePage as default } from '../features/help-centre/components/help-centre-page';
