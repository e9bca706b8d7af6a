// Exposed to the shell as `mfe_account/ProfilePage` (default export, see shared/src/remotes/remote-modules.ts).
export { ProfilePage as default } from '../features/profile/components/profile-page';
