// Exposed to the shell as `mfe_account/ResetPasswordPage` (default export, see shared/src/remotes/remote-modules.ts).
export { ResetPasswordPage as default } from '../features/password-recovery/components/reset-password-page';
