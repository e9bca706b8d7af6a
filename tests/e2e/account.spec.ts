import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiUrl } from '../support/ports';
import { topBar } from '../support/site-navigation';

/**
 * Issue 5: sign-in, registration and the profile (mfe-account) through the composed site against the real
 * CMS. Every run registers a brand-new player, so it can run again and again on the same database.
 */

/** A real 320 × 320 PNG of one colour (the CMS checks the bytes, not the name). */
const PROFILE_PICTURE = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'foto-de-perfil.png'),
);

function newPlayer(testInfo: TestInfo) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const username = `e2e_${testInfo.project.name}_${suffix}`;
  return { username, email: `${username}@example.com`, password: 'Clave-e2e-123' };
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const passwordInput = (page: Page, label = 'Contraseña') => page.getByLabel(label, { exact: true });

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('Email o nombre de usuario').fill(identifier);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

test('register, sign out, sign in, edit the profile, upload a picture, reload: everything is kept', async ({
  page,
  viewport,
}, testInfo) => {
  const errors = pageErrors(page);
  const player = newPlayer(testInfo);
  const desktop = (viewport?.width ?? 0) >= 768;

  // Register: the new player is signed in and lands on the home page.
  await page.goto('/registrarse');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await page.getByLabel('Nombre de usuario', { exact: true }).fill(player.username);
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await passwordInput(page).fill(player.password);
  await passwordInput(page, 'Confirmar contraseña').fill(player.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  const menuButton = page.getByRole('button', { name: `Menú de ${player.username}` });
  await expect(menuButton).toBeVisible();

  // A signed-in player who opens the sign-in page is sent home.
  await page.goto('/iniciar-sesion');
  await expect(page).toHaveURL(/:\d+\/$/);

  // Sign out from the account menu.
  await menuButton.click();
  await page.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(topBar(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

  // The guard sends the visitor to sign in and, once signed in, back to the profile.
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
  await signIn(page, player.email, player.password);
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Tarjeta del jugador' });
  await expect(card).toContainText(player.username);
  await expect(card).toContainText('REGULAR');
  await expect(page.getByText('Este usuario no juega en ningún servidor actualmente.')).toBeVisible();

  // Edit the profile; the top bar follows at once.
  const form = page.getByRole('form', { name: 'Editar perfil' });
  await form.getByLabel(/^Apodo/).fill('Tirador E2E');
  await form.getByLabel(/^Biografía/).fill('Probando el sitio de punta a punta.');
  await form.getByLabel(/^Steam ID/).fill('STEAM_0:1:7654321');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByText('¡Perfil actualizado con éxito!')).toBeVisible();
  await expect(card).toContainText('Tirador E2E');
  await expect(card).toContainText('STEAM_0:1:7654321');
  if (desktop) await expect(menuButton).toContainText('Tirador E2E');

  // Upload a picture: it shows on the card and in the top bar.
  await page.getByLabel('Elegir una foto de perfil').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: PROFILE_PICTURE,
  });
  await expect(card.getByText('¡Foto de perfil actualizada con éxito!')).toBeVisible();
  const picture = card.getByRole('img', { name: `Foto de perfil de ${player.username}` });
  await expect(picture).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  await expect(menuButton.getByRole('img')).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  // The new picture really loads (wait for it: the src changes before the download ends).
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  // Reload: the CMS kept it all.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(card).toContainText('Tirador E2E');
  await expect(card).toContainText('Probando el sitio de punta a punta.');
  await expect(card).toContainText('STEAM_0:1:7654321');
  await expect(picture).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  await expect(form.getByLabel(/^Apodo/)).toHaveValue('Tirador E2E');

  expect(errors).toEqual([]);
});

test('a wrong password shows the CMS message; a picture over 5 MB never leaves the browser', async ({
  page,
}, testInfo) => {
  const player = newPlayer(testInfo);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/upload')) uploads.push(request.url());
  });

  await page.goto('/iniciar-sesion');
  await signIn(page, 'jugador', 'no-es-la-clave');
  await expect(page.getByRole('alert')).toHaveText('Email/usuario o contraseña incorrectos.');
  await expect(page.getByRole('alert').locator('..')).toBeFocused();

  await page.getByRole('link', { name: 'Registrate' }).click();
  await page.getByLabel('Nombre de usuario', { exact: true }).fill(player.username);
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await passwordInput(page).fill(player.password);
  await passwordInput(page, 'Confirmar contraseña').fill(player.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);

  await page.goto('/perfil');
  await page.getByLabel('Elegir una foto de perfil').setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  const card = page.getByRole('region', { name: 'Tarjeta del jugador' });
  await expect(card.getByRole('alert')).toHaveText('La imagen supera el máximo de 5 MB.');
  expect(uploads).toEqual([]);
});

// Issue 14: a session the CMS no longer accepts (expired, revoked) ends at the first call that uses it,
// on any page: here the membership purchase, which no route guard protects.
test(
  'an expired session sends the player to sign in, says why, and brings them back',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const player = newPlayer(testInfo);
    const registered = await page.request.post(`${apiUrl}/auth/local/register`, { data: player });
    expect(registered.ok()).toBe(true);
    const { user } = (await registered.json()) as { user: unknown };
    await page.addInitScript(
      ({ session }) => {
        if (!window.sessionStorage.getItem('e2e-expired')) {
          window.localStorage.setItem('user', JSON.stringify(session));
          window.sessionStorage.setItem('e2e-expired', '1');
        }
      },
      { session: { jwt: 'token.que.ya.no.vale', user } },
    );

    await page.goto('/membresia?plan=premium');
    await page
      .getByRole('region', { name: 'Actualizar a Premium' })
      .getByRole('button', { name: 'Completar Compra' })
      .click();

    await expect(page).toHaveURL(/\/iniciar-sesion$/);
    await expect(page.getByRole('status').filter({ hasText: 'Tu sesión expiró' })).toHaveText(
      'Tu sesión expiró. Iniciá sesión de nuevo para seguir.',
    );
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    await signIn(page, player.username, player.password);
    await expect(page).toHaveURL(/\/membresia\?plan=premium$/);
    await expect(page.getByRole('region', { name: 'Actualizar a Premium' })).toBeVisible();
  },
);

test('an email a password manager fills into the next page before it shows is kept (issue 42)', async ({
  page,
}, testInfo) => {
  await page.goto('/iniciar-sesion');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  // The recovery page is rendered hidden behind the sign-in page's 150 ms fade-out; a password manager fills its
  // field as soon as it is in the document, as here: the value set and the events a browser's autofill sends.
  const email = page.getByLabel('Email', { exact: true });
  await email.waitFor({ state: 'attached' });
  const filledWhileHidden = await email.evaluate((input: HTMLInputElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return input.getClientRects().length === 0;
  }, 'jugador@cs16.com.ar');
  // Whether this run filled it while hidden (the case the shell keeps the value for) depends on the machine's speed.
  testInfo.annotations.push({ type: 'filled while hidden', description: String(filledWhileHidden) });
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña', level: 1 })).toBeVisible();
  await expect(email).toHaveValue('jugador@cs16.com.ar');
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText(/te enviamos un enlace/)).toBeVisible();
  await expect(page.getByText('El email es requerido')).toHaveCount(0);
});
