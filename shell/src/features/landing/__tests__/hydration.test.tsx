import { screen } from '@testing-library/react';
import { hydrateAsBuilt } from '@cs16ar/shared/testing';
import { CommunitySection } from '../components/community-section';
import { LatestNewsSection } from '../components/latest-news-section';
import { installIntersectionObserver, uninstallIntersectionObserver } from './intersection-observer-stub';

beforeEach(() => installIntersectionObserver());
afterEach(() => uninstallIntersectionObserver());

// Issue 27, "avoid rendering twice": what only the browser knows (today, its APIs) rendered a whole landing section
// a second time right after hydration, in one task that does not yield.

test('the community section takes over its HTML in one render: its age of the community is the build’s text', () => {
  expect(hydrateAsBuilt(<CommunitySection />)).toEqual(['mount']);
  expect(screen.getByText(/jugando juntos/)).toBeInTheDocument();
});

test('the latest news section takes over its HTML in one render', () => {
  expect(hydrateAsBuilt(<LatestNewsSection />)).toEqual(['mount']);
});
