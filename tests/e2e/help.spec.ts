import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/page-errors';

/** Issue 6: the help centre and its articles, through the composed site against the seeded CMS. */
test('browse a category, search, open an article and follow a related one', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/ayuda');

  await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
  const featured = page.getByRole('region', { name: 'Artículos destacados' });
  await expect(featured.getByRole('link', { name: /Cómo encontrar tu Steam ID/ })).toBeAttached();

  // Categories: general by default, then Cuenta.
  const categories = page.getByRole('navigation', { name: 'Categorías' });
  await expect(categories.getByRole('link', { name: /^General/ })).toHaveAttribute('aria-current', 'page');
  await categories.getByRole('link', { name: /^Cuenta/ }).click();
  await expect(page).toHaveURL(/\/ayuda\?categoria=account$/);
  const list = page.getByRole('region', { name: 'Cuenta' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    'Cómo crear tu cuenta',
    'Cómo editar tu perfil y tu foto',
    'Cómo encontrar tu Steam ID',
  ]);

  // Search within the category, ignoring case and accents.
  await page.getByRole('searchbox', { name: 'Buscar en preguntas frecuentes' }).fill('STEAM');
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Cómo encontrar tu Steam ID']);
  await expect(page).toHaveURL(/categoria=account&q=STEAM$/);
  await page.getByRole('searchbox').fill('edicion');
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(page.getByText('No se encontraron artículos en esta categoría.')).toBeVisible();
  await page.getByRole('searchbox').fill('steam');

  // The article.
  await list.getByRole('link', { name: /Cómo encontrar tu Steam ID/ }).click();
  await expect(page).toHaveURL(/\/ayuda\/como-encontrar-tu-steam-id$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cómo encontrar tu Steam ID' })).toBeVisible();
  await expect(page).toHaveTitle(/^Cómo encontrar tu Steam ID/);
  const article = page.getByRole('article');
  await expect(article).toContainText('Cuenta');
  await expect(article).toContainText(/Actualizado el \d{1,2} de [a-z]+ de \d{4}/);
  await expect(article.locator('code', { hasText: 'STEAM_0:1:12345678' })).toBeVisible();

  // Thumbs look pressed once chosen.
  const up = page.getByRole('button', { name: 'Sí, me fue útil' });
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');

  // Related: same category, never itself, at most three.
  const related = page.getByRole('region', { name: 'Artículos relacionados' });
  await expect(related.getByRole('link')).toHaveCount(2);
  await expect(related.getByRole('link', { name: /Cómo encontrar tu Steam ID/ })).toHaveCount(0);
  await related.getByRole('link', { name: /Cómo editar tu perfil y tu foto/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cómo editar tu perfil y tu foto' })).toBeVisible();
  await expect(page).toHaveTitle(/^Cómo editar tu perfil y tu foto/);

  await page.getByRole('link', { name: 'Volver a Ayuda' }).click();
  await expect(page).toHaveURL(/\/ayuda\?categoria=account$/);
  await expect(page.getByRole('region', { name: 'Cuenta' }).getByRole('heading', { level: 3 })).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('an unknown article says so', async ({ page }) => {
  await page.goto('/ayuda/este-articulo-no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Artículo no encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a Ayuda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
});

test(
  'the article page tells of a CMS that cannot be reached, and recovers on retry',
  { tag: '@desktop-only' },
  async ({ page }) => {
    let down = true;
    await page.route(/\/api\/help-articles\?/, (route) => (down ? route.abort() : route.continue()));

    await page.goto('/ayuda/que-es-cs-argentina');
    await expect(page.getByRole('heading', { level: 1, name: 'Error cargando el artículo' })).toBeVisible();

    down = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¿Qué es la comunidad CS Argentina?' })).toBeVisible();
  },
);
