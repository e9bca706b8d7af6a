import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { signIn } from '../support/sign-in';
import { apiUrl } from '../support/ports';

/**
 * Issue 43's staff at /admin, through the composed site against the real CMS and its MercadoPago stand-in: a player
 * pays Premium at the checkout; staff find them among the active members, open their payments and history, refund
 * the payment (MercadoPago's refund call), and give another player a courtesy month by username.
 */

async function registerPlayer(page: Page, testInfo: TestInfo, tag: string) {
  const username = `e2e_${tag}_${testInfo.project.name.slice(0, 3)}_${Date.now().toString(36)}`;
  const response = await page.request.post(`${apiUrl}/auth/local/register`, {
    data: { username, email: `${username}@example.com`, password: 'Clave-e2e-123' },
  });
  expect(response.ok()).toBe(true);
  return { username, jwt: ((await response.json()) as { jwt: string }).jwt };
}

test('staff find a paying member by state, refund the payment, and give a courtesy by username', async ({
  page,
}, testInfo) => {
  // A player pays Premium at MercadoPago's checkout (the stand-in) and comes back.
  const buyer = await registerPlayer(page, testInfo, 'socio');
  const checkout = await page.request.post(`${apiUrl}/membership/checkout`, {
    headers: { Authorization: `Bearer ${buyer.jwt}` },
    data: { plan: 'premium' },
  });
  expect(checkout.ok()).toBe(true);
  await page.goto(((await checkout.json()) as { data: { checkoutUrl: string } }).data.checkoutUrl);
  await page.getByRole('button', { name: 'Aprobar el pago' }).click();
  await expect(page).toHaveURL(/\/membresia\?pago=.*status=approved/);
  // MercadoPago's signed notification reaches the CMS, which fetches the payment back and grants the plan.
  await expect
    .poll(async () => {
      const me = await page.request.get(`${apiUrl}/membership/me`, {
        headers: { Authorization: `Bearer ${buyer.jwt}` },
      });
      return ((await me.json()) as { data: { state: string } | null }).data?.state;
    })
    .toBe('active');

  // The site's errors from here (the stand-in's checkout page is not the site).
  const errors = collectErrors(page);
  await signIn(page, 'admin', 'Admin1234');
  // A state the filter does not know reads as every state.
  await page.goto('/admin?membresias=vencida');
  await expect(page.getByRole('heading', { level: 2, name: 'Membresías' })).toBeVisible();
  await expect(page.getByLabel('Estado')).toHaveValue('');
  await page.getByLabel('Estado').selectOption({ label: 'Activa' });
  await expect(page).toHaveURL(/membresias=active/);

  await page.getByRole('button', { name: `Ver membresía de ${buyer.username}` }).click();
  const detail = page.getByRole('region', { name: `Membresía de ${buyer.username}` });
  const payments = detail.getByRole('list', { name: `Pagos de ${buyer.username}` });
  await expect(payments).toContainText('$3.000 · Aprobado');
  await expect(detail.getByRole('list', { name: `Historial de ${buyer.username}` })).toContainText(
    'Pago pendiente → Activa',
  );

  await payments.getByRole('button', { name: /^Devolver el pago/ }).click();
  await detail.getByRole('button', { name: `Sí, devolver $3.000 a ${buyer.username}` }).click();
  await expect(detail.getByText(`Devolviste $3.000 a ${buyer.username}.`)).toBeVisible();
  await expect(detail.getByText('Reembolsada', { exact: true })).toBeVisible();
  await expect(detail.getByRole('list', { name: `Acciones del staff sobre ${buyer.username}` })).toContainText(
    'El Admin',
  );
  // Refunded, no longer active: the list follows, and the badge ended at once.
  await expect(page.getByRole('button', { name: `Ver membresía de ${buyer.username}` })).toHaveCount(0);
  const me = await page.request.get(`${apiUrl}/users/me`, { headers: { Authorization: `Bearer ${buyer.jwt}` } });
  expect(((await me.json()) as { userType: string }).userType).toBe('regular');

  // A courtesy month to another player, named by username; the reason is required.
  const winner = await registerPlayer(page, testInfo, 'campeon');
  const courtesy = page.getByRole('form', { name: 'Dar membresía de cortesía' });
  await courtesy.getByLabel('Nombre de usuario').fill(winner.username);
  await courtesy.getByLabel('Días').fill('30');
  await courtesy.getByRole('button', { name: 'Dar cortesía' }).click();
  await expect(courtesy.getByText('Escribí el motivo de la cortesía.')).toBeVisible();
  await courtesy.getByLabel('Motivo').fill('Ganó el torneo de diciembre');
  await courtesy.getByRole('button', { name: 'Dar cortesía' }).click();
  await expect(courtesy.getByText(`Listo: ${winner.username} tiene 30 días de cortesía.`)).toBeVisible();
  const granted = page.getByRole('region', { name: `Membresía de ${winner.username}` });
  await expect(granted.getByText('Activa', { exact: true }).first()).toBeVisible();
  await expect(granted.getByRole('list', { name: `Acciones del staff sobre ${winner.username}` })).toContainText(
    'Ganó el torneo de diciembre',
  );
  expect(errors).toEqual([]);
});
