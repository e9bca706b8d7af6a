import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';
import { chromiumArgs, chromiumPath } from '../support/ports';
import { buildRemoteVariant, deploy, repoRoot } from '../support/remote-variant';
import { deployRuntimeConfig } from '../support/runtime-config';

/**
 * Issue 8: a team ships its remote without the shell being rebuilt, and a remote built against an older
 * minor of the shared package keeps working. Each test serves its remote from a folder of its own and
 * points the (unchanged) shell at it through the runtime config, as an operator would.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
// The edited runtime config and its Content-Security-Policy reach the page through route.fulfill, and
// Chromium counts a fulfilled page as coming from the public address space, which may not fetch from
// loopback (Local Network Access). A real deployment serves both from its own host; here the check is off.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});
// These tests rebuild remotes (about a minute each) and what they prove (which build the shell loads) does
// not depend on the viewport: tagged @desktop-only, they run once, in the desktop project.
const desktopOnly = { tag: '@desktop-only' };

type Served = { url: string; root: string; close: () => Promise<void> };

async function serveFolder(root: string): Promise<Served> {
  const server = createStaticServer({ root });
  await listen(server, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Serves the shell's runtime config with one remote moved to `manifestUrl` (and the CSP that goes with it). */
async function pointRemoteAt(page: Page, remote: string, manifestUrl: string) {
  await deployRuntimeConfig(page, (config) => ({ ...config, remotes: { ...config.remotes, [remote]: manifestUrl } }));
}

/** Remotes a team redeploys on its own: the page it changes, and what the new build adds to it. */
const redeploys = [
  {
    remote: 'mfe-membership',
    federationName: 'mfe_membership',
    exposed: 'src/exposed/membership-page.tsx',
    page: 'MembershipPage',
    route: '/membresia',
    heading: 'Seleccioná tu plan de membresía',
    note: 'Nueva versión del equipo de membresías',
  },
  {
    remote: 'mfe-community',
    federationName: 'mfe_community',
    exposed: 'src/exposed/news-list-page.tsx',
    page: 'NewsListPage',
    route: '/comunidad/novedades',
    heading: 'Novedades',
    note: 'Nueva versión del equipo de la comunidad',
  },
];

for (const redeploy of redeploys) {
  test(
    `a rebuilt ${redeploy.remote} shows its change after a reload; the shell and the other remotes are untouched`,
    desktopOnly,
    async ({ page }) => {
      const deployed = mkdtempSync(path.join(tmpdir(), 'cs16-deploy-'));
      cpSync(path.join(repoRoot, redeploy.remote, 'dist'), deployed, { recursive: true });
      const served = await serveFolder(deployed);
      const shellMainBefore = readFileSync(path.join(repoRoot, 'shell', 'dist', 'main.js'));
      try {
        await pointRemoteAt(page, redeploy.federationName, `${served.url}/mf-manifest.json`);
        await page.goto(redeploy.route);
        await expect(page.getByRole('heading', { level: 1, name: redeploy.heading })).toBeVisible();
        await expect(page.getByText(redeploy.note)).toHaveCount(0);

        const build = buildRemoteVariant({
          remote: redeploy.remote,
          tag: 'visible-change',
          edit: (read) => {
            const exposed = read(redeploy.exposed);
            const source = /from '([^']+)'/.exec(exposed)![1];
            return {
              [redeploy.exposed]: [
                `import { ${redeploy.page} } from '${source}';`,
                `export default function ${redeploy.page}WithBanner() {`,
                '  return (',
                '    <>',
                `      <p role="note">${redeploy.note}</p>`,
                `      <${redeploy.page} />`,
                '    </>',
                '  );',
                '}',
                '',
              ].join('\n'),
            };
          },
        });
        deploy(build, deployed);

        await page.reload();
        await expect(page.getByRole('note')).toHaveText(redeploy.note);
        await expect(page.getByRole('heading', { level: 1, name: redeploy.heading })).toBeVisible();

        await page.goto('/ayuda');
        await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
        await expect(page.getByRole('note')).toHaveCount(0);
        expect(readFileSync(path.join(repoRoot, 'shell', 'dist', 'main.js')).equals(shellMainBefore)).toBe(true);
      } finally {
        await served.close();
        rmSync(deployed, { recursive: true, force: true });
      }
    },
  );
}

test(
  'a remote built against an older minor of the shared package works in the current shell',
  desktopOnly,
  async ({ page }) => {
    const current = JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')).version as string;
    const [major, minor] = current.split('.').map(Number);
    expect(minor, 'the shared package has had a minor release to be older than').toBeGreaterThan(0);
    const served = await serveFolder(
      buildRemoteVariant({ remote: 'mfe-help', tag: 'older-shared', sharedVersion: `${major}.${minor! - 1}.0` }),
    );
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await pointRemoteAt(page, 'mfe_help', `${served.url}/mf-manifest.json`);

      await page.goto('/ayuda');

      await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await served.close();
    }
  },
);

test(
  'a remote that needs another major of the shared package fails loudly, in Spanish, in its area only',
  desktopOnly,
  async ({ page }) => {
    const current = JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')).version as string;
    const nextMajor = `${Number(current.split('.')[0]) + 1}.0.0`;
    const served = await serveFolder(
      buildRemoteVariant({ remote: 'mfe-help', tag: 'next-major', sharedVersion: nextMajor }),
    );
    try {
      const consoleErrors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
      await pointRemoteAt(page, 'mfe_help', `${served.url}/mf-manifest.json`);

      await page.goto('/ayuda');

      await expect(page.getByRole('alert')).toContainText('No pudimos mostrar el centro de ayuda');
      expect(consoleErrors.join('\n')).toMatch(/@cs16ar\/shared/);
      await expect(page.getByRole('banner')).toBeVisible();
      await page.goto('/membresia');
      await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu plan de membresía' })).toBeVisible();
    } finally {
      await served.close();
    }
  },
);
