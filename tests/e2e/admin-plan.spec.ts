import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { apiUrl, testPorts } from '../support/ports';
import { sayInGame } from '../support/simulator-chat';
import { signIn } from '../support/sign-in';

/**
 * Issue 44, the Admin plan: a member with the plan (a staff courtesy here; the purchase itself is membership.spec.ts)
 * links their Steam ID in a simulated server's chat, chooses that server as theirs on /tu-membresia, and from /admin
 * kicks a simulated player and bans them for an hour, over the server's real UDP rcon; the ban is on /baneos in
 * their name.
 */
test(
  '@own-site an Admin member kicks and bans a player on their server from /admin, and the ban shows on /baneos',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    // A purchase, a kick and the wait for the player back in the panel's next read (up to 20 s).
    test.setTimeout(90_000);
    const username = `e2e_adm_${Date.now().toString(36)}${testInfo.retry}`;
    const password = 'Clave-e2e-123';
    const registered = await page.request.post(`${apiUrl}/auth/local/register`, {
      data: { username, email: `${username}@example.com`, password },
    });
    expect(registered.ok()).toBe(true);
    const { jwt } = (await registered.json()) as { jwt: string };
    const staff = (await (
      await page.request.post(`${apiUrl}/auth/local`, { data: { identifier: 'admin', password: 'Admin1234' } })
    ).json()) as { jwt: string };
    const courtesy = await page.request.post(`${apiUrl}/membership/staff/courtesy`, {
      headers: { Authorization: `Bearer ${staff.jwt}` },
      data: { username, plan: 'admin', days: 30, reason: 'Prueba e2e del panel' },
    });
    expect(courtesy.ok()).toBe(true);

    // The Steam ID linked by saying the code in the chat of "CS Argentina #1" (the simulator's first server).
    const code = await page.request.post(`${apiUrl}/steam-link/code`, { headers: { Authorization: `Bearer ${jwt}` } });
    const { data } = (await code.json()) as { data: { code: string } };
    const number = 7_000_000 + Math.floor(Math.random() * 1_000_000);
    await sayInGame(testPorts.simulatorBase, `STEAM_0:1:${number}`, `!vincular ${data.code}`, `Admin ${number}`);

    await signIn(page, username, password);
    const errors = collectErrors(page);
    await page.goto('/tu-membresia');
    const card = page.getByRole('region', { name: 'Tu servidor de admin' });
    const field = card.getByLabel('Servidor donde vas a ser admin');
    const first = field.locator('option', { hasText: 'CS Argentina #1 ' });
    await field.selectOption({ label: (await first.textContent())!.trim() });
    await card.getByRole('button', { name: 'Elegir servidor' }).click();
    await expect(card.getByText(/Listo: sos admin en CS Argentina #1/)).toBeVisible();

    // A player on that server who breaks the rules.
    const victim = { steamId: `STEAM_0:0:${number + 1}`, name: `Molesto ${number.toString(36)}` };
    await sayInGame(testPorts.simulatorBase, victim.steamId, 'jaja', victim.name);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tu servidor' })).toBeVisible();
    const players = page.getByRole('list', { name: /^Jugadores en CS Argentina #1/ });
    const row = players.getByRole('listitem').filter({ hasText: victim.name });
    await row.getByRole('button', { name: 'Expulsar' }).click();
    await row.getByRole('button', { name: `Sí, expulsar a ${victim.name}` }).click();
    await expect(page.getByText(`Expulsaste a ${victim.name}.`)).toBeVisible();
    await expect(players.getByRole('listitem').filter({ hasText: victim.name })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('admin-plan.png'), fullPage: true });

    // Back in, and banned for an hour. The panel reads the server's players every 15 s, from a listing the CMS
    // shares for 5 s (the one taken right after the kick may still be it).
    await sayInGame(testPorts.simulatorBase, victim.steamId, 'volví', victim.name);
    await page.reload();
    const again = page
      .getByRole('list', { name: /^Jugadores en CS Argentina #1/ })
      .getByRole('listitem')
      .filter({
        hasText: victim.name,
      });
    await expect(again.getByRole('button', { name: 'Banear' })).toBeVisible({ timeout: 30_000 });
    await again.getByRole('button', { name: 'Banear' }).click();
    const form = again.getByRole('form', { name: `Banear a ${victim.name}` });
    await form.getByLabel('Duración').selectOption({ label: '1 hora' });
    await form.getByLabel('Motivo').fill('Insultos en el chat');
    await form.getByRole('button', { name: `Banear a ${victim.name}` }).click();
    await expect(page.getByText(`Baneaste a ${victim.name} por 1 hora.`, { exact: false })).toBeVisible();
    const actions = page.getByRole('list', { name: 'Tus acciones' });
    await expect(actions).toContainText(`Baneaste a ${victim.name} por 1 hora`);
    await expect(actions).toContainText(`Expulsaste a ${victim.name}`);

    await page.goto('/baneos');
    const listed = page
      .getByRole('list', { name: 'Baneos' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: victim.name }) });
    await expect(listed).toHaveCount(1);
    await listed.getByRole('link', { name: victim.name }).click();
    await expect(page.getByText('Insultos en el chat')).toBeVisible();
    // Given in the member's name (their username: they set no nickname).
    await expect(page.getByText(username).first()).toBeVisible();
    expect(errors).toEqual([]);
  },
);
