import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * What only the visitor's browser knows (today's date, the deployed runtime config, its APIs), read so that
 * hydration still finds the tree the build rendered: `buildValue` while the page is rendered at build time and
 * while the client hydrates that HTML, `browserValue()` from the render after (and at once in a component first
 * rendered after hydration). React renders the component again after hydration only where the two differ, and
 * does it synchronously, in one task (issue 27): call this in the smallest component that shows the value, and
 * prefer a value that usually matches the build's (a year, not a date). `browserValue` must return the same
 * value until it changes (a primitive).
 */
export function useBrowserValue<T>(browserValue: () => T, buildValue: T): T {
  return useSyncExternalStore(neverChanges, browserValue, () => buildValue);
}

const alwaysTrue = () => true;

/** False while the page is rendered at build time and while the client hydrates that HTML, true after. */
export function useHydrated(): boolean {
  return useBrowserValue(alwaysTrue, false);
}

/**
 * When the pages' HTML was rendered: the build sets it (DefinePlugin) in both the prerender and the client
 * bundle, so hydration shows the same dates as the HTML. Elsewhere (unit tests, the dev server) it is now.
 */
export const prerenderedAt = new Date(process.env.SITE_PRERENDERED_AT ?? Date.now());
