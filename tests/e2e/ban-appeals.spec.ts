import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailsTo } from '../support/mail-catcher';
import { collectErrors } from '../support/page-errors';
import { apiUrl } from '../support/ports';

/**
 * Issue 26, appeals: the seeded banned demo player (`baneado`, cms/src/seed/bans.ts: an active ban with the
 * evidence of its last ten minutes) appeals on the ban's page with an image; the demo staff member reads it at
 * /admin/descargos with the evidence and accepts it; the ban shows "Levantado" and the player reads the answer
 * and gets it by email. Once per run (the seeded ban takes one appeal): desktop only. The rules of each step
 * (who may appeal, images, the evidence window, rcon) are cms/src/game-servers/ban-appeals/__tests__/ban-appeals.test.ts's.
 */

const BANNED = { username: 'baneado', password: 'Baneado1234', email: 'baneado@cs16.com.ar' };
const STAFF = { username: 'admin', password: 'Admin1234' };
const TEXT = 'No uso ningún programa: escuché los pasos. Les dejo una captura de la configuración de sonido.';

async function signedInPage(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Email o nombre de usuario').fill(who.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  return page;
}

// A screenshot-like PNG drawn by the browser itself (no image library in the tests).
async function capture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 270;
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = '#1b1f24';
    draw.fillRect(0, 0, 480, 270);
    draw.fillStyle = '#ff8a1f';
    draw.font = 'bold 28px sans-serif';
    draw.fillText('Sonido: HRTF activado', 40, 140);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('@desktop-only @own-site the banned player appeals, staff read the evidence and accept, the ban shows "Levantado"', async ({
  browser,
  request,
}, testInfo) => {
  const bans = (await (await request.get(`${apiUrl}/bans?q=STEAM_0:1:90000011&state=activos`)).json()) as {
    data: { documentId: string; player: { name: string } }[];
  };
  const ban = bans.data[0]!;
  expect(ban.player.name).toBe('Baneado Demo');

  // The player, on the ban's page.
  const player = await signedInPage(browser, BANNED);
  const playerErrors = collectErrors(player);
  await player.goto(`/baneos/${ban.documentId}`);
  const form = player.getByRole('form', { name: 'Presentar descargo' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Enviar descargo' }).click();
  await expect(form.getByText('Escribí tu descargo.')).toBeVisible();
  await form.getByLabel('Tu descargo').fill(TEXT);
  await form
    .getByLabel('Adjuntar imágenes')
    .setInputFiles({ name: 'sonido.png', mimeType: 'image/png', buffer: await capture(player) });
  await expect(form.getByRole('img', { name: 'Vista previa de sonido.png' })).toBeVisible();
  await player.screenshot({ path: testInfo.outputPath('descargo-formulario.png'), fullPage: true });
  await form.getByRole('button', { name: 'Enviar descargo' }).click();
  const mine = player.getByRole('region', { name: /Tu descargo/ });
  await expect(mine.getByText('Pendiente')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Imagen 1 del descargo' })).toBeVisible();

  // Staff, at /admin/descargos.
  const staff = await signedInPage(browser, STAFF);
  const staffErrors = collectErrors(staff);
  await staff.goto('/admin/descargos');
  await staff.getByRole('link', { name: 'Descargo de Baneado Demo' }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Descargo de Baneado Demo' })).toBeVisible();
  await expect(staff.getByText(TEXT)).toBeVisible();
  const timeline = staff.getByRole('list', { name: 'Registro del jugador' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Mató a Rulo con ak47 (headshot)' })).toBeVisible();
  await expect(timeline.getByRole('listitem').filter({ hasText: 'tranqui que los veo a todos' })).toBeVisible();
  await expect(timeline.getByRole('listitem').last()).toContainText('gg ez');
  await staff.screenshot({ path: testInfo.outputPath('descargo-staff.png'), fullPage: true });
  const answer = staff.getByRole('form', { name: 'Responder el descargo' });
  await answer.getByLabel('Respuesta al jugador').fill('Revisamos la demo: era sonido. Perdón por la molestia.');
  await answer.getByRole('button', { name: 'Aceptar y levantar el baneo' }).click();
  await expect(staff.getByText(/Aceptado por El Admin/)).toBeVisible();

  // The player's page hears it: lifted, with the answer.
  await player.reload();
  await expect(player.getByText('Levantado').first()).toBeVisible();
  await expect(player.getByText('El staff aceptó tu descargo: el baneo quedó levantado.')).toBeVisible();
  await expect(player.getByText('Revisamos la demo: era sonido. Perdón por la molestia.')).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(BANNED.email)).map((mail) => mail.subject))
    .toContain('Aceptaron tu descargo en CS 1.6 Argentina');

  // Someone who is not staff does not get the staff page.
  await player.goto('/admin/descargos');
  await expect(player).toHaveURL(/:\d+\/$/);
  expect(playerErrors).toEqual([]);
  expect(staffErrors).toEqual([]);
});
