import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@cs16ar/shared/build/create-webpack-config.mjs';

// The pages this remote exposes are the contract in shared/src/remotes/remote-modules.ts.
export const exposes = {
  './LoginPage': './src/exposed/login-page.tsx',
  './RegisterPage': './src/exposed/register-page.tsx',
  './ProfilePage': './src/exposed/profile-page.tsx',
  './ForgotPasswordPage': './src/exposed/forgot-password-page.tsx',
  './ResetPasswordPage': './src/exposed/reset-password-page.tsx',
  './SettingsPage': './src/exposed/settings-page.tsx',
};

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'mfe_account',
  port: 3002,
  exposes,
  title: 'Cuenta · CS 1.6 Argentina (modo aislado)',
});
