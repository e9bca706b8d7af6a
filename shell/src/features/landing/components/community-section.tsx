import { lazy, Suspense, useEffect, useState } from 'react';
import { useStartWhenNear } from '../hooks/use-start-when-near';
import { prerenderedAt, useBrowserValue } from '../../../lib/use-hydrated';
import { communityAge, formatCommunityAge } from '../lib/community-age';
import type { SummaryView } from '../types/summary-view';
import { ActivePlayers } from './active-players';
import { CommunityStats } from './community-stats';
import { FeaturedServers } from './featured-servers';
import { Section, SectionHeader } from './section';

type SourceProps = { onView: (view: SummaryView) => void };

/** When the module cannot be fetched (offline, a failed deploy): the figures say they are unavailable. */
function SummaryUnavailable({ onView }: SourceProps) {
  useEffect(() => onView({ status: 'error' }), [onView]);
  return null;
}

// The data layer (TanStack Query) and the summary call load with this module, apart from the first paint.
const CommunitySummarySource = lazy(() =>
  import(/* webpackChunkName: "community-summary" */ './community-summary-source').then(
    (module) => ({ default: module.CommunitySummarySource }),
    (error: unknown) => {
      console.error('[landing] the community summary could not be loaded', error);
      return { default: SummaryUnavailable };
    },
  ),
);

const ageToday = () => formatCommunityAge(communityAge(new Date()));

/**
 * "Nuestra Comunidad": how long we have been playing (a claim: it stays), then the CMS's live figures: the
 * counters, the players connected now and the servers with most players. Its layout is there from the first
 * paint; the figures fill it in place when they arrive.
 */
export function CommunitySection() {
  // As text: the same as the build's most days, so the section is not rendered again after hydration.
  const age = useBrowserValue(ageToday, formatCommunityAge(communityAge(prerenderedAt)));
  const [ref, started] = useStartWhenNear<HTMLElement>();
  const [view, setView] = useState<SummaryView>({ status: 'loading' });

  return (
    <Section ref={ref} aria-labelledby="nuestra-comunidad">
      <SectionHeader id="nuestra-comunidad" eyebrow="Desde marzo de 2012" title="Nuestra Comunidad">
        {age} jugando juntos: torneos, eventos y miles de partidas en nuestros servidores.
      </SectionHeader>
      {started ? (
        <Suspense fallback={null}>
          <CommunitySummarySource onView={setView} />
        </Suspense>
      ) : null}
      <CommunityStats view={view} />
      <ActivePlayers view={view} />
      <FeaturedServers view={view} />
    </Section>
  );
}
