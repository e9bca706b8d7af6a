import { untilReactOwns } from '../support/hydration';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { apiUrl } from '../support/ports';
import { siteNavigation } from '../support/site-navigation';

/**
 * Issue 2: the shell composes the remotes from their production builds; every route of docs/product.md §2
 * renders its owner at desktop and mobile widths.
 */
const routes: { path: string; owner: string; heading: string | RegExp }[] = [
  { path: '/servidores', owner: 'mfe-servers', heading: 'Servidores de la comunidad' },
  { path: '/iniciar-sesion', owner: 'mfe-account', heading: /Iniciar sesión/ },
  { path: '/registrarse', owner: 'mfe-account', heading: /Crear cuenta|Registr/ },
  { path: '/recuperar-contrasena', owner: 'mfe-account', heading: 'Recuperar contraseña' },
  { path: '/restablecer-contrasena', owner: 'mfe-account', heading: 'Elegí una nueva contraseña' },
  { path: '/ayuda', owner: 'mfe-help', heading: 'Centro de Ayuda' },
  { path: '/membresia', owner: 'mfe-membership', heading: 'Seleccioná tu plan de membresía' },
  { path: '/comunidad/sobre-nosotros', owner: 'mfe-community', heading: 'Sobre nosotros' },
  { path: '/comunidad/novedades', owner: 'mfe-community', heading: 'Novedades' },
  { path: '/comunidad/staff', owner: 'mfe-community', heading: 'Staff' },
  { path: '/comunidad/reglamentos', owner: 'mfe-community', heading: 'Reglamentos' },
  // /discord leaves the site for the invite: community.spec.ts follows it (without leaving this machine).
];

const remoteOrigin: Record<string, number> = {
  'mfe-servers': 1,
  'mfe-account': 2,
  'mfe-help': 3,
  'mfe-membership': 4,
  'mfe-community': 5,
};

test.describe('every route renders its owner', () => {
  for (const route of routes) {
    test(`${route.path} → ${route.owner}`, async ({ page, baseURL }) => {
      const errors = collectErrors(page);
      const loadedFrom = new Set<string>();
      page.on('response', (response) => loadedFrom.add(new URL(response.url()).port));

      await page.goto(route.path);

      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      // The prerendered HTML shows a remote page's heading before its code arrives: wait for the page itself.
      await expect(page.getByText('Cargando sección...')).toHaveCount(0);
      if (route.owner !== 'shell') {
        const port = String(Number(new URL(baseURL!).port) + remoteOrigin[route.owner]!);
        expect(loadedFrom, `${route.owner} files come from its own server`).toContain(port);
      }
      expect(errors).toEqual([]);
    });
  }

  test('/ is the landing page, owned by the shell', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Explorar servidores' })).toBeVisible();
  });

  test('/perfil sends a visitor to sign in, and /ventas, /servers and unknown paths redirect', async ({ page }) => {
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/iniciar-sesion$/);

    await page.goto('/ventas');
    await expect(page).toHaveURL(/\/membresia$/);

    await page.goto('/servers');
    await expect(page).toHaveURL(/\/servidores$/);

    await page.goto('/esto/no/existe');
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('the admin page and the settings send visitors to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
    await page.goto('/ajustes');
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
  });
});

type SharedEntry = { loaded?: boolean; from?: string; lib?: unknown };

/** What Module Federation loaded: each shared package with its `version@provider` copies. */
function loadedShared(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const scopes = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const copies: Record<string, string[]> = {};
    for (const instance of Object.values(scopes)) {
      for (const scope of Object.values(instance)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.lib) {
              copies[pkg] ??= [];
              const id = `${version}@${entry.from}`;
              if (!copies[pkg]!.includes(id)) copies[pkg]!.push(id);
            }
          }
        }
      }
    }
    return copies;
  });
}

test(
  'one copy of React, React DOM, styled-components, the shared package (with the router) and its data layer is loaded, and one router serves every remote',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Visit pages of every remote in one session, then ask Module Federation what it loaded.
    await page.goto('/');
    // The HTML's links are plain links until the shell has taken the page over (under CI load the first click came
    // before that: its trace's "navigated to /servidores").
    await untilReactOwns(siteNavigation(page).getByRole('link', { name: 'Servidores', exact: true }));
    // Gone if any click below loads a new document instead of changing the route of this one.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    for (const [name, heading] of [
      ['Servidores', 'Servidores de la comunidad'],
      ['Membresía', 'Seleccioná tu plan de membresía'],
      ['Ayuda', 'Centro de Ayuda'],
      ['Servidores', 'Servidores de la comunidad'],
    ] as const) {
      await siteNavigation(page).getByRole('link', { name, exact: true }).click();
      // The page's own heading: the previous page's stays visible while it fades out.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Cargando sección...')).toHaveCount(0);
    }
    // A link a remote renders (its own copy of nothing: the router comes with @cs16ar/shared) moves the shell's
    // router, to another page of that remote.
    // Cards are live, so the click goes to the card read, by its address; the detail is expected by the server's
    // name (while the list fades out, its own heading is still on the page beside the detail's).
    const details = page.getByRole('list', { name: 'Servidores' }).getByRole('link', { name: 'Ver más detalles' });
    const href = (await details.first().getAttribute('href'))!;
    const server = await page.request.get(`${apiUrl}/servers/${href.split('/').pop()}`);
    const serverName = ((await server.json()) as { data: { name: string } }).data.name;
    await details.and(page.locator(`[href="${href}"]`)).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: serverName, exact: true })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // Two remotes that fetch (servers, help) used one data layer.
    await expect.poll(async () => (await loadedShared(page))['@cs16ar/shared/data']).toHaveLength(1);
    await page.goto('/iniciar-sesion');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The heading comes with the page's HTML, before any script has run: wait for the shell's start to have
    // loaded what it shares (on a slow machine it had not, and this test failed by chance).
    const singletons = ['react', 'react-dom', 'styled-components', '@cs16ar/shared'];
    await expect.poll(async () => Object.keys(await loadedShared(page))).toEqual(expect.arrayContaining(singletons));
    const loaded = await loadedShared(page);
    for (const pkg of singletons) {
      expect(loaded[pkg], `${pkg}: ${JSON.stringify(loaded[pkg])}`).toHaveLength(1);
    }
    // React Router is inside @cs16ar/shared, not shared on its own (where no app may bring a copy of it).
    expect(loaded['react-router']).toBeUndefined();
    expect(loaded['react-router-dom']).toBeUndefined();
  },
);

test(
  "the remotes' entries run on the shell's federation runtime instead of bringing one each",
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Issue 27: the runtime (runtime-core, 56 KB of a remote's 92 KB remoteEntry.js) was downloaded and run once per
    // remote, three times on / by the prefetch of links in view. Now the shell hands it over
    // (shared/build/provide-federation-runtime.mjs) and a remote's entry is the rest: about 26 KB.
    // Only their addresses here: a body read in this handler can outlive the test (a prefetched entry arriving last).
    const entries = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('/remoteEntry.js')) entries.add(response.url());
    });
    const errors = collectErrors(page);
    await page.goto('/');
    await siteNavigation(page).getByRole('link', { name: 'Servidores', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Servidores' }).getByRole('listitem').first()).toBeVisible();
    await expect.poll(() => entries.size).toBeGreaterThanOrEqual(1);
    for (const url of entries) expect((await (await page.request.get(url)).body()).length, url).toBeLessThan(40_000);
    expect(errors).toEqual([]);
  },
);

test('the landing page loads the data layer only after its first paint; a page that fetches uses the same one, and shows its data at once when the player comes back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Explorar servidores' })).toBeVisible();
  // The summary (and the data layer with it) is asked for once the page has loaded, never before it.
  const summaryAskedAt = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/community/summary'))
          ?.startTime ?? null,
    );
  await expect.poll(summaryAskedAt).not.toBeNull();
  const loadedAt = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  );
  expect((await summaryAskedAt())!).toBeGreaterThanOrEqual(loadedAt);
  await expect.poll(async () => Object.keys(await loadedShared(page))).toContain('@cs16ar/shared/data');

  const serverListCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/servers')) serverListCalls.push(request.url());
  });
  await siteNavigation(page).getByRole('link', { name: 'Servidores', exact: true }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect((await loadedShared(page))['@cs16ar/shared/data']).toHaveLength(1);
  expect(serverListCalls).toHaveLength(1);

  await siteNavigation(page).getByRole('link', { name: 'Ayuda', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
  await page.goBack();
  // The cached list, at once: no skeleton cards, and no new request while it is fresh (30 s).
  await expect(page.getByRole('heading', { level: 1, name: 'Servidores de la comunidad' })).toBeVisible();
  expect(await page.getByTestId('server-card-skeleton').count()).toBe(0);
  expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  expect(serverListCalls).toHaveLength(1);
});

/**
 * What a page load asks for (full URLs, in order), its preload hints once it has loaded, and whether Chromium
 * found a hint left unused (it warns a few seconds after the load event).
 */
function watchRequestsAndHints(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return {
    requested,
    hinted: () =>
      page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href)),
    unusedHints: async () => {
      await page.waitForTimeout(4_000);
      return warnings.filter((text) => text.includes('preload'));
    },
  };
}

test(
  'the shell fetches what its start needs once, in parallel through preload hints, and none in vain, compiled as it downloads',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Issue 8: index.html hints the bootstrap chunk, the singletons the start consumes and the runtime config,
    // so they download alongside main.js. A hint nobody uses, or a file fetched twice, is wasted bandwidth.
    const load = watchRequestsAndHints(page);

    await page.goto('/', { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hinted = (await load.hinted()).map((url) => new URL(url).pathname);
    const requested = load.requested.map((url) => new URL(url).pathname);

    expect(hinted).toContain('/runtime-config.json');
    expect(hinted.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(2);
    for (const file of hinted)
      expect(
        requested.filter((path) => path === file),
        file,
      ).toHaveLength(1);
    expect(await load.unusedHints()).toEqual([]);
    // Issue 27: what the start runs is compiled off the main thread while it downloads (V8's explicit compile hint,
    // shared/build/startup-files-plugin.mjs), not function by function inside the start's tasks.
    for (const file of ['/main.js', ...hinted.filter((file) => file.endsWith('.js'))]) {
      const compileHint = '//# allFunctionsCalledOnLoad\n';
      const script = await (await page.request.get(file)).text();
      expect(script.slice(0, compileHint.length), file).toBe(compileHint);
    }
  },
);

test(
  "a remote's page is started by the page start, and the site takes what it read: each file and read once, none in vain",
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Issue 27: page-start.js, named first by the HTML, reads the runtime config, the remote's manifest and the
    // page's first read, and hints the remote's entry, the page's chunks and its largest picture, before the
    // shell's code is here; the shell, Module Federation and the page then take those instead of asking again.
    const load = watchRequestsAndHints(page);
    const { requested } = load;
    // No live events in this test: one would make the list read again, rightly, and that is not what it counts.
    await page.route('**/api/events', (route) =>
      route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 60000\n\n' }),
    );

    await page.goto('/servidores', { waitUntil: 'load' });
    await expect(page.getByRole('article').first()).toBeVisible();
    const hinted = await load.hinted();

    const once = (pattern: RegExp) =>
      expect(
        requested.filter((url) => pattern.test(url)),
        String(pattern),
      ).toHaveLength(1);
    once(/\/page-start\.js$/);
    once(/\/runtime-config\.json$/);
    once(/\/mf-manifest\.json$/);
    once(/\/remoteEntry\.js$/);
    once(/\/api\/servers\?/);
    expect(hinted.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(hinted.some((url) => url.includes('__federation_expose_ServerListPage'))).toBe(true);
    expect(hinted.some((url) => url.includes('/uploads/'))).toBe(true);
    // A picture's hint names its sizes: the browser fetches the one the card shows, once.
    const shown = await page
      .getByRole('article')
      .first()
      .getByRole('img')
      .evaluate((img) => (img as HTMLImageElement).currentSrc);
    for (const url of hinted.map((url) => (url.includes('/uploads/') ? shown : url)))
      expect(
        requested.filter((other) => other === url),
        url,
      ).toHaveLength(1);
    expect(await load.unusedHints()).toEqual([]);
  },
);

test(
  'a remote whose files cannot be fetched fails alone, and "Reintentar" recovers it',
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    const helpPort = Number(new URL(baseURL!).port) + remoteOrigin['mfe-help']!;
    let blocked = true;
    await page.route(`http://localhost:${helpPort}/**`, (route) => (blocked ? route.abort() : route.continue()));

    await page.goto('/ayuda');

    await expect(page.getByRole('alert')).toContainText('No pudimos mostrar el centro de ayuda');
    // The rest of the site keeps working.
    await expect(page.getByRole('contentinfo')).toContainText('Desde 2012');
    await page.goto('/membresia');
    await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu plan de membresía' })).toBeVisible();

    await page.goto('/ayuda');
    await expect(page.getByRole('alert')).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
  },
);

test(
  'a remote whose page is missing from the CDN (404, a deploy cut short) fails alone, in Spanish',
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    const helpPort = Number(new URL(baseURL!).port) + remoteOrigin['mfe-help']!;
    // Its manifest and entry are there; the chunk of the page it exposes is not.
    await page.route(`http://localhost:${helpPort}/**/__federation_expose_*`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );

    await page.goto('/ayuda');

    await expect(page.getByRole('alert')).toContainText('No pudimos mostrar el centro de ayuda');
    await expect(page.getByRole('contentinfo')).toContainText('Desde 2012');
    await page.goto('/membresia');
    await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu plan de membresía' })).toBeVisible();
  },
);

test(
  'without its runtime config the shell says so in Spanish instead of a blank page',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.route('**/runtime-config.json', (route) => route.fulfill({ status: 404, body: 'Not Found' }));

    await page.goto('/');

    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos iniciar el sitio. Por favor recargá la página en unos minutos.',
    );
  },
);
