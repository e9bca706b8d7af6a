import styled from 'styled-components';
import { ButtonLink, ExternalButtonLink, getRuntimeConfig, mediaUp, paths, useSession } from '@cs16ar/shared';
import { useHydrated } from '../../../lib/use-hydrated';
import { Logo } from '../../layout';
import { HeroBackdrop } from './hero-backdrop';
import { DiscordIcon, ServerRackIcon, UsersIcon, type IconComponent } from '@cs16ar/shared/icons';

const Hero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  justify-content: center;
  /* Full screen below the top bar, and above the mobile tab bar. */
  min-height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight} - ${({ theme }) => theme.layout.tabBarHeight});
  min-height: calc(100svh - ${({ theme }) => theme.layout.topBarHeight} - ${({ theme }) => theme.layout.tabBarHeight});
  padding: 40px 16px 48px;
  overflow: hidden;

  ${mediaUp('lg')} {
    min-height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight});
    min-height: calc(100svh - ${({ theme }) => theme.layout.topBarHeight});
    padding: 64px 24px;
  }
`;

const Content = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 20px;
  max-width: 860px;
  text-align: center;
`;

const Tagline = styled.h1`
  max-width: 720px;
  margin: 0;
  font-size: clamp(1.2rem, 3.6vw, 1.75rem);
  font-weight: 650;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.text};
  text-shadow: 0 2px 16px rgba(0, 0, 0, 0.6);

  strong {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 800;
  }
`;

const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  width: 100%;
  max-width: 620px;
  margin: 4px 0;
  padding: 0;
  list-style: none;

  ${mediaUp('md')} {
    gap: 16px;
  }
`;

const Highlight = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 14px 10px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid rgba(255, 255, 255, 0.14);
  background: rgba(12, 16, 24, 0.62);
  box-shadow: 0 8px 30px rgba(0, 0, 0, 0.35);

  ${mediaUp('md')} {
    flex-direction: row;
    gap: 14px;
    padding: 16px 18px;
    text-align: left;
  }

  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  strong {
    display: block;
    font-size: 1rem;
    line-height: 1.3;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.82rem;
    line-height: 1.35;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 10px;
  width: 100%;
  max-width: 340px;

  ${mediaUp('sm')} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
    max-width: none;
  }
`;

const DiscordLink = styled(ExternalButtonLink)`
  background: #5865f2;
  color: #fff;
  &:hover {
    background: #6b77f5;
    box-shadow: 0 0 24px rgba(88, 101, 242, 0.5);
  }
`;

const Players = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const highlights: { icon: IconComponent; title: string; text: string }[] = [
  { icon: ServerRackIcon, title: '26 servidores diferentes', text: 'Clásicos y modos especiales' },
  { icon: UsersIcon, title: 'Comunidad activa', text: 'Torneos, eventos y sorteos semanales' },
];

// The deployed runtime config is read in the browser: the build's HTML (and its hydration) has no video yet and
// links to the site's own Discord page, which works without JavaScript. Each is read by the one element that
// shows it, so only that element renders again after hydration, not the whole hero.

function HeroBackdropOfConfig() {
  const hydrated = useHydrated();
  return <HeroBackdrop video={hydrated ? getRuntimeConfig().heroVideo : null} />;
}

function HeroDiscordLink() {
  const discordUrl = useHydrated() ? getRuntimeConfig().discordUrl : null;
  return (
    // Without an invite in this environment's config, /discord says so (docs/product.md §2).
    <DiscordLink
      href={discordUrl ?? paths.discord}
      {...(discordUrl ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      $size="lg"
    >
      <DiscordIcon size={20} />
      Servidor de Discord
    </DiscordLink>
  );
}

/** "Unirse ahora" for a visitor; a signed-in player has joined already, and goes to their profile instead. */
function HeroJoinLink() {
  const { user } = useSession();
  return user ? (
    <ButtonLink to={paths.profile} $size="lg" $variant="secondary">
      Ir a mi perfil
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.register} $size="lg" $variant="secondary">
      Unirse ahora
    </ButtonLink>
  );
}

/** The first screen: background, logo, tagline, two highlights and the three ways in (docs/product.md §2). */
export function HeroSection() {
  return (
    <Hero aria-labelledby="landing-title">
      <HeroBackdropOfConfig />
      <Content>
        <Logo size="lg" />
        <Tagline id="landing-title">
          La comunidad de <strong>Counter-Strike 1.6</strong> más grande de Argentina
        </Tagline>
        <Highlights>
          {highlights.map(({ icon: HighlightIcon, ...item }) => (
            <Highlight key={item.title}>
              <HighlightIcon size={28} />
              <div>
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </div>
            </Highlight>
          ))}
        </Highlights>
        <Actions>
          <ButtonLink to={paths.servers} $size="lg">
            Explorar servidores
          </ButtonLink>
          <HeroJoinLink />
          <HeroDiscordLink />
        </Actions>
        <Players>
          Desde 2012, más de <strong>130.000 jugadores</strong> registrados pasaron por nuestros servidores.
        </Players>
      </Content>
    </Hero>
  );
}
