import { useLayoutEffect, useState, type ReactNode } from 'react';
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
 * Fades the old page out, then renders the new location and fades it in. Children get the location to
 * render, which lags the real one by the fade-out. A change of query or hash on the same page renders at
 * once, and so do redirects (replace navigations): the page that redirected must not stay on screen, or
 * it would redirect again.
 */
export function PageTransition({ children }: { children: (location: Location) => ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState(location);
  const isLeaving = location.pathname !== shown.pathname && navigationType !== 'REPLACE';
  if (!isLeaving && shown !== location) setShown(location);

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

  return <Fade $phase={isLeaving ? 'out' : 'in'}>{children(isLeaving ? shown : location)}</Fade>;
}
