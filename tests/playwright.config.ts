import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, shellUrl } from './support/ports';

const notOnThisSite = process.env.E2E_BASE_URL ? [/@own-site/] : [];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './support/global-setup.ts',
  // One site, one CMS database: tests that change data run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: shellUrl,
    locale: 'es-AR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // Which project runs what, by tag (nothing is skipped at run time): @desktop-only tests need the desktop
  // layout or do not depend on the viewport (HTTP headers, rebuilt remotes) and run once; @mobile-only tests need
  // the phone layout; @own-site tests need the simulator's control, which a site already running lacks.
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
      grepInvert: [/@mobile-only/, ...notOnThisSite],
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grepInvert: [/@desktop-only/, ...notOnThisSite],
    },
  ],
});
