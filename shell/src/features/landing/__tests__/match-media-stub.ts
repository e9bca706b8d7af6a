/** jsdom has no matchMedia; this one answers `prefers-reduced-motion: reduce` as the test says. */
export function stubReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

export function removeMatchMedia() {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
