import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { apiUrl, testPorts } from '../support/ports';
import { sayInGame } from '../support/simulator-chat';
import { signIn } from '../support/sign-in';

/**
 * Issue 44: what a member pays for reaches the game. A fresh player buys Premium at MercadoPago's checkout (the
 * stand-in), links their Steam ID by saying the code in a simulated server's chat, and the simulated game hosts'
 * cron (game-server/sync-users-ini.sh, every few seconds here) writes them into AMX Mod X's users.ini; the server
 * reloads its admins over rcon and logs them in, and /tu-membresia reads that confirmation from the log.
 */
test(
  '@own-site a new Premium member links their Steam ID and the server confirms their privileges on /tu-membresia',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const username = `e2e_vip_${Date.now().toString(36)}${testInfo.retry}`;
    const password = 'Clave-e2e-123';
    const registered = await page.request.post(`${apiUrl}/auth/local/register`, {
      data: { username, email: `${username}@example.com`, password },
    });
    expect(registered.ok()).toBe(true);
    const { jwt } = (await registered.json()) as { jwt: string };
    await signIn(page, username, password);

    await page.goto('/membresia');
    await page
      .getByRole('article', { name: 'Premium' })
      .getByRole('button', { name: /Seleccionar Plan/ })
      .click();
    await page
      .getByRole('region', { name: 'Actualizar a Premium' })
      .getByRole('button', { name: 'Completar Compra' })
      .click();
    await page.getByRole('button', { name: 'Aprobar el pago' }).click();
    await expect(page.getByText(/MercadoPago aprobó tu pago y ya sos Premium/)).toBeVisible();

    // No Steam ID yet: the privileges wait for it. (The site's own pages from here on: none may fail.)
    const errors = collectErrors(page);
    await page.goto('/tu-membresia');
    const privileges = page.getByRole('region', { name: 'Privilegios en los servidores' });
    await expect(privileges).toContainText('Tus privilegios esperan tu Steam ID');
    await expect(privileges.getByRole('link', { name: 'Vincular mi Steam ID' })).toHaveAttribute('href', '/perfil');

    // The link code, said in the chat of "CS Argentina #1" (the simulator's first server), where the player stays.
    const code = await page.request.post(`${apiUrl}/steam-link/code`, { headers: { Authorization: `Bearer ${jwt}` } });
    expect(code.ok()).toBe(true);
    const { data } = (await code.json()) as { data: { code: string } };
    const steamId = `STEAM_0:0:${8_000_000 + Math.floor(Math.random() * 1_000_000)}`;
    await sayInGame(testPorts.simulatorBase, steamId, `!vincular ${data.code}`);

    // Within a minute the game host's script wrote the block, the server reloaded its admins and logged the member
    // in; the page reads it by itself (it asks again while a server has not confirmed).
    await page.reload();
    await expect(privileges.getByText(/^Privilegios aplicados en 1 de \d+ servidores$/)).toBeVisible({
      timeout: 60_000,
    });
    const confirmed = privileges.getByRole('list', { name: 'Servidores que confirmaron tus privilegios' });
    await expect(confirmed.getByRole('listitem')).toHaveCount(1);
    await expect(confirmed).toContainText('CS Argentina #1');
    await expect(confirmed).toContainText('Aplicado');

    // The own profile says it too.
    await page.goto('/perfil');
    await expect(page.getByRole('region', { name: 'Privilegios' })).toContainText(/Privilegios aplicados en 1 de \d+/);
    expect(errors).toEqual([]);
  },
);
