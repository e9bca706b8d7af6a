import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { paths } from '@cs16ar/shared';

let loadedPage: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/**
 * Runs the landing page's modules. They are downloaded with the app's (the same chunk, "app") but run only where
 * the landing is shown: the other pages' start does not create its fifty-odd styled components, about half of
 * the app's module evaluation, one long task on a slow phone (issue 27).
 */
export function loadLandingPage(): Promise<ComponentType> {
  loading ??= import(/* webpackChunkName: "app" */ './landing-page').then(
    ({ LandingPage }) => (loadedPage = LandingPage),
  );
  return loading;
}

/** For the build-time render (prerender.tsx), which renders synchronously and has imported the page already. */
export function landingPageLoaded(Page: ComponentType): void {
  loadedPage = Page;
}

/**
 * The shell's start (index.ts), once the app's modules have run: on the landing's address its modules run next,
 * in a task of their own, before the app takes over the page's HTML (the build created the app's components
 * first and the landing's after them, and styled-components names them in that order). True when they ran.
 */
export async function loadLandingPageAt(pathname: string): Promise<boolean> {
  if (pathname !== paths.home) return false;
  await loadLandingPage();
  return true;
}

/**
 * `/`: the landing page. Its modules have run when the visitor arrived here, or headed here (a pointer over a link
 * to it, a touch: prefetch-remote-page.ts); otherwise they run now, in a moment (they are in the app's file), while
 * the page fades in.
 */
export function LandingRoute() {
  const [Page, setPage] = useState(() => loadedPage);
  useEffect(() => {
    if (Page) return;
    let current = true;
    void loadLandingPage().then((LandingPage) => {
      if (current) startTransition(() => setPage(() => LandingPage));
    });
    return () => {
      current = false;
    };
  }, [Page]);
  return Page ? <Page /> : null;
}
