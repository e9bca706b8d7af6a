import styled from 'styled-components';
import { Card, CopyTextButton, ExternalButtonLink, mediaUp, type Server } from '@cs16ar/shared';
import { radarFor } from '../../../lib/map-radar';
import { mapLabel, serverAddress, steamConnectUrl, type LiveStatus } from '../../../lib/server-status';
import { ConsoleConnect } from '../../../components/console-connect';

/** A card of the side column: its heading small and in capitals. */
export const SideCard = styled(Card)`
  h2 {
    margin: 0 0 14px;
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.75rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
`;

// Phones and tablets: a small radar beside the name; the desktop side column: the radar at full width.
const Radar = styled.figure`
  display: flex;
  align-items: center;
  gap: 16px;
  margin: 0;

  img {
    display: block;
    flex: none;
    width: 128px;
    height: auto;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  figcaption {
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: 1.15rem;
    font-weight: 750;
    font-family: ${({ theme }) => theme.fonts.mono};
  }

  ${mediaUp('lg')} {
    flex-direction: column;
    align-items: stretch;
    gap: 12px;

    img {
      width: 100%;
    }
  }
`;

/** The current map and its radar (drawn by us; a neutral placeholder for maps we did not draw). */
export function MapCard({ status }: { status: LiveStatus }) {
  const radar = radarFor(status.map);
  const name = mapLabel(status);
  return (
    <SideCard as="section" aria-labelledby="mapa-actual">
      <h2 id="mapa-actual">Mapa actual</h2>
      <Radar>
        <img
          src={radar.src}
          alt={radar.map ? `Radar del mapa ${name}` : `Sin radar para el mapa ${name}`}
          width={256}
          height={256}
          loading="lazy"
          decoding="async"
        />
        <figcaption>
          {name}
          {radar.map ? null : <NoRadar>Sin radar para este mapa</NoRadar>}
        </figcaption>
      </Radar>
    </SideCard>
  );
}

const NoRadar = styled.small`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.8rem;
  font-weight: 500;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 12px 16px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Address = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 16px;
  padding: 6px 6px 6px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};

  code {
    flex: 1;
    min-width: 0;
    /* "127.0.0.1:27015" is one word to a player: never broken across two lines (issue 48). */
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.95rem;
  }
`;

const AddressLabel = styled.p`
  margin: 14px 0 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

const JoinSection = styled(SideCard)`
  ${mediaUp('lg')} {
    border-color: rgba(255, 138, 31, 0.35);
  }
`;

/**
 * "Entrar a jugar": through Steam, or with the address and the console command for a client without Steam, and the
 * help article on connecting. The first thing under the server's header on a phone (issue 48: it sat below ten
 * statistic cards).
 */
export function JoinCard({ server }: { server: Server }) {
  const address = serverAddress(server);
  return (
    <JoinSection as="section" aria-labelledby="entrar-a-jugar">
      <h2 id="entrar-a-jugar">Entrar a jugar</h2>
      <ExternalButtonLink href={steamConnectUrl(server)} $block>
        Conectar con Steam
      </ExternalButtonLink>
      <AddressLabel>Dirección del servidor</AddressLabel>
      <Address>
        <code>{address}</code>
        <CopyTextButton text={address} label={`Copiar dirección ${address}`} />
      </Address>
      <ConsoleConnect server={server} />
    </JoinSection>
  );
}

/** Online players, capacity and map, as the CMS last saw them. */
export function StatusCard({ status }: { status: LiveStatus }) {
  return (
    <SideCard as="section" aria-labelledby="estado-servidor">
      <h2 id="estado-servidor">Estado del servidor</h2>
      <Facts>
        <dt>Jugadores online</dt>
        <dd>{status.playersOnline ?? '?'}</dd>
        <dt>Capacidad máxima</dt>
        <dd>{status.maxPlayers ?? '?'}</dd>
        <dt>Mapa</dt>
        <dd>{mapLabel(status)}</dd>
      </Facts>
    </SideCard>
  );
}
