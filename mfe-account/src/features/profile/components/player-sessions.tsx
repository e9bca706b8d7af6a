import styled from 'styled-components';
import { Link, paths } from '@cs16ar/shared';
import { formatCount, formatDateTime, formatPlayTime } from '@cs16ar/shared/format';
import type { PlayerSession } from '../types/player-stats';
import { FiguresSection } from './figure-table';

const List = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** "hoy, 18:20 · 45 min 00 s · 12 kills". */
function visitText(session: PlayerSession): string {
  const seconds = Math.max(0, (Date.parse(session.to) - Date.parse(session.from)) / 1000);
  const kills = `${formatCount(session.kills)} ${session.kills === 1 ? 'kill' : 'kills'}`;
  return `${formatDateTime(session.from) ?? ''} · ${formatPlayTime(seconds)} · ${kills}`;
}

/** Issue 46: the player's last visits to the servers, the latest first. */
export function PlayerSessions({ sessions }: { sessions: readonly PlayerSession[] }) {
  if (sessions.length === 0) return null;
  return (
    <FiguresSection aria-label="Últimas sesiones">
      <h3>Últimas sesiones</h3>
      <List>
        {sessions.map((session) => (
          <li key={`${session.server.documentId}-${session.from}`}>
            <Link to={paths.serverDetail(session.server.documentId)}>{session.server.name}</Link>{' '}
            <span>· {visitText(session)}</span>
          </li>
        ))}
      </List>
    </FiguresSection>
  );
}
