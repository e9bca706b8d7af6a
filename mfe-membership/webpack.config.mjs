import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@cs16ar/shared/build/create-webpack-config.mjs';

// The pages this remote exposes are the contract in shared/src/remotes/remote-modules.ts.
export const exposes = {
  './MembershipPage': './src/exposed/membership-page.tsx',
  './YourMembershipPage': './src/exposed/your-membership-page.tsx',
};

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'mfe_membership',
  port: 3004,
  exposes,
  title: 'Membresía · CS 1.6 Argentina (modo aislado)',
});
