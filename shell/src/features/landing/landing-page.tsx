import { usePageMeta } from '@cs16ar/shared';
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
  usePageMeta('Inicio', 'La comunidad de Counter-Strike 1.6 más grande de Argentina desde 2012.');
  return (
    <>
      <HeroSection />
      <CommunitySection />
      <LatestNewsSection />
      <FeaturesSection />
      <CallToAction />
    </>
  );
}
