import { untilReactOwns } from '../support/hydration';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { apiUrl, discordStandInUrl } from '../support/ports';

/**
 * Issue 45: the community's Discord on the composed site, against the tests' CMS and its Discord stand-in
 * (cms/discord-sandbox, which cms/scripts/start.js runs with DISCORD_SANDBOX=true): a player links their Discord
 * account from /ajustes through Discord's authorization page and unlinks it; /discord shows how many are in the
 * server and online, as Discord's invite answer says.
 */

const INVITE_CODE = 'cs16argentina';

function newPlayer(testInfo: TestInfo) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const username = `e2e_dc_${testInfo.project.name}_${suffix}`.slice(0, 30);
  return { username, email: `${username}@example.com`, password: 'Clave-e2e-123' };
}

async function signInAsNew(page: Page, testInfo: TestInfo) {
  const player = newPlayer(testInfo);
  const registered = await page.request.post(`${apiUrl}/auth/local/register`, { data: player });
  expect(registered.ok()).toBe(true);
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Email o nombre de usuario').fill(player.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
}

test('@own-site a player links Discord from /ajustes through Discord’s page, and unlinks it', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  await signInAsNew(page, testInfo);
  await page.goto('/ajustes');
  const card = page.getByRole('region', { name: 'Discord' });
  await expect(card.getByRole('button', { name: 'Vincular Discord' })).toBeVisible();
  // The player's long address (shown in "Email") wraps: the page stays as wide as a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await card.getByRole('button', { name: 'Vincular Discord' }).click();

  // Discord's authorization page (the stand-in's), then back through the CMS to /ajustes.
  await expect(page.getByRole('heading', { name: /quiere ver tu nombre de usuario de Discord/ })).toBeVisible();
  await page.getByRole('link', { name: 'Autorizar' }).click();
  await expect(page).toHaveURL(/\/ajustes\?discord=vinculado$/);
  await expect(card.getByText('¡Listo! Tu cuenta de Discord quedó vinculada.')).toBeVisible();
  await expect(card.getByText(/^Vinculada a jugador\d+ \(/)).toBeVisible();
  const discordName =
    (await card
      .getByText(/^Vinculada a/)
      .locator('strong')
      .textContent()) ?? '';

  // Shown on the profile only once the player says so.
  await page.goto('/perfil');
  const info = page.getByRole('region', { name: 'Información' });
  await expect(info.getByText('Miembro desde')).toBeVisible();
  await expect(info.getByText('Discord', { exact: true })).toHaveCount(0);
  await page.goto('/ajustes');
  const shown = card.getByRole('checkbox', { name: 'Mostrar mi nombre de Discord en mi perfil' });
  // Checked before hydration, the box is unchecked again by it ("did not change its state" under CI load).
  await untilReactOwns(shown);
  await shown.check();
  await expect(card.getByRole('checkbox', { name: 'Mostrar mi nombre de Discord en mi perfil' })).toBeChecked();
  await page.goto('/perfil');
  await expect(info.getByText(discordName, { exact: true })).toBeVisible();
  await page.goto('/ajustes');

  await card.getByRole('button', { name: 'Desvincular Discord' }).click();
  await expect(card.getByRole('button', { name: 'Vincular Discord' })).toBeVisible();
  await expect(card.getByText(/^Vinculada a/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('@own-site a player who cancels on Discord’s page comes back told, nothing linked', async ({ page }, testInfo) => {
  await signInAsNew(page, testInfo);
  await page.goto('/ajustes');
  const card = page.getByRole('region', { name: 'Discord' });
  await card.getByRole('button', { name: 'Vincular Discord' }).click();
  await page.getByRole('link', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/ajustes\?discord=cancelado$/);
  await expect(card.getByText('Cancelaste la vinculación en Discord: tu cuenta sigue como estaba.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Vincular Discord' })).toBeVisible();
});

test('@own-site /discord shows how many are in the community’s Discord and online, and its invite', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const counts = { name: 'CS 16 Argentina', members: 5120, online: 812 };
  expect((await request.post(`${discordStandInUrl}/_sandbox/invites/${INVITE_CODE}`, { data: counts })).status()).toBe(
    204,
  );
  // The CMS asks Discord again once its last answer is older than DISCORD_INVITE_CACHE_MS.
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${apiUrl}/discord/invite`)).json()) as { data: { members: number } }).data.members,
    )
    .toBe(counts.members);

  await page.goto('/discord');
  await expect(page.getByRole('heading', { level: 1, name: 'Discord' })).toBeVisible();
  const now = page.getByLabel('El Discord ahora');
  await expect(now.getByText('5.120')).toBeVisible();
  await expect(now.getByText('miembros')).toBeVisible();
  await expect(now.getByText('812')).toBeVisible();
  await expect(now.getByText('en línea')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unirse al Discord' })).toHaveAttribute(
    'href',
    `https://discord.gg/${INVITE_CODE}`,
  );
  expect(errors).toEqual([]);
});
