import { untilReactOwns } from '../support/hydration';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { apiUrl } from '../support/ports';

// Every page's HTML, as the static server sends it, carries the layout and the page's heading (the build
// renders it: shell/src/prerender.tsx), and the client takes that HTML over without replacing it.

type Route = {
  name: string;
  path: string;
  /** The page's heading as the HTML shows it (a page whose heading is data names it for screen readers). */
  heading: string;
  /** The heading the page shows once its code and data are there. */
  finalHeading: string | RegExp;
  /** Whether the HTML already shows the page's own heading text (not a reserved place). */
  fixedHeading: boolean;
};

async function routesOf(request: APIRequestContext): Promise<Route[]> {
  const servers = (await (await request.get(`${apiUrl}/servers?pagination[pageSize]=1`)).json()) as {
    data: { documentId: string; name: string }[];
  };
  const articles = (await (await request.get(`${apiUrl}/help-articles?pagination[pageSize]=1`)).json()) as {
    data: { slug: string; title: string }[];
  };
  const server = servers.data[0]!;
  const article = articles.data[0]!;
  const fixed = (name: string, path: string, heading: string): Route => ({
    name,
    path,
    heading,
    finalHeading: heading,
    fixedHeading: true,
  });
  return [
    fixed('landing', '/', 'La comunidad de Counter-Strike 1.6 más grande de Argentina'),
    fixed('server list', '/servidores', 'Servidores de la comunidad'),
    {
      name: 'server detail',
      path: `/servidores/${server.documentId}`,
      heading: 'Servidor',
      finalHeading: server.name,
      fixedHeading: false,
    },
    fixed('help centre', '/ayuda', 'Centro de Ayuda'),
    {
      name: 'help article',
      path: `/ayuda/${article.slug}`,
      heading: 'Centro de Ayuda',
      finalHeading: article.title,
      fixedHeading: false,
    },
    fixed('membership', '/membresia', 'Seleccioná tu plan de membresía'),
    fixed('sign-in', '/iniciar-sesion', 'Iniciar sesión'),
    fixed('password recovery', '/recuperar-contrasena', 'Recuperar contraseña'),
    fixed('news', '/comunidad/novedades', 'Novedades'),
    fixed('rules', '/comunidad/reglamentos', 'Reglamentos'),
    fixed('staff', '/comunidad/staff', 'Staff'),
    fixed('about us', '/comunidad/sobre-nosotros', 'Sobre nosotros'),
  ];
}

async function expectLayout(page: Page, isMobile: boolean) {
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Desde 2012, la mejor experiencia de Counter-Strike 1.6');
  if (isMobile) await expect(page.getByRole('navigation', { name: 'Navegación móvil' })).toBeVisible();
  else await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
}

/** The properties the page's running animations change (Web Animations API: CSS animations included). */
function animatedProperties(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notProperties = new Set(['offset', 'computedOffset', 'easing', 'composite']);
    const properties = document
      .getAnimations()
      .flatMap((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : []))
      .flatMap((keyframe) => Object.keys(keyframe).filter((key) => !notProperties.has(key)));
    return [...new Set(properties)].sort();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each page shows its layout and its heading, and what moves on it the compositor animates alone', async ({
    page,
    request,
    isMobile,
  }) => {
    for (const route of await routesOf(request)) {
      await test.step(route.name, async () => {
        await page.goto(route.path);
        await expectLayout(page, isMobile);
        const heading = page.getByRole('main').getByRole('heading', { level: 1, name: route.heading, exact: true });
        if (route.fixedHeading) await expect(heading).toBeVisible();
        // Its place is reserved and painted; its name is there for screen readers.
        else await expect(heading).toBeAttached();
        // What the HTML animates while the scripts load (skeletons) moves by transform and opacity only: an
        // animation of anything else needs the main thread on every frame, and Chromium holds back the frames
        // that would show the page until the scripts let it run.
        const animated = await animatedProperties(page);
        for (const property of animated) expect(['opacity', 'transform'], route.path).toContain(property);
        // The server list's HTML holds skeletons until its remote renders: the check above reads them.
        if (route.path === '/servidores') expect(animated).toEqual(['transform']);
      });
    }
  });
});

test(
  'each page has its own title, description and Open Graph tags in its HTML',
  { tag: '@desktop-only' },
  async ({ request }) => {
    const expected = [
      ['/', 'Inicio · CS 1.6 Argentina'],
      ['/servidores', 'Servidores · CS 1.6 Argentina'],
      ['/servidores/un-servidor-cualquiera', 'Servidor · CS 1.6 Argentina'],
      ['/ayuda', 'Centro de Ayuda · CS 1.6 Argentina'],
      ['/membresia', 'Membresía · CS 1.6 Argentina'],
      ['/iniciar-sesion', 'Iniciar sesión · CS 1.6 Argentina'],
      ['/comunidad/staff', 'Staff · CS 1.6 Argentina'],
    ] as const;
    for (const [path, title] of expected) {
      const response = await request.get(path);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toContain(`<meta property="og:title" content="${title.split(' · ')[0]}"/>`);
      expect(html, path).toMatch(/<meta property="og:description" content="[^"]{20,}"/);
      expect(html, path).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.jpg"/);
      // The page's own style rules come with it: it paints styled before any script has run.
      expect(html, path).toMatch(/<style data-styled="true"/);
    }
    const image = await request.get('/og-image.jpg');
    expect(image.headers()['content-type']).toBe('image/jpeg');
  },
);

test('a path no page answers still gets the site, which sends it where it belongs', async ({ page }) => {
  await page.goto('/ventas');
  await expect(page).toHaveURL(/\/membresia$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Seleccioná tu plan de membresía' }),
  ).toBeVisible();
});

test.describe('with JavaScript', () => {
  // Also checked on each page: no picture in SVG as a CSS background (a `url()` of an SVG file or an
  // `image/svg+xml` data: URL; inline <svg> is fine). Such a picture is a document of its own, which the browser
  // creates and parses on the page's main thread: the server list's search icon, one such data: URL, cost 15 ms of
  // a 45 ms task on a 2-core machine (issue 27). Icons are the site's own inline <svg> (@cs16ar/shared/icons).
  test('the client takes each page over without a hydration error, reusing its HTML, and draws no SVG as a CSS background', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    // Keeps the footer the HTML brought: after hydration it must be the same element, not a new one.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedFooter: Element | null }).prerenderedFooter =
          document.querySelector('#root > footer');
      });
    });
    for (const route of await routesOf(request)) {
      await test.step(route.name, async () => {
        await page.goto(route.path);
        await expect(
          page.getByRole('main').getByRole('heading', { level: 1, name: route.finalHeading, exact: true }),
        ).toBeVisible();
        await expect(page.getByText('Cargando sección...')).toHaveCount(0);
        const reused = await page.evaluate(() => {
          const footer = (window as unknown as { prerenderedFooter: Element | null }).prerenderedFooter;
          return footer !== null && footer === document.querySelector('#root > footer');
        });
        expect(errors, route.name).toEqual([]);
        expect(reused, 'the footer of the HTML is still the one on screen').toBe(true);
        const svgBackgrounds = await page.evaluate(() =>
          [...document.querySelectorAll('*')].flatMap((element) =>
            [null, '::before', '::after']
              .map((pseudo) => getComputedStyle(element, pseudo).backgroundImage)
              .filter((image) => /url\(["']?(data:image\/svg\+xml|[^"')]*\.svg([?#][^"')]*)?["']?\))/i.test(image))
              .map((image) => `${element.tagName.toLowerCase()}: ${image.slice(0, 80)}`),
          ),
        );
        expect(svgBackgrounds, `${route.name}: SVG pictures as CSS backgrounds`).toEqual([]);
      });
    }
  });

  test("the landing keeps its HTML's class names: the client names its components as the build did", async ({
    browser,
    page,
  }) => {
    // The landing's modules run apart from the app's (only on `/`), after them as in the build: styled-components
    // names components in the order they are created, and hydration keeps the HTML's class names without checking
    // them. A page rendered by the client (here after a round trip) shows the names the client computes.
    const classesOfLanding = () =>
      [...document.querySelectorAll('main section, main section > *')].map((element) => element.className);
    const html = await browser.newContext({ javaScriptEnabled: false });
    const htmlPage = await html.newPage();
    await htmlPage.goto('/');
    const built = await htmlPage.evaluate(classesOfLanding);
    await html.close();
    expect(built.length).toBeGreaterThan(10);

    await page.goto('/');
    const servers = page.getByRole('link', { name: 'Servidores', exact: true }).filter({ visible: true }).first();
    // A click before hydration loads /servidores as a new document, and the landing then loads after the servers'
    // modules: other names, and not what this test asks.
    await untilReactOwns(servers);
    await servers.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Servidores de la comunidad' })).toBeVisible();
    await page.getByRole('link', { name: 'CS 1.6 Argentina, ir al inicio' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'La comunidad de Counter-Strike 1.6 más grande de Argentina' }),
    ).toBeVisible();
    expect(await page.evaluate(classesOfLanding)).toEqual(built);
  });

  test("a page's heading stays where its HTML painted it when the page replaces its skeleton", async ({
    browser,
    request,
    isMobile,
    viewport,
  }) => {
    const routes = (await routesOf(request)).filter(({ fixedHeading }) => fixedHeading);
    // Two loads of each of the ten pages, one without JavaScript and one with it, each kind in one browser context
    // for all pages: a context per load took twice as long (58 s against 26 s for both projects on a 2-core machine).
    // Its time is counted per page.
    test.setTimeout(routes.length * 15_000);
    const device = { viewport, isMobile, hasTouch: isMobile };
    const htmlOnly = await browser.newContext({ ...device, javaScriptEnabled: false });
    const withScripts = await browser.newContext(device);
    try {
      const pages = [await htmlOnly.newPage(), await withScripts.newPage()];
      for (const route of routes) {
        await test.step(route.name, async () => {
          const boxes = [];
          for (const page of pages) {
            await page.goto(route.path);
            if (page.context() === withScripts) await expect(page.getByText('Cargando sección...')).toHaveCount(0);
            const heading = page.getByRole('main').getByRole('heading', { level: 1, name: route.heading, exact: true });
            boxes.push(await heading.boundingBox());
          }
          const [html, page] = boxes;
          expect(page!.y).toBeCloseTo(html!.y, 0);
          expect(page!.x).toBeCloseTo(html!.x, 0);
          expect(page!.height).toBeCloseTo(html!.height, 0);
        });
      }
    } finally {
      await Promise.all([htmlOnly.close(), withScripts.close()]);
    }
  });
});
