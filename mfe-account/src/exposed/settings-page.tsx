// Exposed to the shell as `mfe_account/SettingsPage` (default export, see shared/src/remotes/remote-modules.ts).
export { SettingsPage as default } from '../features/settings/components/settings-page';
