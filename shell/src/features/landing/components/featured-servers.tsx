import styled from 'styled-components';
import { Badge, mediaUp, paths, Skeleton, StatusDot, type FeaturedServer, Link } from '@cs16ar/shared';
import { ArrowRightIcon, MapIcon } from '@cs16ar/shared/icons';
import { occupancyPercent } from '../lib/community-figures';
import { FEATURED_SERVERS_SHOWN } from '../lib/landing-constants';
import type { SummaryView } from '../types/summary-view';
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
  position: relative;
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

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  h4 {
    /* Two lines, always: a long name is cut, a short one keeps the room, so every card has one height. */
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    min-height: calc(2 * 1.3em);
    margin: 0;
    font-size: 1.02rem;
    line-height: 1.3;
  }
`;

/** The server's name links to its detail; the link covers the whole card. */
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
`;

/** A slot with no server in it (fewer than four online, or none known): a card's size, dashed, maybe a word. */
const EmptySlot = styled(ServerCard)`
  border-style: dashed;
  background: transparent;

  &:hover {
    transform: none;
    border-color: ${({ theme }) => theme.colors.border};
  }
  > :not(p) {
    visibility: hidden;
  }
  p {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    margin: 0;
    padding: 18px;
    color: ${({ theme }) => theme.colors.textFaint};
    text-align: center;
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

function FeaturedServerCard({ server }: { server: FeaturedServer }) {
  const percent = occupancyPercent(server);
  const nameId = `servidor-destacado-${server.documentId}`;
  return (
    <ServerCard aria-labelledby={nameId}>
      <Row>
        <Badge $tone="success">
          <StatusDot $online />
          Online
        </Badge>
        <Badge $tone="primary">{server.gameMode ?? 'Clásico'}</Badge>
      </Row>
      <h4 id={nameId} title={server.name}>
        <CardLink to={paths.serverDetail(server.documentId)}>{server.name}</CardLink>
      </h4>
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
      <Address>{server.address}</Address>
    </ServerCard>
  );
}

/** The rows of a card, as placeholders: a card's place while loading, and the size of an empty slot. */
function PlaceholderRows() {
  return (
    <>
      <Row>
        <Skeleton $width="72px" $height="26px" $radius="999px" />
        <Skeleton $width="90px" $height="26px" $radius="999px" />
      </Row>
      <h4>
        <Skeleton $width="85%" $height="1em" />
      </h4>
      <Row>
        <Skeleton $width="40%" $height="1.2em" />
        <Skeleton $width="15%" $height="1.2em" />
      </Row>
      <Track />
      <Address>&nbsp;</Address>
    </>
  );
}

function emptyMessage(failed: boolean, shown: number): string {
  if (failed) return 'No pudimos consultar los servidores ahora.';
  return shown === 0 ? 'No hay servidores online en este momento.' : 'No hay más servidores online ahora.';
}

/**
 * "Servidores destacados": the (up to) four servers with most players now, from the CMS's summary, each
 * linking to its detail; and the way to the full list.
 */
export function FeaturedServers({ view }: { view: SummaryView }) {
  const servers = view.status === 'success' ? view.summary.featuredServers.slice(0, FEATURED_SERVERS_SHOWN) : [];
  return (
    <div>
      <Header>
        <SubHeading id="servidores-destacados">Servidores destacados</SubHeading>
        <AllServersLink to={paths.servers}>
          Ver todos los servidores
          <ArrowRightIcon size={18} />
        </AllServersLink>
      </Header>
      <Grid aria-labelledby="servidores-destacados" aria-busy={view.status === 'loading' || undefined}>
        {servers.map((server) => (
          <FeaturedServerCard key={server.documentId} server={server} />
        ))}
        {/* Always four slots, so the page below never moves whatever the CMS answers. */}
        {Array.from({ length: FEATURED_SERVERS_SHOWN - servers.length }, (_, index) =>
          view.status === 'loading' ? (
            <ServerCard key={`slot-${index}`} aria-hidden="true">
              <PlaceholderRows />
            </ServerCard>
          ) : (
            <EmptySlot key={`slot-${index}`} aria-hidden={index > 0 || undefined}>
              <PlaceholderRows />
              {index === 0 ? <p>{emptyMessage(view.status === 'error', servers.length)}</p> : null}
            </EmptySlot>
          ),
        )}
      </Grid>
    </div>
  );
}
