import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from '../support/ports';
import { setGameServerAnswering } from '../support/simulator-control';

/**
 * Issue 13: open pages follow the game servers live. A simulated server is taken down while /servidores is
 * open; the page shows it Offline once the CMS's poll saw it, through the page's live events (the real
 * EventSource against the real CMS), without a reload and without asking for the list again. How soon is a
 * figure of `npm run bench` (the SSE part), not a wall-clock limit here: on a busy machine it only flaked.
 */
type ApiServer = { documentId: string; name: string; port: number; online: boolean };

async function apiServers(page: Page): Promise<ApiServer[]> {
  const response = await page.request.get(`${apiUrl}/servers?pagination[pageSize]=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiServer[] }).data;
}

async function isOnline(page: Page, documentId: string): Promise<boolean> {
  return (await apiServers(page)).find((server) => server.documentId === documentId)!.online;
}

// Not the servers other tests look at by name (Dust2, Zombie Plague, the GunGame ones).
const VICTIM = 'CS Argentina | Jailbreak';

// Tagged @own-site: it takes a game server down through the simulator's control, which only the tests' own
// site has, so the config leaves it out against a site that is already running (E2E_BASE_URL).

test(
  'a server that goes down shows Offline on an open /servidores through a live event, without reload or a new read',
  { tag: ['@own-site', '@desktop-only'] },
  async ({ page }) => {
    await expect.poll(async () => (await apiServers(page)).filter((server) => server.online).length).toBe(21);
    const victim = (await apiServers(page)).find((server) => server.name === VICTIM)!;

    await page.goto('/servidores');
    const card = page.getByRole('article', { name: VICTIM });
    await expect(card.getByText('Online', { exact: true })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const listReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/api/servers')) listReads.push(request.url());
    });

    await setGameServerAnswering(victim.port, false);
    try {
      // The CMS's poll that finds it silent: from that moment the API says offline.
      await expect.poll(() => isOnline(page, victim.documentId), { intervals: [100], timeout: 30_000 }).toBe(false);
      await expect(card.getByText('Offline', { exact: true })).toBeVisible();

      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(listReads, 'the change came with a live event, not a new read of the list').toEqual([]);
      await expect(page.getByRole('status').filter({ hasText: `${VICTIM} está offline` })).toBeAttached();
    } finally {
      await setGameServerAnswering(victim.port, true);
    }
    await expect.poll(() => isOnline(page, victim.documentId), { timeout: 30_000 }).toBe(true);
    await expect(card.getByText('Online', { exact: true })).toBeVisible();
  },
);
