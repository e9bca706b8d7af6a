// Exposed to the shell as `mfe_community/BanModerationPage` (default export, see shared/src/remotes/remote-modules.ts).
export { BanModerationPage as default } from '../features/ban-moderation/components/ban-moderation-page';
