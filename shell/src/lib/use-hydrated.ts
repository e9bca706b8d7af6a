import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the page is rendered at build time and while the client hydrates that HTML, true from the
 * render after. What only the visitor's browser knows (today's date, the deployed runtime config) is shown
 * from then on; hydration renders what the build rendered, so React finds the same tree (no mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * When the pages' HTML was rendered: the build sets it (DefinePlugin) in both the prerender and the client
 * bundle, so hydration shows the same dates as the HTML. Elsewhere (unit tests, the dev server) it is now.
 */
export const prerenderedAt = new Date(process.env.SITE_PRERENDERED_AT ?? Date.now());

/** Today in the visitor's browser, or the day the HTML was rendered while that HTML is being hydrated. */
export function useToday(): Date {
  return useHydrated() ? new Date() : prerenderedAt;
}
