// Exposed to the shell as `mfe_account/ForgotPasswordPage` (default export, see shared/src/remotes/remote-modules.ts).
export { ForgotPasswordPage as default } from '../features/password-recovery/components/forgot-password-page';
