// Exposed to the shell as `mfe_account/RegisterPage` (default export, see shared/src/remotes/remote-modules.ts).
export { RegisterPage as default } from '../features/register/components/register-page';
