import { expect, type Page } from '@playwright/test';

/** Signs in through the site's own form (`/iniciar-sesion`) and waits for the home page it leads to. */
export async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Email o nombre de usuario').fill(identifier);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
}
