import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@cs16ar/shared/build/create-webpack-config.mjs';

// The pages this remote exposes are the contract in shared/src/remotes/remote-modules.ts.
export const exposes = {
  './HelpCentrePage': './src/exposed/help-centre-page.tsx',
  './HelpArticlePage': './src/exposed/help-article-page.tsx',
};

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'mfe_help',
  port: 3003,
  exposes,
  title: 'Ayuda · CS 1.6 Argentina (modo aislado)',
});
