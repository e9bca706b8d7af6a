import styled from 'styled-components';
import { Avatar, Badge, imageUrl, Link, paths, Skeleton, StatusDot, staffRoleLabels } from '@cs16ar/shared';
import { formatDateTime } from '@cs16ar/shared/format';
import type { StaffMember, StaffPresence } from '../types/staff';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 14px;
  height: 100%;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  min-width: 0;

  h3 {
    margin: 0 0 4px;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
`;

const Presence = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;

  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 650;
  }
`;

const Servers = styled.div`
  h4 {
    margin: 0 0 6px;
    font-size: 0.78rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textFaint};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: inline-flex;
    min-height: 32px;
    align-items: center;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  li a:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

const roleTone = { owner: 'gold', administrator: 'info', moderator: 'success' } as const;

function PresenceLine({ presence }: { presence: StaffPresence | null }) {
  // Without a Steam ID the site trusts there is nothing honest to say about where they play.
  if (!presence) return null;
  if (presence.state === 'playing' && presence.server) {
    return (
      <Presence>
        <StatusDot $online $pulse aria-hidden="true" />
        Jugando en <Link to={paths.serverDetail(presence.server.documentId)}>{presence.server.name}</Link>
      </Presence>
    );
  }
  const lastSeen = formatDateTime(presence.lastSeen);
  return (
    <Presence>
      <StatusDot $online={false} aria-hidden="true" />
      Desconectado{lastSeen ? ` · visto por última vez ${lastSeen}` : ''}
    </Presence>
  );
}

/** One staff member: picture, name (to their profile), role, where they play now and the servers they look after. */
export function StaffCard({ member }: { member: StaffMember }) {
  const name = member.nickname ?? member.username;
  const titleId = `staff-${member.profileId}`;
  return (
    <Card aria-labelledby={titleId}>
      <Identity>
        <Avatar name={name} src={imageUrl(member.avatar, 'thumbnail')} size={64} />
        <div>
          <h3 id={titleId}>
            <Link to={paths.userProfile(member.profileId)}>{name}</Link>
          </h3>
          <Badge $tone={roleTone[member.role]}>{staffRoleLabels[member.role]}</Badge>
        </div>
      </Identity>
      <PresenceLine presence={member.presence} />
      <Servers>
        <h4>Servidores a cargo</h4>
        {member.servers.length > 0 ? (
          <ul>
            {member.servers.map((server) => (
              <li key={server.documentId}>
                <Link to={paths.serverDetail(server.documentId)}>{server.name}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>Sin servidores asignados</p>
        )}
      </Servers>
    </Card>
  );
}

export function StaffCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Identity>
        <Skeleton $width="64px" $height="64px" $radius="50%" />
        <div style={{ flex: 1 }}>
          <Skeleton $width="60%" $height="1.1rem" />
          <Skeleton $width="35%" $height="1rem" style={{ marginTop: 8 }} />
        </div>
      </Identity>
      <Skeleton $width="70%" $height="0.95rem" />
      <Skeleton $width="85%" $height="0.95rem" />
    </Card>
  );
}
