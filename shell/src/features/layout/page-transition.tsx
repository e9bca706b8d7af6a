import { Activity, Fragment, useLayoutEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation, useNavigationType, type Location } from '@cs16ar/shared';

/** docs/product.md §9: fade 150 ms out, 300 ms in. */
export const FADE_OUT_MS = 150;
export const FADE_IN_MS = 300;

const Fade = styled.div<{ $phase: 'in' | 'out' }>`
  opacity: ${({ $phase }) => ($phase === 'in' ? 1 : 0)};
  transition: opacity ${({ $phase }) => ($phase === 'in' ? FADE_IN_MS : FADE_OUT_MS)}ms ease;
`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Fades the old page out, then shows the new location and fades it in. Children get the location to render,
 * which lags the real one by the fade-out. A change of query or hash on the same page renders at once, and so do
 * redirects (replace navigations): the page that redirected must not stay on screen, or it would redirect again.
 *
 * While the old page fades out, the new one is already rendered, hidden (`<Activity mode="hidden">`: React
 * renders it when the main thread is otherwise idle, with no effects and nothing shown), and when the fade-out
 * ends it is shown as rendered instead of rendered then (issue 27: on a slow machine the new page's render came
 * after the 150 ms of the fade, 25-50 ms more before its heading showed). Not the page the HTML was built for:
 * an Activity boundary in the HTML is hydrated on its own, after the rest, when the page's state may already be the
 * client's (a signed-in player), and the HTML would no longer match (React's error 418).
 */
export function PageTransition({ children }: { children: (location: Location) => ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState(location);
  const isLeaving = location.pathname !== shown.pathname && navigationType !== 'REPLACE';
  if (!isLeaving && shown !== location) setShown(location);
  // The path of the page the HTML was built for, until another page is shown.
  const [htmlPath, setHtmlPath] = useState<string | null>(location.pathname);
  if (htmlPath !== null && shown.pathname !== htmlPath) setHtmlPath(null);

  // Timed from the commit that starts the fade (a layout effect, before that frame is painted), as the fade's CSS
  // transition is: a passive effect runs after the paint, and on a busy phone that added 30 ms or more to every
  // route change on top of the fade (issue 27).
  useLayoutEffect(() => {
    if (!isLeaving) return;
    const timer = window.setTimeout(
      () => {
        setShown(location);
        window.scrollTo({ top: 0 });
      },
      prefersReducedMotion() ? 0 : FADE_OUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isLeaving, location]);

  const pages = isLeaving ? [shown, location] : [location];
  return (
    <Fade $phase={isLeaving ? 'out' : 'in'}>
      {pages.map((page) => {
        const hidden = isLeaving && page === location;
        if (!hidden && page.pathname === htmlPath) return <Fragment key="html">{children(page)}</Fragment>;
        // Keyed by path: the hidden page is the same one, and keeps what was rendered, when it is shown.
        return (
          <Activity key={page.pathname} mode={hidden ? 'hidden' : 'visible'}>
            {children(page)}
          </Activity>
        );
      })}
    </Fade>
  );
}
