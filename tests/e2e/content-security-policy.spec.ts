import { expect, test, type Page } from '@playwright/test';
import { apiUrl, shellUrl, testPorts } from '../support/ports';

/**
 * Issue 14: the site is served with a Content-Security-Policy built from its runtime config (the shell, each
 * remote, the CMS; no inline script), and every page works under it without a single violation.
 */

type Violation = { directive: string; blocked: string; page: string };

/** Records what the browser refuses under the policy: the page's events and Chromium's console reports. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: unknown) => void }).reportCspViolation;
      report({ directive: event.violatedDirective, blocked: event.blockedURI, page: location.pathname });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push({ directive: 'console', blocked: message.text(), page: new URL(page.url()).pathname });
    }
  });
  return violations;
}

async function firstServerAndArticle(page: Page) {
  const servers = await page.request.get(`${apiUrl}/servers?pagination[pageSize]=1`);
  const articles = await page.request.get(`${apiUrl}/help-articles?pagination[pageSize]=1`);
  const [server] = ((await servers.json()) as { data: { documentId: string; name: string }[] }).data;
  const [article] = ((await articles.json()) as { data: { slug: string; title: string }[] }).data;
  return { server: server!, article: article! };
}

test(
  'the policy names the shell, the remotes and the CMS, and allows no inline script',
  { tag: '@desktop-only' },
  async ({ request }) => {
    const response = await request.get(`${shellUrl}/servidores`);
    const policy = response.headers()['content-security-policy'] ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    const remotes = [1, 2, 3, 4, 5].map((offset) => `http://localhost:${testPorts.webBase + offset}`);
    const cms = `http://localhost:${testPorts.cms}`;

    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toBe(`script-src 'self' ${remotes.join(' ')}`);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${[cms, ...remotes].join(' ')}`);
    expect(directive('img-src')).toContain(cms);
    // The runtime config has no hero video: no frames at all.
    expect(directive('frame-src')).toBe("frame-src 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  },
);

test('an inline script injected into the page does not run', { tag: '@desktop-only' }, async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
  });

  expect(ran).toBe(false);
  await expect.poll(() => violations.some((violation) => violation.directive.startsWith('script-src'))).toBe(true);
});

test('every page works with no violation of the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const { server, article } = await firstServerAndArticle(page);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'La comunidad de Counter-Strike 1.6 más grande de Argentina' }),
  ).toBeVisible();

  await page.goto('/servidores');
  await expect(page.getByRole('heading', { level: 1, name: 'Servidores de la comunidad' })).toBeVisible();
  const photo = page.getByRole('list', { name: 'Servidores' }).getByRole('article').first().getByRole('img');
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.goto(`/servidores/${server.documentId}`);
  await expect(page.getByRole('heading', { level: 1, name: server.name })).toBeVisible();

  await page.goto('/ayuda');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();

  await page.goto(`/ayuda/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

  await page.goto('/membresia');
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu plan de membresía' })).toBeVisible();

  await page.goto('/comunidad/novedades');
  const cover = page.getByRole('list', { name: 'Novedades' }).getByRole('article').first().getByRole('img');
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('list', { name: 'Novedades' }).getByRole('article').first().getByRole('heading').click();
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/comunidad/reglamentos#general-3');
  await expect(page.locator('#general-3')).toBeFocused();

  await page.goto('/iniciar-sesion');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Email o nombre de usuario').fill('jugador');
  await page.getByLabel('Contraseña', { exact: true }).fill('Jugador1234');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Menú de jugador/ })).toBeVisible();

  expect(violations).toEqual([]);
});
