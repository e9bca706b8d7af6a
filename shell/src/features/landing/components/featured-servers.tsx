import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, mediaUp, paths, StatusDot } from '@cs16ar/shared';
import { FEATURED_SERVERS, type FeaturedServer } from '../sample-data/landing-sample-data';
import { ArrowRightIcon, MapIcon } from '@cs16ar/shared/icons';
import { SubHeading } from './section';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 16px;

  h3 {
    margin: 0;
  }
`;

const AllServersLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primaryStrong};

  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &:hover svg {
    transform: translateX(3px);
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const ServerCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    border-color ${({ theme }) => theme.transitions.normal};

  &:hover {
    transform: translateY(-3px);
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  h4 {
    margin: 0;
    font-size: 1.02rem;
    line-height: 1.3;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.88rem;
`;

const MapName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Players = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 750;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.08);
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.gradients.primary};
`;

const Address = styled.code`
  margin-top: auto;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(0, 0, 0, 0.3);
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.82rem;
  overflow-wrap: anywhere;
`;

/** Fill of the capacity bar, in percent of the slots taken. */
export function occupancyPercent({ players, maxPlayers }: Pick<FeaturedServer, 'players' | 'maxPlayers'>): number {
  if (maxPlayers <= 0) return 0;
  return Math.min(100, (players / maxPlayers) * 100);
}

function FeaturedServerCard({ server }: { server: FeaturedServer }) {
  const percent = occupancyPercent(server);
  return (
    <ServerCard aria-labelledby={`servidor-destacado-${server.id}`}>
      <Row>
        <Badge $tone="success">
          <StatusDot $online />
          Online
        </Badge>
        <Badge $tone="primary">{server.mode}</Badge>
      </Row>
      <h4 id={`servidor-destacado-${server.id}`}>{server.name}</h4>
      <Row>
        <MapName>
          <MapIcon size={16} />
          {server.map}
        </MapName>
        <Players>
          {server.players}/{server.maxPlayers}
        </Players>
      </Row>
      <Track
        role="meter"
        aria-label={`Ocupación de ${server.name}`}
        aria-valuemin={0}
        aria-valuemax={server.maxPlayers}
        aria-valuenow={server.players}
        aria-valuetext={`${server.players} de ${server.maxPlayers} jugadores`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Address>{server.ip}</Address>
    </ServerCard>
  );
}

/** "Servidores destacados": four sample servers (SPEC §3) and the way to the full list. */
export function FeaturedServers() {
  return (
    <div>
      <Header>
        <SubHeading id="servidores-destacados">Servidores destacados</SubHeading>
        <AllServersLink to={paths.servers}>
          Ver todos los servidores
          <ArrowRightIcon size={18} />
        </AllServersLink>
      </Header>
      <Grid aria-labelledby="servidores-destacados">
        {FEATURED_SERVERS.map((server) => (
          <FeaturedServerCard key={server.id} server={server} />
        ))}
      </Grid>
    </div>
  );
}
