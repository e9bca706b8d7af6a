import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from '../support/ports';

/**
 * Issue 4: the server list and the server detail through the composed site, against the seeded CMS and the
 * A2S simulator (26 servers, 5 of them not answering).
 */
type ApiServer = {
  documentId: string;
  name: string;
  online: boolean;
  current_data: { players: { online: number; list: { name: string }[] }; map: string } | null;
};

const DUST2 = 'CS Argentina #1 | Clásico 24/7 Dust2';
const ZOMBIE = 'CS Argentina | Zombie Plague 5.0';

async function apiServers(page: Page): Promise<ApiServer[]> {
  const response = await page.request.get(`${apiUrl}/servers?populate=*&pagination[pageSize]=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiServer[] }).data;
}

// The poller writes the first statuses right after the CMS starts; wait for them so the page shows them.
async function waitForLiveStatus(page: Page): Promise<ApiServer[]> {
  await expect
    .poll(async () => (await apiServers(page)).filter((server) => server.online).length, { timeout: 20_000 })
    .toBe(21);
  return apiServers(page);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
}

function serverCards(page: Page) {
  return page.getByRole('list', { name: 'Servidores' }).getByRole('article');
}

test('the list shows every server with its live status, in cards of equal height', async ({ page }) => {
  await waitForLiveStatus(page);
  await page.goto('/servidores');

  await expect(page.getByRole('heading', { level: 1, name: 'Servidores de la comunidad' })).toBeVisible();
  await expect(serverCards(page)).toHaveCount(26);
  await expect(serverCards(page).getByText('Offline', { exact: true })).toHaveCount(5);
  await expect(serverCards(page).getByText('Online', { exact: true })).toHaveCount(21);

  const dust2 = page.getByRole('article', { name: DUST2 });
  await expect(dust2.getByText('de_dust2', { exact: true })).toBeVisible();
  await expect(dust2.getByText(/^\d+\/32$/)).toBeVisible();
  await expect(dust2.getByRole('link', { name: 'Entrar a jugar' })).toHaveAttribute(
    'href',
    /^steam:\/\/connect\/127\.0\.0\.1:\d+$/,
  );
  // The photo (its description comes from the CMS) really loads.
  const photo = dust2.getByRole('img');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(
    page.getByRole('article', { name: 'CS Argentina VIP | Clásico 5v5' }).getByText('VIP', { exact: true }),
  ).toBeVisible();

  const heights = await serverCards(page).evaluateAll((cards) =>
    cards.map((card) => card.getBoundingClientRect().height),
  );
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
  await expectNoSidewaysScroll(page);
});

test('from the list to a server, its players tab shows the simulated players', async ({ page }) => {
  await waitForLiveStatus(page);
  await page.goto('/servidores');

  await page.getByRole('article', { name: DUST2 }).getByRole('link', { name: 'Ver más detalles' }).click();

  await expect(page).toHaveURL(/\/servidores\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: DUST2 })).toBeVisible();
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Radar del mapa de_dust2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Conectar con Steam' })).toHaveAttribute('href', /^steam:\/\/connect\//);
  await expect(page.getByRole('region', { name: 'Estadísticas' })).toContainText('Disponibilidad (24 h)');

  const playersTab = page.getByRole('tab', { name: /^Jugadores \d+ conectados$/ });
  await playersTab.click();
  await expect(page).toHaveURL(/\?tab=jugadores$/);
  await expect(playersTab).toHaveAttribute('aria-selected', 'true');

  // The visible badge (its spoken form is "N conectados").
  const count = Number(await playersTab.locator('[aria-hidden="true"]').textContent());
  expect(count).toBeGreaterThan(0);
  const rows = page.getByRole('tabpanel').getByRole('row');
  await expect(rows).toHaveCount(count + 1);
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText(/^\d+ min \d{2} s$/);

  // The names are the simulator's, as the CMS reports them (players come and go every few seconds).
  const shown = await rows.evaluateAll((all) => all.slice(1).map((row) => row.querySelector('td')?.textContent ?? ''));
  const reported = (await apiServers(page)).find((server) => server.name === DUST2)!.current_data!.players.list;
  expect(shown.filter((name) => reported.some((player) => player.name === name)).length).toBeGreaterThan(0);

  // The tab survives a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Jugadores/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: /Volver a la lista de servidores/ }).click();
  await expect(page).toHaveURL(/\/servidores$/);
  await expect(serverCards(page)).toHaveCount(26);
});

test('a server that does not answer shows unknown values', async ({ page }) => {
  const servers = await waitForLiveStatus(page);
  const down = servers.find((server) => !server.online)!;

  await page.goto(`/servidores/${down.documentId}`);

  await expect(page.getByRole('heading', { level: 1, name: down.name })).toBeVisible();
  await expect(page.getByText('Estado desconocido')).toBeVisible();
  const status = page.getByRole('region', { name: 'Estado del servidor' });
  await expect(status).toContainText('Desconocido');
  await expect(page.getByRole('tab', { name: 'Jugadores cantidad desconocida' })).toBeVisible();
});

test('guide and rules tabs render the markdown of the CMS', async ({ page }) => {
  const servers = await waitForLiveStatus(page);
  const zombie = servers.find((server) => server.name === ZOMBIE)!;

  await page.goto(`/servidores/${zombie.documentId}?tab=guia`);

  await expect(page.getByRole('tab', { name: 'Guía del modo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Guía de Zombie Plague' })).toBeVisible();

  await page.getByRole('tab', { name: 'Reglamento' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Reglas generales' })).toBeVisible();

  // The ranking itself (from the servers' logs) is tested in game-stats.spec.ts.
  await page.getByRole('tab', { name: 'TOP 15' }).click();
  await expect(page.getByRole('tabpanel').getByRole('group', { name: 'Período del ranking' })).toBeVisible();
});

test('the address copy button confirms for a moment', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const servers = await waitForLiveStatus(page);
  const dust2 = servers.find((server) => server.name === DUST2)!;
  await page.goto(`/servidores/${dust2.documentId}`);

  await page.getByRole('button', { name: /^Copiar dirección 127\.0\.0\.1:\d+$/ }).click();

  await expect(page.getByRole('button', { name: '¡Copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^127\.0\.0\.1:\d+$/);
  await expect(page.getByRole('button', { name: /^Copiar dirección/ })).toBeVisible({ timeout: 5_000 });
});

test('search, mode filter and sorting live in the URL', async ({ page }) => {
  await waitForLiveStatus(page);
  await page.goto('/servidores');
  await expect(serverCards(page)).toHaveCount(26);

  await page.getByRole('searchbox', { name: 'Buscar' }).fill('zombie');
  await expect(page).toHaveURL(/\?q=zombie$/);
  const names = () => serverCards(page).getByRole('heading', { level: 2 }).allTextContents();
  await expect.poll(async () => (await names()).length).toBeGreaterThan(0);
  for (const name of await names()) expect(name.toLowerCase()).toContain('zombie');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('zombie');

  await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
  await page.getByRole('combobox', { name: 'Modo de juego' }).selectOption('GunGame');
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Nombre (A-Z)' });
  await expect(page).toHaveURL(/modo=GunGame/);
  await expect(page).toHaveURL(/orden=nombre/);
  await expect(serverCards(page)).toHaveCount(2);
  expect(await names()).toEqual(['CS Argentina | GunGame Arsenal', 'CS Argentina | GunGame Córdoba']);
});

test('an unknown server says "Servidor no encontrado" with a way back', async ({ page }) => {
  await page.goto('/servidores/noexiste');

  await expect(page.getByRole('heading', { level: 1, name: 'Servidor no encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a Servidores' }).click();
  await expect(page).toHaveURL(/\/servidores$/);
});

test("a server's banner is drawn by the CMS from its live status, with the snippets to paste it elsewhere", async ({
  page,
}) => {
  const dust2 = (await waitForLiveStatus(page)).find((server) => server.name === DUST2)!;
  await page.goto(`/servidores/${dust2.documentId}`);

  const card = page.getByRole('region', { name: 'Banner para tu sitio' });
  const png = `${apiUrl}/servers/${dust2.documentId}/banner.png`;
  const image = card.getByRole('img', { name: `Banner de ${DUST2}` });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', png);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(468);
  const serverPage = `${new URL(page.url()).origin}/servidores/${dust2.documentId}`;
  await expect(card.getByLabel('BBCode (foros)', { exact: true })).toHaveValue(
    `[url=${serverPage}][img]${png}[/img][/url]`,
  );
  await expect(card.getByLabel('HTML', { exact: true })).toHaveValue(
    new RegExp(`^<a href="${serverPage}"><img src="${png}" `),
  );

  // The SVG beside it says what the server is playing now.
  const svg = await (await page.request.get(`${apiUrl}/servers/${dust2.documentId}/banner.svg`)).text();
  expect(svg).toContain(`${dust2.current_data!.map} · `);
  await expectNoSidewaysScroll(page);
});
