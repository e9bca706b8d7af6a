import { expect, test, type TestInfo } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { signIn } from '../support/sign-in';
import { apiUrl, simulatorControlUrl, testPorts } from '../support/ports';

/**
 * Issue 26's "done when", through the composed site against the real CMS and the simulator (real UDP): a
 * simulated admin bans a simulated player on one simulated server (AMX Mod X's amx_ban, in that server's log
 * stream) and the open /baneos shows it without a reload; a staff member bans a player community-wide from
 * /admin and the ban's page shows it applied on the simulated servers, which refuse the player.
 */

async function control(path: string, body?: unknown) {
  if (!simulatorControlUrl) throw new Error('the simulator control runs only with the tests’ own site');
  return fetch(`${simulatorControlUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// A Steam ID and a name of this test's own, so the projects running side by side never meet.
function newPlayer(testInfo: TestInfo, tag: string) {
  const number = 6_000_000 + Math.floor(Math.random() * 1_000_000);
  const suffix = `${testInfo.project.name.slice(0, 3)}${number.toString(36)}`;
  return { steamId: `STEAM_0:${number % 2}:${number}`, name: `${tag} ${suffix}` };
}

test('@own-site a simulated admin bans a simulated player on one server: the open /baneos shows it, no reload', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  const player = newPlayer(testInfo, 'Tramposo');
  await page.goto('/baneos');
  await expect(page.getByRole('heading', { level: 1, name: 'Baneos' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // "CS Argentina #1" (the simulator's first server): amx_ban logs its line, then the engine's banid and kick.
  const banned = await control(`/servers/${testPorts.simulatorBase}/admin-ban`, {
    adminSteamId: 'STEAM_0:0:5151',
    adminName: 'Admin E2E',
    steamId: player.steamId,
    name: player.name,
    minutes: 600,
    reason: 'wallhack visto en la demo',
  });
  expect(banned.status).toBe(200);

  const row = page
    .getByRole('list', { name: 'Baneos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: player.name }) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('wallhack visto en la demo');
  await expect(row).toContainText('Admin E2E');
  await expect(row).toContainText('CS Argentina #1');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test(
  '@own-site staff ban a player community-wide from /admin: the ban page shows it applied on the simulated servers',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    const player = newPlayer(testInfo, 'Griefer');
    // The demo admin is on the staff (administrator).
    await signIn(page, 'admin', 'Admin1234');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderación' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descargos' })).toHaveAttribute('href', '/admin/descargos');

    const form = page.getByRole('form', { name: 'Nuevo baneo' });
    await form.getByLabel('Steam ID').fill(player.steamId);
    await form.getByLabel(/Nick del jugador/).fill(player.name);
    const firstServer = form.getByLabel('Servidor').locator('option', { hasText: 'CS Argentina #1 ' });
    await form.getByLabel('Servidor').selectOption({ label: (await firstServer.textContent())!.trim() });
    await form.getByLabel('Motivo').fill('Bloquear a su equipo');
    // Hours, so /baneos and its detail count it down in hours and minutes like the seeded bans (bans.spec.ts).
    await form.getByLabel('Duración', { exact: true }).fill('10');
    await form.getByLabel('Unidad', { exact: true }).selectOption('hours');
    await form.getByLabel(/Aplicar en toda la comunidad/).check();
    await form.getByLabel(/Nota interna/).fill('Avisado dos veces por chat');
    await page.screenshot({ path: testInfo.outputPath('admin.png'), fullPage: true });
    await form.getByRole('button', { name: 'Banear' }).click();
    await expect(form.getByText('Baneo creado.')).toBeVisible();
    await form.getByRole('link', { name: 'Ver el baneo' }).click();
    await expect(page).toHaveURL(/\/baneos\/[a-z0-9]+$/);
    const documentId = page.url().split('/').pop()!;

    await expect(page.getByRole('heading', { level: 1, name: `Baneo de ${player.name}` })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Acciones del staff' });
    await expect(panel.getByText('Avisado dos veces por chat')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Registro' })).toContainText('Lo aplicó en toda la comunidad');

    // Its own server and every other one that answers apply it over rcon; the page follows live until all did.
    const servers = (await (await control('/servers')).json()) as { port: number; name: string; answering: boolean }[];
    const answering = servers.filter((server) => server.answering);
    await expect
      .poll(
        async () => {
          const ban = (await (await page.request.get(`${apiUrl}/bans/${documentId}`)).json()) as {
            data: { deliveries: { applied: number } | null };
          };
          return ban.data.deliveries?.applied ?? 0;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(answering.length);
    await expect(
      panel.getByRole('heading', { name: `Aplicado en ${answering.length} de ${servers.length} servidores` }),
    ).toBeVisible({
      timeout: 20_000,
    });
    const second = answering.find((server) => server.port !== testPorts.simulatorBase)!;
    await expect(
      panel.getByRole('list', { name: 'Baneo por servidor' }).getByRole('listitem').filter({ hasText: second.name }),
    ).toContainText('Aplicado');
    await expect(
      page.getByText(`En toda la comunidad · aplicado en ${answering.length} de ${servers.length}`),
    ).toBeVisible();

    // The simulated servers refuse the player now.
    const onSecond = (await (await control(`/servers/${second.port}/bans/${player.steamId}`)).json()) as {
      banned: boolean;
    };
    expect(onSecond.banned).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('ban-staff-panel.png'), fullPage: true });
    expect(errors).toEqual([]);
  },
);

test('the moderation page is for the staff only: a player goes home', { tag: '@desktop-only' }, async ({ page }) => {
  await signIn(page, 'jugador', 'Jugador1234');
  await page.goto('/admin');
  await expect(page).toHaveURL(/:\d+\/$/);
});
