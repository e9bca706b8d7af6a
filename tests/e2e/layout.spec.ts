import { expect, test } from '@playwright/test';

// The top bar with its dropdowns exists only at desktop widths: only the desktop project runs it.
test.describe('desktop layout', { tag: '@desktop-only' }, () => {
  test('top bar with the Comunidad dropdown, which closes on an outside click and on Escape', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación móvil' })).toBeHidden();

    await menu.getByRole('button', { name: 'Comunidad' }).click();
    await expect(menu.getByRole('link', { name: /Staff/ })).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(menu.getByRole('link', { name: /Staff/ })).toBeHidden();

    await menu.getByRole('button', { name: 'Comunidad' }).click();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: /Staff/ })).toBeHidden();

    await menu.getByRole('button', { name: 'Comunidad' }).click();
    await menu.getByRole('link', { name: /Staff/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  });
});

// The bottom tab bar and the Comunidad sheet exist only at phone widths: only the mobile project runs them.
test.describe('mobile layout', { tag: '@mobile-only' }, () => {
  test('bottom tab bar with home; the Comunidad sheet locks scroll and closes on backdrop tap or a long drag', async ({
    page,
  }) => {
    await page.goto('/comunidad/staff');
    const tabs = page.getByRole('navigation', { name: 'Navegación móvil' });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();

    await tabs.getByRole('button', { name: 'Comunidad' }).click();
    const sheet = page.getByRole('dialog', { name: 'Comunidad' });
    await expect(sheet).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const height = await sheet.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeCloseTo(844 * 0.75, 0);

    // Tap the backdrop above the sheet.
    await page.mouse.click(195, 80);
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // Drag the handle down more than 150px.
    await tabs.getByRole('button', { name: 'Comunidad' }).click();
    await expect(sheet).toBeVisible();
    const handle = page.getByTestId('community-sheet-handle');
    await handle.hover(); // waits until the sheet has finished sliding in
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 220, { steps: 8 });
    await page.mouse.up();
    await expect(sheet).toBeHidden();
  });
});
