import styled from 'styled-components';
import { Card, gameModeAnchor, Link, paths, type Server, type ServerStatistics } from '@cs16ar/shared';
import { accessOf, gameModeOf, locationOf, serverAddress, type LiveStatus } from '../../../lib/server-status';

const Section = styled.section`
  & + & {
    margin-top: 28px;
  }

  h2 {
    margin: 0 0 12px;
    font-size: 1.1rem;
  }
`;

const Description = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.02rem;
  line-height: 1.7;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: 12px;
  margin: 0;
`;

const Tile = styled(Card)`
  padding: 12px 14px;
  box-shadow: none;
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.72rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.05rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const StatValue = styled.dd`
  && {
    font-size: 1.35rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-variant-numeric: tabular-nums;
  }
`;

const RulesLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: 650;
`;

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Tile as="div">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Tile>
  );
}

/** Información: description, the server's facts (with docs/product.md §2 defaults) and its statistics. */
export function InfoPanel({
  server,
  status,
  statistics,
}: {
  server: Server;
  status: LiveStatus;
  statistics: ServerStatistics | null;
}) {
  const statEntries = statistics ? Object.entries(statistics) : [];
  return (
    <>
      <Section aria-labelledby="info-servidor">
        <h2 id="info-servidor">Sobre el servidor</h2>
        {server.description ? <Description>{server.description}</Description> : null}
        <Details>
          <Fact label="Modo de juego" value={gameModeOf(server)} />
          <Fact label="Acceso" value={accessOf(server)} />
          <Fact label="Ubicación" value={locationOf(server)} />
          <Fact label="Dirección" value={serverAddress(server)} />
          <Fact label="Capacidad" value={status.maxPlayers !== null ? `${status.maxPlayers} jugadores` : '?'} />
        </Details>
        {/* The mode's section of the community's rule book (mfe-community's /comunidad/reglamentos). */}
        <RulesLink to={paths.communityRule(gameModeAnchor(gameModeOf(server)))}>
          Reglamento del modo {gameModeOf(server)}
        </RulesLink>
      </Section>
      {statEntries.length > 0 ? (
        <Section aria-labelledby="estadisticas-servidor">
          <h2 id="estadisticas-servidor">Estadísticas</h2>
          <Details>
            {statEntries.map(([label, value]) => (
              <Tile as="div" key={label}>
                <dt>{label}</dt>
                <StatValue>{value}</StatValue>
              </Tile>
            ))}
          </Details>
        </Section>
      ) : null}
    </>
  );
}
