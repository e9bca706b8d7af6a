import styled from 'styled-components';
import { Badge, ButtonLink, ExternalButtonLink, leadPictureSizes, paths, StatusDot, type Server } from '@cs16ar/shared';
import { ConsoleConnect } from '../../../components/console-connect';
import { ServerPhoto } from '../../../components/server-photo';
import {
  formatPlayerCount,
  gameModeOf,
  liveStatusOf,
  mapLabel,
  serverAddress,
  steamConnectUrl,
} from '../../../lib/server-status';
import {
  CardActions,
  CardBody,
  CardFrame,
  CardMedia,
  Description,
  Fact,
  FactsGrid,
  Fill,
  Mono,
  Name,
} from './card-layout';

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(10, 13, 19, 0.55) 0%, transparent 38%, rgba(10, 13, 19, 0.85) 100%);
`;

const TopBadges = styled.div`
  position: absolute;
  top: 12px;
  left: 12px;
  right: 12px;
  display: flex;
  justify-content: space-between;
  gap: 8px;

  ${Badge} {
    backdrop-filter: blur(6px);
    background-color: rgba(10, 13, 19, 0.72);
  }
`;

const Mode = styled.span`
  position: absolute;
  left: 14px;
  bottom: 10px;
  color: #fff;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-shadow: 0 1px 6px rgba(0, 0, 0, 0.8);
`;

/** One server of the list (docs/product.md §2 "Server list"). */
export function ServerCard({
  server,
  eagerPhoto = false,
  importantPhoto = false,
}: {
  server: Server;
  eagerPhoto?: boolean;
  importantPhoto?: boolean;
}) {
  const status = liveStatusOf(server);
  const nameId = `servidor-${server.documentId}`;
  const ratio =
    status.playersOnline !== null && status.maxPlayers ? Math.min(1, status.playersOnline / status.maxPlayers) : 0;
  const location = server.location?.trim();

  return (
    <CardFrame as="article" aria-labelledby={nameId} $interactive>
      <CardMedia>
        <ServerPhoto
          server={server}
          eager={eagerPhoto}
          important={importantPhoto}
          sizes={leadPictureSizes.serverCard}
        />
        <Shade />
        <TopBadges>
          <Badge $tone={status.online ? 'success' : 'danger'}>
            <StatusDot $online={status.online} />
            {status.online ? 'Online' : 'Offline'}
          </Badge>
          {server.privilege?.type ? <Badge $tone="gold">{server.privilege.type}</Badge> : null}
        </TopBadges>
        <Mode>{gameModeOf(server)}</Mode>
      </CardMedia>
      <CardBody>
        <Name id={nameId} title={server.name}>
          {server.name}
        </Name>
        <Description>{server.description}</Description>
        <FactsGrid>
          <Fact>
            <dt>IP</dt>
            <dd>
              <Mono>{serverAddress(server)}</Mono>
            </dd>
          </Fact>
          {location ? (
            <Fact>
              <dt>Ubicación</dt>
              <dd>{location}</dd>
            </Fact>
          ) : null}
          <Fact>
            <dt>Jugadores</dt>
            <dd>
              {formatPlayerCount(status)}
              <Fill $ratio={ratio} aria-hidden="true" />
            </dd>
          </Fact>
          <Fact>
            <dt>Mapa</dt>
            <dd>{mapLabel(status)}</dd>
          </Fact>
        </FactsGrid>
        <CardActions>
          <ButtonLink
            to={paths.serverDetail(server.documentId)}
            $variant="secondary"
            $size="sm"
            aria-describedby={nameId}
          >
            Ver más detalles
          </ButtonLink>
          <ExternalButtonLink href={steamConnectUrl(server)} $size="sm" aria-describedby={nameId}>
            Entrar a jugar
          </ExternalButtonLink>
        </CardActions>
        <ConsoleConnect server={server} />
      </CardBody>
    </CardFrame>
  );
}
