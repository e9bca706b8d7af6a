import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@cs16ar/shared/build/create-webpack-config.mjs';

// The pages this remote exposes are the contract in shared/src/remotes/remote-modules.ts.
export const exposes = {
  './ServerListPage': './src/exposed/server-list-page.tsx',
  './ServerDetailPage': './src/exposed/server-detail-page.tsx',
};

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'mfe_servers',
  port: 3001,
  exposes,
  title: 'Servidores · CS 1.6 Argentina (modo aislado)',
});
