import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, paths, StatusDot } from '@cs16ar/shared';
import type { QueryView } from '@cs16ar/shared/data';
import { formatDateTime, formatMonthYear, upperFirst } from '@cs16ar/shared/format';
import { InfoIcon } from '@cs16ar/shared/icons';
import type { Presence } from '../types/player-stats';
import type { PublicProfile } from '../types/public-profile';
import { SectionCard, SectionLoading, SectionText } from '../../../components/section-card';

export const INFO_FAILED = 'No se pudo cargar esta información.';

const List = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0;
  font-size: 0.94rem;

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    margin: 0 0 0 auto;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  /* A server's name is long: under its label, on a line of its own. */
  div.stacked {
    flex-direction: column;
  }
  div.stacked dd {
    margin: 0;
  }
  dd a {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

// The names played under: one per line, the latest first, each as the game wrote it (drawn as text).
const Names = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-weight: 500;
`;

const Offline = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Row({ label, stacked = false, children }: { label: string; stacked?: boolean; children: ReactNode }) {
  return (
    <div className={stacked ? 'stacked' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Playing now and where (from the servers' logs), or offline since the last game; unknown without a verified Steam ID. */
function PresenceRows({ presence }: { presence: Presence | null }) {
  if (!presence) return <Row label="Estado">Desconocido (sin Steam ID verificado)</Row>;
  if (presence.state === 'playing' && presence.server) {
    return (
      <>
        <Row label="Estado">
          <StatusDot $online aria-hidden="true" />
          En línea
        </Row>
        <Row label="Jugando en" stacked>
          <Link to={paths.serverDetail(presence.server.documentId)}>{presence.server.name}</Link>
        </Row>
      </>
    );
  }
  const lastSeen = formatDateTime(presence.lastSeen);
  return (
    <>
      <Row label="Estado">
        <Offline>Desconectado</Offline>
      </Row>
      <Row label="Última conexión">{lastSeen ? upperFirst(lastSeen) : 'Sin partidas registradas'}</Row>
    </>
  );
}

/**
 * "Información": member since (the account's month), the Discord name when the player shows it, the game presence, and
 * the names the Steam ID played under when there were several, from the public profile.
 */
export function ProfileInfoCard({ profile }: { profile: QueryView<PublicProfile> }) {
  const memberSince = profile.status === 'success' ? formatMonthYear(profile.data.memberSince) : null;
  return (
    <SectionCard title="Información" icon={<InfoIcon />}>
      {profile.status === 'loading' ? (
        <SectionLoading label="Cargando información..." />
      ) : profile.status === 'error' ? (
        <SectionText role="alert">{INFO_FAILED}</SectionText>
      ) : (
        <List>
          {/* Spanish writes month names in lower case, also after a label: "Miembro desde diciembre de 2026". */}
          <Row label="Miembro desde">{memberSince ?? '—'}</Row>
          {profile.data.discordName ? <Row label="Discord">{profile.data.discordName}</Row> : null}
          <PresenceRows presence={profile.data.presence} />
          {profile.data.namesUsed.length > 1 ? (
            <Row label="Nombres en los servidores" stacked>
              <Names aria-label="Nombres en los servidores, el último primero">
                {profile.data.namesUsed.map((used) => (
                  <li key={used.name}>{used.name}</li>
                ))}
              </Names>
            </Row>
          ) : null}
        </List>
      )}
    </SectionCard>
  );
}
