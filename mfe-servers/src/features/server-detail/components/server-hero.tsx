import styled from 'styled-components';
import { Badge, leadPictureSizes, mediaUp, Skeleton, Spinner, StatusDot, type Server } from '@cs16ar/shared';
import { ServerPhoto } from '../../../components/server-photo';
import { accessOf, formatPlayerCount, gameModeOf, locationOf, type LiveStatus } from '../../../lib/server-status';
import { Columns } from './server-detail-layout';

const Hero = styled.header`
  position: relative;
  overflow: hidden;
  min-height: 220px;
  display: flex;
  align-items: flex-end;
  margin-bottom: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  ${mediaUp('md')} {
    min-height: 300px;
  }
`;

const HeroShade = styled.div`
  position: absolute;
  inset: 0;
  background:
    linear-gradient(180deg, rgba(10, 13, 19, 0.25) 0%, rgba(10, 13, 19, 0.92) 100%),
    linear-gradient(90deg, rgba(10, 13, 19, 0.7) 0%, transparent 70%);
`;

const HeroContent = styled.div`
  position: relative;
  width: 100%;
  padding: 20px;

  ${mediaUp('md')} {
    padding: 32px;
  }

  h1 {
    margin: 12px 0 8px;
    font-size: clamp(1.5rem, 4.2vw, 2.4rem);
    letter-spacing: -0.01em;
    text-shadow: 0 2px 16px rgba(0, 0, 0, 0.6);
  }
`;

const HeroBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  ${Badge} {
    backdrop-filter: blur(6px);
    background-color: rgba(10, 13, 19, 0.7);
  }
`;

const HeroMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

const LoadingHero = styled(Hero)`
  align-items: center;
  justify-content: center;
  gap: 14px;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

/** The server's photo under its name, status, mode, access, location and players. */
export function ServerHero({ server, status }: { server: Server; status: LiveStatus }) {
  return (
    <Hero>
      <ServerPhoto server={server} important sizes={leadPictureSizes.serverHero} />
      <HeroShade />
      <HeroContent>
        <HeroBadges>
          {status.hasLiveData ? (
            <Badge $tone="success">
              <StatusDot $online $pulse data-testid="status-pulse" />
              Online
            </Badge>
          ) : (
            <Badge $tone="neutral">Estado desconocido</Badge>
          )}
          <Badge $tone="primary">{gameModeOf(server)}</Badge>
          <Badge $tone={server.privilege?.type ? 'gold' : 'neutral'}>{accessOf(server)}</Badge>
        </HeroBadges>
        <h1>{server.name}</h1>
        <HeroMeta>
          {locationOf(server)} · {formatPlayerCount(status)} jugadores
        </HeroMeta>
      </HeroContent>
    </Hero>
  );
}

/** Where the hero and the tabs will be, with the spinner and its text, while the server loads. */
export function ServerHeroLoading({ label }: { label: string }) {
  return (
    <>
      <LoadingHero as="div">
        <Spinner size={36} label={label} />
        <span aria-hidden="true">{label}</span>
      </LoadingHero>
      <Columns aria-hidden="true">
        <Skeleton $height="46px" />
        <Skeleton $height="320px" $radius="16px" />
      </Columns>
    </>
  );
}
