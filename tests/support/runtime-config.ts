import type { Page } from '@playwright/test';
import { contentSecurityPolicy } from '../../scripts/lib/content-security-policy.mjs';
import { shellUrl } from './ports';

export type RuntimeConfigJson = {
  apiUrl: string;
  remotes: Record<string, string>;
  heroVideo: { provider: 'youtube'; videoId: string } | null;
  [key: string]: unknown;
};

/**
 * Serves the shell an edited runtime config, as an operator would deploy one: the runtime-config.json the
 * browser fetches and, on every page of the shell, the Content-Security-Policy computed from it (the
 * README's deployment rule; what the static server does for the config it serves).
 */
export async function deployRuntimeConfig(page: Page, edit: (config: RuntimeConfigJson) => RuntimeConfigJson) {
  // A page whose document the test fulfils has no address space of its own, so Chromium (Local Network
  // Access) treats it as public and refuses its calls to the CMS on loopback unless the visitor allows them.
  // A real deployment has no such step: the document and the CMS come from the network they live on.
  await page.context().grantPermissions(['local-network-access'], { origin: new URL(shellUrl).origin });
  const edited = async () => edit(await (await page.request.get(`${shellUrl}/runtime-config.json`)).json());
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: edit(await response.json()) });
  });
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document' || !request.url().startsWith(shellUrl)) return route.fallback();
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': contentSecurityPolicy(await edited()) },
    });
  });
}
