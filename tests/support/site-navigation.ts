import type { Locator, Page } from '@playwright/test';

/**
 * The site's own navigation as the viewport shows it: the top bar's menu on a desktop, the tab bar on a phone.
 * Never `page.getByRole('navigation')`: pages have navigations of their own (the help centre's categories), and
 * on a phone the tab bar comes after the page in the document, so the page's link of the same name came first.
 */
export function siteNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: /^Navegación (principal|móvil)$/ }).filter({ visible: true });
}

/** The top bar (header), which holds the account links ("Iniciar sesión", the account menu) on every viewport. */
export function topBar(page: Page): Locator {
  return page.getByRole('banner');
}
