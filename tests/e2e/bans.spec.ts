import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { apiUrl } from '../support/ports';

/**
 * Issue 26: /baneos and a ban's page, on the composed site against the real CMS and its seeded bans (one
 * permanent, one ending in a few hours, one lifted, one run out: cms/src/seed/bans.ts). Bans read from a server's
 * log over real UDP, and their live events, are covered by cms/src/game-servers/bans/__tests__/bans-api.test.ts: the site's
 * simulated servers hold their own ports, so a test cannot send a signed line in their name here.
 */

type Ban = {
  documentId: string;
  player: { name: string; steamId: string };
  admin: { name: string | null };
  state: string;
  expiresAt: string | null;
};

async function bans(request: APIRequestContext, query = ''): Promise<Ban[]> {
  const response = await request.get(`${apiUrl}/bans${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Ban[] }).data;
}

const banRow = (page: Page, playerName: string) =>
  page
    .getByRole('list', { name: 'Baneos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: playerName }) });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
}

test('/baneos lists the bans newest first, each with its admin, length, time left counting down and state', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const listed = await bans(request);
  const ending = listed.find((ban) => ban.state === 'activo' && ban.expiresAt)!;
  const permanent = listed.find((ban) => ban.state === 'permanente')!;
  const console = listed.find((ban) => ban.admin.name === null)!;

  // The page's clock is the test's: a minute passes without waiting one.
  await page.clock.install();
  await page.goto('/baneos');
  await expect(page.getByRole('heading', { level: 1, name: 'Baneos' })).toBeVisible();
  const rows = page
    .getByRole('list', { name: 'Baneos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') });
  await expect(rows).toHaveCount(listed.length);
  await expect(rows.first().getByRole('link').first()).toHaveText(listed[0]!.player.name);

  await expect(banRow(page, permanent.player.name).getByText('Permanente').first()).toBeVisible();
  await expect(banRow(page, console.player.name).getByText('Consola')).toBeVisible();
  const left = banRow(page, ending.player.name)
    .locator('dd')
    .filter({ hasText: / h \d+ min$| min \d\d s$/ });
  const first = await left.textContent();
  await page.clock.fastForward(61_000);
  await expect(left).not.toHaveText(first!);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('baneos.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test(
  'searching by a Steam ID in another form and filtering by state live in the address',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    const errors = collectErrors(page);
    const listed = await bans(request);
    const target = listed.find((ban) => ban.state === 'permanente')!;
    const [, y, z] = /^STEAM_\d:([01]):(\d+)$/.exec(target.player.steamId)!;
    const steamId3 = `[U:1:${Number(z) * 2 + Number(y)}]`;

    await page.goto('/baneos');
    await page.getByRole('searchbox', { name: 'Buscar por nick o Steam ID' }).fill(steamId3);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(`/baneos?q=${encodeURIComponent(steamId3)}`);
    const rows = page
      .getByRole('list', { name: 'Baneos' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') });
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('link').first()).toHaveText(target.player.name);

    await page.getByRole('link', { name: 'Levantados' }).click();
    await expect(page).toHaveURL(`/baneos?q=${encodeURIComponent(steamId3)}&estado=levantados`);
    await expect(page.getByRole('heading', { name: 'No hay baneos que coincidan' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver todos los baneos' }).click();
    await expect(page).toHaveURL('/baneos');

    // The seeded lifted ban, and any other test's (an accepted appeal lifts one: ban-appeals.spec.ts).
    const liftedBans = await bans(request, '?state=levantados');
    const lifted = liftedBans[0]!;
    await page.getByRole('link', { name: 'Levantados' }).click();
    await expect(rows).toHaveCount(liftedBans.length);
    await expect(rows.first().getByText('Levantado', { exact: true })).toBeVisible();
    await rows.first().getByRole('link', { name: lifted.player.name }).click();
    await expect(page).toHaveURL(`/baneos/${lifted.documentId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Baneo de ${lifted.player.name}` })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test('a ban page shows everything the list shows, and an unknown one says so', async ({ page, request }, testInfo) => {
  const errors = collectErrors(page);
  const ban = (await bans(request, '?state=activos')).find((one) => one.expiresAt)!;
  await page.goto(`/baneos/${ban.documentId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Baneo de ${ban.player.name}` })).toBeVisible();
  await expect(page.getByText(ban.player.steamId)).toBeVisible();
  await expect(page.getByText(/\(resta \d+ h \d+ min\)/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('baneo.png'), fullPage: true });
  expect(errors).toEqual([]);

  await page.goto('/baneos/noexiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Baneo no encontrado' })).toBeVisible();
});

test('the Comunidad menu and the footer lead to /baneos @desktop-only', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Baneos' }).click();
  await expect(page).toHaveURL('/baneos');
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await menu.getByRole('button', { name: 'Comunidad' }).click();
  await menu.getByRole('link', { name: /Baneos/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Baneos' })).toBeVisible();
});
