import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiUrl, standalonePorts } from '../support/ports';
import { startServer, type RunningServer } from '../support/remote-alone';
import { collectErrors } from '../support/page-errors';

/**
 * Issue 18: each remote runs alone, as the README's "Working on one part" says (`npm run dev -w <remote>`,
 * which `npm run dev -- --solo <remote>` starts beside the CMS): its own dev server shows its pages in the
 * standalone frame, with the router and the session, against the same CMS.
 */
const remotes = [
  { dir: 'mfe-servers', route: '/servidores', heading: 'Servidores de la comunidad' },
  { dir: 'mfe-account', route: '/iniciar-sesion', heading: 'Iniciar sesión' },
  { dir: 'mfe-help', route: '/ayuda', heading: 'Centro de Ayuda' },
  { dir: 'mfe-membership', route: '/membresia', heading: 'Seleccioná tu plan de membresía' },
  { dir: 'mfe-community', route: '/comunidad/novedades', heading: 'Novedades' },
];

async function newPlayer(request: APIRequestContext, tag: string) {
  const username = `solo_${tag}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const player = { username, email: `${username}@example.com`, password: 'Clave-solo-123' };
  const response = await request.post(`${apiUrl}/auth/local/register`, { data: player });
  expect(response.ok(), await response.text()).toBe(true);
  return player;
}

test.describe('each remote on its own dev server', { tag: '@desktop-only' }, () => {
  const servers = new Map<string, RunningServer>();

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const started = await Promise.all(
      remotes.map((remote, index) =>
        startServer(['run', 'dev', '-w', remote.dir], { port: standalonePorts[index]!, apiUrl }),
      ),
    );
    remotes.forEach((remote, index) => servers.set(remote.dir, started[index]!));
  });

  test.afterAll(async () => {
    await Promise.all([...servers.values()].map((server) => server.stop()));
    servers.clear();
  });

  for (const remote of remotes) {
    test(`${remote.dir} alone shows ${remote.route} in the isolated frame`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`${servers.get(remote.dir)!.url}${remote.route}`);

      await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible();
      await expect(page.getByText('Modo aislado', { exact: true })).toBeVisible();
      await expect(page.getByText(apiUrl, { exact: true })).toBeVisible();
      // The CMS answers, so the frame has nothing to warn about.
      await expect(page.getByText('No se pudo conectar con el CMS')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('a deep link into a remote alone loads (its files come from the root, not from the page path)', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`${servers.get('mfe-help')!.url}/ayuda/esto-no-existe`);
    await expect(page.getByRole('heading', { level: 1, name: 'Artículo no encontrado' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('mfe-community alone shows each of its pages, with the CMS’s content', async ({ page, request }) => {
    const errors = collectErrors(page);
    const url = servers.get('mfe-community')!.url;
    const [post] = (
      (await (await request.get(`${apiUrl}/news?pageSize=1`)).json()) as { data: { slug: string; title: string }[] }
    ).data;

    await page.goto(`${url}/comunidad/novedades`);
    const list = page.getByRole('list', { name: 'Novedades' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await list.getByRole('link', { name: post!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();

    for (const [route, heading, content] of [
      ['/comunidad/reglamentos#general-3', 'Reglamentos', 'region'],
      ['/comunidad/staff', 'Staff', 'article'],
      ['/comunidad/sobre-nosotros', 'Sobre nosotros', 'article'],
    ] as const) {
      await page.goto(`${url}${route}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByRole(content).first()).toBeVisible();
    }
    await expect(page.getByText('Modo aislado', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('signing in on mfe-membership alone, through the frame, shows the player signed in', async ({
    page,
    request,
  }, testInfo) => {
    const player = await newPlayer(request, testInfo.project.name);
    await page.goto(`${servers.get('mfe-membership')!.url}/membresia`);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Sin sesión')).toBeVisible();

    await banner.getByText('Iniciar sesión').click();
    const form = page.getByRole('form', { name: 'Iniciar sesión en modo aislado' });
    await form.getByLabel('Email o nombre de usuario').fill(player.email);
    await form.getByLabel('Contraseña').fill(player.password);
    await form.getByRole('button', { name: 'Ingresar' }).click();

    await expect(banner.getByText(`Sesión: ${player.username}`)).toBeVisible();
    // The remote's page reads the same session: a regular player's own plan is marked as theirs.
    await expect(page.getByRole('button', { name: 'Plan Actual' })).toBeDisabled();

    await page.reload();
    await expect(banner.getByText(`Sesión: ${player.username}`)).toBeVisible();
    await banner.getByRole('button', { name: 'Salir' }).click();
    await expect(banner.getByText('Sin sesión')).toBeVisible();
  });

  test('a wrong password on the frame sign-in says so in Spanish', async ({ page, request }, testInfo) => {
    const player = await newPlayer(request, testInfo.project.name);
    await page.goto(`${servers.get('mfe-servers')!.url}/servidores`);
    await page.getByRole('banner').getByText('Iniciar sesión').click();
    const form = page.getByRole('form', { name: 'Iniciar sesión en modo aislado' });
    await form.getByLabel('Email o nombre de usuario').fill(player.email);
    await form.getByLabel('Contraseña').fill('no-es-la-clave');
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Sin sesión')).toBeVisible();
  });

  test('signing in on mfe-account alone uses its own sign-in page, and its profile sees the player', async ({
    page,
    request,
  }, testInfo) => {
    const player = await newPlayer(request, testInfo.project.name);
    const errors = collectErrors(page);
    await page.goto(`${servers.get('mfe-account')!.url}/iniciar-sesion`);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

    await page.getByLabel('Email o nombre de usuario').fill(player.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(player.password);
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(banner.getByText(`Sesión: ${player.username}`)).toBeVisible();
    await banner.getByRole('link', { name: 'Perfil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(page.getByRole('main').getByText(player.username).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test(
  'a production build served alone (`npm run serve -w mfe-help`) shows its page in the frame',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const served = await startServer(['run', 'serve', '-w', 'mfe-help'], { port: standalonePorts[5]!, apiUrl });
    try {
      const errors = collectErrors(page);
      await page.goto(`${served.url}/ayuda`);
      await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
      await expect(page.getByText('Modo aislado', { exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await served.stop();
    }
  },
);
