import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken the element over (hydration attached its props): before that, the page's HTML is
 * inert (a link loads a new document, a checkbox's click is undone by the hydration). Under CI load a test's first
 * click came that early.
 */
export async function untilReactOwns(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}
