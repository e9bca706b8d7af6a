import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { apiUrl } from '../support/ports';
import { topBar } from '../support/site-navigation';

/**
 * Issue 48: a player's first hour on the composed site, on a 390x844 phone and a 1440x900 desktop: figures that say
 * what they count, the way into a game first (with and without Steam), the terms and the privacy policy, the way to
 * an appeal for a visitor, and the spots that looked unfinished.
 */

const PLAYER = { username: 'jugador', password: 'Jugador1234' };
const STAFF = { username: 'admin', password: 'Admin1234' };

type Summary = { registeredUsers: number; playersSeen: { count: number; since: string | null } };
type Server = { documentId: string; name: string; ipAddress: string; port: number };

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${apiUrl}${path}`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.getByLabel('Email o nombre de usuario').fill(who.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

async function signedIn(page: Page, who: { username: string; password: string }) {
  await page.goto('/iniciar-sesion');
  await signIn(page, who);
  await expect(page).toHaveURL(/:\d+\/$/);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
}

/** The element's text is on one line and whole: neither wrapped nor cut. */
async function expectOneWholeLine(locator: Locator) {
  const box = await locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return {
      lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
      cut: element.scrollWidth - element.clientWidth,
    };
  });
  expect(box.lines, 'one line').toBe(1);
  expect(box.cut, 'nothing cut off').toBeLessThanOrEqual(0);
}

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test('the landing says what each figure counts, and offers a signed-in player their profile instead of joining', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const stats = page.getByTestId('community-stats');
  await stats.scrollIntoViewIfNeeded();
  const players = stats.locator('div', { has: page.locator('dt', { hasText: 'Usuarios registrados' }) });
  await expect(players.locator('dt')).toContainText('jugadores que pasaron por los servidores');
  await expect
    .poll(async () => {
      const summary = await apiData<Summary>(request, '/community/summary');
      const shown = await page.getByText(/cuentas? en el sitio\./).textContent();
      return shown?.startsWith(`${new Intl.NumberFormat('es-AR').format(summary.registeredUsers)} cuenta`);
    })
    .toBe(true);
  await expect(page.getByText(/cuentas? en el sitio\./)).toContainText(
    /Cada jugador cuenta una vez, por su Steam ID, desde [a-z]+ de \d{4}\.|Los servidores todavía no registraron/,
  );
  const hero = page.locator('main section').first();
  await expect(hero.getByText(/^Desde 2012, más de 130\.000 jugadores registrados pasaron/)).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Unirse ahora' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await signedIn(page, PLAYER);
  await expect(hero.getByRole('link', { name: 'Ir a mi perfil' })).toHaveAttribute('href', '/perfil');
  await expect(page.getByRole('link', { name: 'Unirse ahora' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Crear cuenta' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the landing’s latest news show their cover pictures, not empty grey blocks', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  // Without scrolling to them: a visitor who scrolls fast, or a whole-page capture, finds them there already.
  const covers = page.getByRole('region', { name: 'Últimas novedades' }).getByRole('listitem').locator('img');
  await expect(covers).toHaveCount(3);
  await expect
    .poll(() => covers.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth > 0)))
    .toEqual([true, true, true]);
  expect(errors).toEqual([]);
});

test('a server page puts the way into the game first, the address on one line, and every tab in sight', async ({
  page,
  request,
  viewport,
}) => {
  const errors = collectErrors(page);
  const [server] = await apiData<Server[]>(request, '/servers?populate=*');
  const address = `${server!.ipAddress}:${server!.port}`;
  await page.goto(`/servidores/${server!.documentId}`);
  const join = page.getByRole('region', { name: 'Entrar a jugar' });
  await expect(join).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Secciones del servidor' });
  // On a phone it comes before the tabs and the statistics; on a desktop it heads the side column.
  if ((viewport?.width ?? 0) < 1024) expect(await top(join)).toBeLessThan(await top(tabs));
  else expect(Math.abs((await top(join)) - (await top(tabs)))).toBeLessThan(40);
  await expect(join.getByRole('link', { name: 'Conectar con Steam' })).toHaveAttribute(
    'href',
    `steam://connect/${address}`,
  );
  await expectOneWholeLine(join.getByText(address, { exact: true }));

  // Every tab is in sight: none hidden beyond a sideways scroll.
  const tabBox = (await tabs.boundingBox())!;
  for (const tab of await tabs.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width, (await tab.textContent()) ?? undefined).toBeLessThanOrEqual(tabBox.x + tabBox.width + 1);
  }
  await tabs.getByRole('tab', { name: 'TOP 15' }).click();
  await expect(tabs.getByRole('tab', { name: 'TOP 15' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Los 15 mejores jugadores');
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
});

test('a player without Steam gets the console command to copy and the help article, on the list and the detail', async ({
  page,
  context,
  request,
}) => {
  const errors = collectErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const servers = await apiData<Server[]>(request, '/servers?populate=*');
  const server = servers[0]!;
  const command = `connect ${server.ipAddress}:${server.port}`;

  await page.goto('/servidores');
  const card = page.getByRole('article', { name: server.name });
  await expect(card.getByRole('link', { name: 'Entrar a jugar' })).toBeVisible();
  await expect(card.getByText(command, { exact: true })).toBeVisible();
  await expectOneWholeLine(card.getByText(command, { exact: true }));

  await page.goto(`/servidores/${server.documentId}`);
  const join = page.getByRole('region', { name: 'Entrar a jugar' });
  await join.getByRole('button', { name: `Copiar el comando ${command}` }).click();
  await expect(join.getByRole('button', { name: '¡Copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);

  await join.getByRole('link', { name: 'Cómo conectarse a un servidor' }).click();
  await expect(page).toHaveURL('/ayuda/como-conectarse-a-un-servidor');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the terms and the privacy policy are there, from the footer, the registration and the checkout', async ({
  page,
  context,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Servidores', '/servidores'],
    ['Ayuda', '/ayuda'],
    ['Discord', '/discord'],
    ['Reglamentos', '/comunidad/reglamentos'],
    ['Baneos', '/baneos'],
    ['Términos y condiciones', '/terminos'],
    ['Privacidad', '/privacidad'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await footer.getByRole('link', { name: 'Privacidad', exact: true }).click();
  await expect(page).toHaveURL('/privacidad');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  const privacy = page.getByRole('article', { name: 'Política de privacidad' });
  await expect(privacy.getByText('Ley 25.326').first()).toBeVisible();
  await expect(privacy.getByText('"Descargar mis datos"')).toBeVisible();
  await expect(privacy.getByText('"Eliminar mi cuenta"')).toBeVisible();
  await expect(privacy.getByText('MercadoPago').first()).toBeVisible();
  await expect(privacy.getByText(/no usa cookies/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Leé los términos y condiciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();

  // The registration's checkbox links the terms in a new tab, so the form keeps what was typed.
  await page.goto('/registrarse');
  await page.getByLabel('Nombre de usuario').fill('todavia_no');
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'términos y condiciones', exact: true }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
  await terms.close();
  await expect(page.getByLabel('Nombre de usuario')).toHaveValue('todavia_no');
  await expect(page.getByRole('link', { name: 'política de privacidad', exact: true })).toHaveAttribute(
    'href',
    '/privacidad',
  );

  // The checkout.
  await page.goto('/iniciar-sesion');
  await signIn(page, PLAYER);
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/membresia?plan=premium');
  const summary = page.getByRole('region', { name: 'Actualizar a Premium' });
  await expect(summary.getByRole('link', { name: 'términos y condiciones', exact: true })).toHaveAttribute(
    'href',
    '/terminos',
  );
  expect(errors).toEqual([]);
});

test('a visitor on a ban in force reads how to appeal, and signing in comes back to that ban', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const [ban] = await apiData<{ documentId: string; player: { name: string } }[]>(request, '/bans?state=activos');
  await page.goto(`/baneos/${ban!.documentId}`);
  const appeal = page.getByRole('region', { name: '¿Es tu baneo?' });
  await expect(appeal).toBeVisible();
  await appeal.getByRole('link', { name: 'Iniciá sesión para presentar un descargo' }).click();
  await expect(page).toHaveURL('/iniciar-sesion');
  await signIn(page, PLAYER);
  await expect(page).toHaveURL(`/baneos/${ban!.documentId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Baneo de ${ban!.player.name}` })).toBeVisible();
  // Signed in, the visitor's invitation is gone (the appeal itself is only for the banned Steam ID's account).
  await expect(page.getByRole('region', { name: '¿Es tu baneo?' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('@mobile-only a phone’s top bar offers both ways in, beside the logo', async ({ page }) => {
  await page.goto('/');
  const bar = topBar(page);
  for (const name of ['Iniciar sesión', 'Registrarse']) {
    const link = bar.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }
  await bar.getByRole('link', { name: 'Registrarse', exact: true }).click();
  await expect(page).toHaveURL('/registrarse');
  await expectNoSidewaysScroll(page);
});

test('staff pages say where they are and lead back: /admin/descargos and the latest bans', async ({ page }) => {
  const errors = collectErrors(page);
  await signedIn(page, STAFF);
  await page.goto('/admin');
  const latest = page.getByRole('list', { name: 'Últimos baneos' });
  await expect(latest.getByRole('link', { name: /^Acciones sobre / }).first()).toHaveText(
    /^(Ver acciones y registro|Ver el registro)$/,
  );
  await expect(page.getByText('Acortar, aplicar en todos, registro')).toHaveCount(0);

  await page.goto('/admin/descargos');
  await expect(page.getByRole('heading', { level: 1, name: 'Descargos' })).toBeVisible();
  // The eyebrow above the heading: the staff's section, not the public Comunidad one.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Descargos' }).locator('xpath=preceding-sibling::*[1]'),
  ).toHaveText('Administración');
  await page.getByRole('link', { name: 'Volver a Administración' }).click();
  await expect(page).toHaveURL('/admin');
  expect(errors).toEqual([]);
});
