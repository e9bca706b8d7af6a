import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiUrl } from '../support/ports';

/** Issue 6: the membership plans; issue 43: paid through MercadoPago's checkout (the local stand-in). */

/** A new player each run (the purchase changes the role in the CMS), signed in as the site stores a session. */
async function signInNewPlayer(page: Page, testInfo: TestInfo) {
  const username = `e2e_plan_${testInfo.project.name}_${Date.now().toString(36)}`;
  const response = await page.request.post(`${apiUrl}/auth/local/register`, {
    data: { username, email: `${username}@example.com`, password: 'Clave-e2e-123' },
  });
  expect(response.ok()).toBe(true);
  const { jwt, user } = (await response.json()) as { jwt: string; user: unknown };
  // Stored exactly as the site stores a session (docs/product.md §3: local storage key `user`).
  await page.addInitScript(
    ({ session }) => {
      if (!window.sessionStorage.getItem('e2e-signed-in')) {
        window.localStorage.setItem('user', JSON.stringify(session));
        window.sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    { session: { jwt, user } },
  );
  return jwt;
}

test('a visitor sees the plans and is sent to sign in to buy one', async ({ page }) => {
  await page.goto('/membresia');

  await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu plan de membresía' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Premium' })).toContainText('$3.000/ mes');
  await expect(page.getByRole('article', { name: 'Premium' })).toContainText('Más Popular');
  await expect(page.getByRole('article', { name: 'Admin' })).toContainText('$5.000/ mes');
  await expect(page.getByRole('article', { name: 'Miembro' })).toContainText('Gratis');

  await page
    .getByRole('article', { name: 'Admin' })
    .getByRole('button', { name: /Seleccionar Plan/ })
    .click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
  // The route guard's shape (RedirectState), so signing in comes back here with the plan chosen.
  const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
  expect(state).toEqual({ from: { pathname: '/membresia', search: '?plan=admin' } });
});

// Issue 43: paid for real through MercadoPago's checkout (here its local stand-in, which the tests' CMS runs).
test('sign in, buy Premium at the MercadoPago checkout, come back: the badge, /perfil and /tu-membresia show it', async ({
  page,
  isMobile,
}, testInfo) => {
  const jwt = await signInNewPlayer(page, testInfo);
  await page.goto('/membresia');

  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(
    page.getByRole('article', { name: 'Miembro' }).getByRole('button', { name: 'Plan Actual' }),
  ).toBeDisabled();
  await premium.getByRole('button', { name: /Seleccionar Plan/ }).click();

  const summary = page.getByRole('region', { name: 'Actualizar a Premium' });
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText('$3.000 / mes');
  await expect(summary).toContainText('Vas a pagar en MercadoPago');
  await summary.getByRole('button', { name: 'Completar Compra' }).click();

  // MercadoPago's checkout (the stand-in): the player approves the payment and is sent back.
  await expect(page.getByText('Entorno de prueba: ningún pago es real')).toBeVisible();
  await expect(page.getByText('$3.000 por mes')).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar el pago' }).click();

  await expect(page).toHaveURL(/\/membresia\?pago=.*status=approved/);
  await expect(page.getByText(/MercadoPago aprobó tu pago y ya sos Premium/)).toBeVisible();
  await expect(premium.getByRole('button', { name: 'Plan Actual' })).toBeDisabled();
  if (!isMobile) {
    await expect(page.getByRole('banner').getByText('Premium', { exact: true })).toBeVisible();
  }
  const me = await page.request.get(`${apiUrl}/users/me`, { headers: { Authorization: `Bearer ${jwt}` } });
  expect(((await me.json()) as { userType: string }).userType).toBe('premium');

  await page.goto('/perfil');
  await expect(page.getByRole('region', { name: 'Tarjeta del jugador' })).toContainText('PREMIUM');

  await page.goto('/tu-membresia');
  await expect(page.getByRole('heading', { name: 'Plan Premium' })).toBeVisible();
  await expect(page.getByText('Activa', { exact: true })).toBeVisible();
  const payments = page.getByRole('region', { name: 'Pagos' });
  await expect(payments.getByRole('cell', { name: '$3.000' })).toBeVisible();
  await expect(payments.getByRole('cell', { name: 'Aprobado' })).toBeVisible();
});

test('the FAQ opens and closes from the keyboard', async ({ page }) => {
  await page.goto('/membresia');
  const question = page.getByRole('button', { name: '¿Hay descuento por pago anual?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: '¿Hay descuento por pago anual?' })).toHaveText('No.');

  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});
