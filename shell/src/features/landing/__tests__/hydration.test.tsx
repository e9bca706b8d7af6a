import { Profiler, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { SiteProviders } from '@cs16ar/shared';
import { StaticRouter } from '@cs16ar/shared/server';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from '../../layout/footer';
import { CommunitySection } from '../components/community-section';
import { LatestNewsSection } from '../components/latest-news-section';
import { installIntersectionObserver, uninstallIntersectionObserver } from './intersection-observer-stub';

beforeEach(() => installIntersectionObserver());
afterEach(() => uninstallIntersectionObserver());

/**
 * Issue 27, "avoid rendering twice": what only the browser knows (today, its APIs) used to render a whole part of
 * the page a second time right after hydration, in one task that does not yield. Here the part's HTML is rendered
 * as the build renders it, then hydrated; React's Profiler reports each commit that renders it.
 */
function hydrate(part: ReactNode): string[] {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <SiteProviders>
      <StaticRouter location="/">{part}</StaticRouter>
    </SiteProviders>,
  );
  document.body.appendChild(container);
  const renders: string[] = [];
  render(
    <SiteProviders>
      <MemoryRouter>
        <Profiler id="part" onRender={(_id, phase) => renders.push(phase)}>
          {part}
        </Profiler>
      </MemoryRouter>
    </SiteProviders>,
    { container, hydrate: true },
  );
  // What React renders at once after hydration (later work, a timer or a read, is not a second render of it).
  return [...renders];
}

test('the community section takes over its HTML in one render: its age of the community is the build’s text', () => {
  expect(hydrate(<CommunitySection />)).toEqual(['mount']);
  expect(screen.getByText(/jugando juntos/)).toBeInTheDocument();
});

test('the latest news section takes over its HTML in one render', () => {
  expect(hydrate(<LatestNewsSection />)).toEqual(['mount']);
});

test('the footer takes over its HTML in one render, with this year', () => {
  expect(hydrate(<Footer />)).toEqual(['mount']);
  expect(screen.getByText(`© ${new Date().getFullYear()} CS 1.6 Argentina`)).toBeInTheDocument();
});
