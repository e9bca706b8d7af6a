import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@cs16ar/shared/build/create-webpack-config.mjs';

// The pages this remote exposes are the contract in shared/src/remotes/remote-modules.ts.
export const exposes = {
  './NewsListPage': './src/exposed/news-list-page.tsx',
  './NewsPostPage': './src/exposed/news-post-page.tsx',
  './RulesPage': './src/exposed/rules-page.tsx',
  './StaffPage': './src/exposed/staff-page.tsx',
  './BansPage': './src/exposed/bans-page.tsx',
  './BanDetailPage': './src/exposed/ban-detail-page.tsx',
  './BanModerationPage': './src/exposed/ban-moderation-page.tsx',
  './BanAppealsPage': './src/exposed/ban-appeals-page.tsx',
  './BanAppealPage': './src/exposed/ban-appeal-page.tsx',
  './AboutPage': './src/exposed/about-page.tsx',
  './TermsPage': './src/exposed/terms-page.tsx',
  './PrivacyPage': './src/exposed/privacy-page.tsx',
};

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'mfe_community',
  port: 3005,
  exposes,
  title: 'Comunidad · CS 1.6 Argentina (modo aislado)',
});
