import { Suspense } from 'react';
import { pageHeads, usePageMeta } from '@cs16ar/shared';
import { CallToAction } from './components/call-to-action';
import { CommunitySection } from './components/community-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { LatestNewsSection } from './components/latest-news-section';

/**
 * The landing page (docs/product.md §2): hero, Nuestra Comunidad, the latest news, features and the call to action.
 * Its first render fetches nothing and waits for nothing (no remote, no API, no video); the sections with data ask
 * for it once the page is up.
 */
export function LandingPage() {
  usePageMeta(pageHeads.landing.title, pageHeads.landing.description);
  return (
    <>
      <HeroSection />
      {/* Each section below the hero is hydrated on its own (a Suspense boundary in the prerendered HTML): the
          hero first, then one short task per section instead of one long one for the whole page. */}
      <Suspense>
        <CommunitySection />
      </Suspense>
      <Suspense>
        <LatestNewsSection />
      </Suspense>
      <Suspense>
        <FeaturesSection />
      </Suspense>
      <Suspense>
        <CallToAction />
      </Suspense>
    </>
  );
}
