import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { apiUrl } from '../support/ports';
import { deployRuntimeConfig } from '../support/runtime-config';

/**
 * Issue 25: the Comunidad section, built by its own team as the remote mfe-community, on the composed site
 * against the real CMS and its seeded content (news with a pinned post and one scheduled a week ahead, the
 * rule book, the staff, about us), and /discord from the runtime config.
 */

type Post = { slug: string; title: string; pinned: boolean; tags: { slug: string; name: string }[] };
const SCHEDULED_SLUG = 'aniversario-semana-de-eventos';
const DISCORD_INVITE = 'https://discord.gg/cs16argentina';

async function news(request: APIRequestContext, query = ''): Promise<Post[]> {
  const response = await request.get(`${apiUrl}/news${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Post[] }).data;
}

/** Every error the page reports but the 404 a visitor asked for (a slug that does not exist is an answer). */
function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((error) => !/Failed to load resource: the server responded with a status of 404/.test(error));
}

async function serverWithMode(page: Page, mode: string) {
  const response = await page.request.get(`${apiUrl}/servers?pagination[pageSize]=100`);
  const { data } = (await response.json()) as { data: { documentId: string; name: string; gameMode: string }[] };
  return data.find((server) => server.gameMode === mode)!;
}

test('Novedades lists the published posts, pinned first, and announces the Atom feed', async ({ page, request }) => {
  const errors = collectErrors(page);
  const posts = await news(request);
  expect(posts[0]!.pinned).toBe(true);

  await page.goto('/comunidad/novedades');

  await expect(page.getByRole('heading', { level: 1, name: 'Novedades' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Novedades' });
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(posts.length);
  await expect(cards.first().getByRole('heading')).toHaveText(posts[0]!.title);
  await expect(cards.first().getByText('Fijada')).toBeVisible();
  const cover = cards.first().getByRole('img');
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The post scheduled for next week is nowhere yet.
  expect(posts.map((post) => post.slug)).not.toContain(SCHEDULED_SLUG);

  const feedHref = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
  expect(feedHref).toBe(`${apiUrl}/news/feed.xml`);
  const feed = await request.get(feedHref!);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain(`<title type="text">${posts[1]!.title}</title>`);
  expect(xml).not.toContain(SCHEDULED_SLUG);
  expect(errors).toEqual([]);
});

test('a post opens from the list in the same document, with its body and its servers', async ({ page, request }) => {
  const errors = collectErrors(page);
  const withServers = (await news(request)).find((post) => post.slug === 'nuevo-servidor-surf-rosario')!;
  await page.goto('/comunidad/novedades');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('list', { name: 'Novedades' }).getByRole('link', { name: withServers.title }).click();

  const article = page.getByRole('article', { name: withServers.title });
  await expect(article.getByRole('heading', { level: 1, name: withServers.title })).toBeVisible();
  await expect(article.getByText('Ranking de tiempos propio', { exact: false })).toBeVisible();
  await expect(article.getByRole('link', { name: 'El Admin' })).toBeVisible();
  await article.getByRole('link', { name: /CS Argentina \| Surf Rosario/ }).click();
  await expect(page).toHaveURL(/\/servidores\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CS Argentina | Surf Rosario' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('a tag filters the list; one that does not exist is an empty list with the way back, not an error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/comunidad/novedades');
  const filters = page.getByRole('navigation', { name: 'Filtrar novedades por etiqueta' });
  await filters.getByRole('link', { name: 'Torneo' }).click();

  await expect(page).toHaveURL(/\?etiqueta=torneo$/);
  const list = page.getByRole('list', { name: 'Novedades con la etiqueta Torneo' });
  await expect(list.getByRole('article')).toHaveCount(1);

  await page.goto('/comunidad/novedades?etiqueta=no-existe');
  await expect(page.getByRole('heading', { name: 'No hay novedades con la etiqueta “no-existe”' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver todas las novedades' }).click();
  await expect(page.getByRole('list', { name: 'Novedades' }).getByRole('article').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown slug, or a post scheduled for later, is a Spanish not-found page with the way back', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const slug of ['esto-no-existe', SCHEDULED_SLUG]) {
    await page.goto(`/comunidad/novedades/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Novedad no encontrada' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Ver todas las novedades' }).click();
  await expect(page).toHaveURL(/\/comunidad\/novedades$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novedades' })).toBeVisible();
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('Reglamentos: numbered rules with their anchors; a link to one rule brings it into view', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/comunidad/reglamentos#general-3');

  await expect(page.getByRole('heading', { level: 1, name: 'Reglamentos' })).toBeVisible();
  const rule = page.locator('#general-3');
  await expect(rule).toHaveAttribute('data-target', 'true');
  await expect(rule).toBeInViewport();
  await expect(rule).toBeFocused();
  await expect(rule.getByRole('link', { name: 'Regla 3 de Reglas generales (enlace)' })).toBeVisible();
  await expect(page.getByText(/^Actualizado el \d+ de \w+ de \d{4}$/).first()).toBeVisible();
  for (const mode of ['Clásico', 'Zombie', 'Jailbreak']) {
    await expect(page.getByRole('region', { name: mode, exact: true })).toBeAttached();
  }
  expect(errors).toEqual([]);
});

test("a server's detail links the rules of its mode", async ({ page }) => {
  const errors = collectErrors(page);
  const server = await serverWithMode(page, 'Jailbreak');
  await page.goto(`/servidores/${server.documentId}`);

  await page.getByRole('link', { name: 'Reglamento del modo Jailbreak' }).click();

  await expect(page).toHaveURL(/\/comunidad\/reglamentos#jailbreak$/);
  const section = page.getByRole('region', { name: 'Jailbreak', exact: true });
  await expect(section).toBeInViewport();
  await expect(section.getByText('Freekill prohibido')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Staff shows the staff the CMS has: the demo admin, their role and servers', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/comunidad/staff');

  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const admins = page.getByRole('region', { name: 'Administradores' });
  const card = admins.getByRole('article', { name: 'El Admin' });
  await expect(card.getByText('Administrador', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'CS Argentina | Jailbreak' })).toHaveAttribute(
    'href',
    /^\/servidores\/[a-z0-9]+$/,
  );
  await expect(card.getByRole('link', { name: 'El Admin' })).toHaveAttribute('href', /^\/perfil\/[a-z0-9]+$/);
  expect(errors).toEqual([]);
});

test(
  'Staff says where a staff member is playing, from the simulated servers’ logs',
  { tag: '@desktop-only' },
  async ({ page }) => {
    test.setTimeout(150_000);
    // The demo admin is a regular of the simulated servers: the log listener sees them connect.
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${apiUrl}/staff`);
          const { data } = (await response.json()) as { data: { presence: { state: string } | null }[] };
          return data[0]?.presence?.state;
        },
        { timeout: 120_000, intervals: [1_000, 2_000] },
      )
      .toBe('playing');
    await page.goto('/comunidad/staff');
    const card = page.getByRole('article', { name: 'El Admin' });
    await expect(card.getByText(/^Jugando en/)).toBeVisible();
    await expect(card.getByText(/^Jugando en/).getByRole('link')).toHaveAttribute('href', /^\/servidores\//);
  },
);

test('Sobre nosotros tells the community’s story since March 2012', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/comunidad/sobre-nosotros');

  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  const story = page.getByRole('article', { name: 'Sobre nosotros' });
  await expect(story.getByRole('heading', { level: 2, name: 'Cómo empezó' })).toBeVisible();
  await expect(story.getByText('marzo de 2012', { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('/comunidad opens the news; the landing page shows the latest ones', async ({ page, request }) => {
  const posts = await news(request, '?pageSize=3');
  await page.goto('/comunidad');
  await expect(page).toHaveURL(/\/comunidad\/novedades$/);

  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Últimas novedades' });
  await latest.scrollIntoViewIfNeeded();
  await expect(latest.getByRole('heading', { level: 3 })).toHaveText(posts.map((post) => post.title));
  await latest.getByRole('link', { name: posts[0]!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: posts[0]!.title })).toBeVisible();
});

test('/discord offers the invite the runtime config names (stopped on this machine)', async ({ page }) => {
  // The invite's page stands in for Discord's: nothing leaves this machine.
  await page.route('https://discord.gg/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Invitación</title><h1>Discord de prueba</h1>',
    }),
  );
  await page.goto('/discord');
  await page.getByRole('link', { name: 'Unirse al Discord' }).click();

  await expect(page).toHaveURL(DISCORD_INVITE);
  await expect(page.getByRole('heading', { name: 'Discord de prueba' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/discord$/);
});

test('/discord without an invite in the runtime config (or an invalid one) says so in Spanish', async ({ page }) => {
  for (const discordUrl of [null, 'javascript:alert(1)', 'https://discord.gg.evil.example/x']) {
    await page.unrouteAll();
    await deployRuntimeConfig(page, (config) => ({ ...config, discordUrl }));
    await page.goto('/discord');

    await expect(page.getByRole('heading', { level: 1, name: 'Discord' })).toBeVisible();
    await expect(page.getByText('El Discord de la comunidad no está disponible en este momento.')).toBeVisible();
    await expect(page.getByText('Próximamente')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver novedades' })).toHaveAttribute('href', '/comunidad/novedades');
  }
});
