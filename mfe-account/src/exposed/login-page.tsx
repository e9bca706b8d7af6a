// Exposed to the shell as `mfe_account/LoginPage` (default export, see shared/src/remotes/remote-modules.ts).
export { LoginPage as default } from '../features/login/components/login-page';
