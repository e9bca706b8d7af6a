import { useOnlinePlayers } from '../hooks/use-online-players';
import { communityAge, formatCommunityAge } from '../lib/community-age';
import { ActivePlayers } from './active-players';
import { CommunityStats } from './community-stats';
import { FeaturedServers } from './featured-servers';
import { Section, SectionHeader } from './section';

/** "Nuestra Comunidad": how long we have been playing, the counters, the faces and the featured servers. */
export function CommunitySection({ random }: { random?: () => number }) {
  const online = useOnlinePlayers(random);
  const age = formatCommunityAge(communityAge(new Date()));

  return (
    <Section aria-labelledby="nuestra-comunidad">
      <SectionHeader id="nuestra-comunidad" eyebrow="Desde marzo de 2012" title="Nuestra Comunidad">
        {age} jugando juntos: torneos, eventos y miles de partidas en nuestros servidores.
      </SectionHeader>
      <CommunityStats online={online} />
      <ActivePlayers online={online} />
      <FeaturedServers />
    </Section>
  );
}
