import styled from 'styled-components';
import { mediaUp } from '@cs16ar/shared';
import { formatPlayTime } from '@cs16ar/shared/format';
import { otherPlayersText } from '../lib/community-figures';
import { ACTIVE_PLAYERS_SHOWN } from '../lib/landing-constants';
import type { SummaryView } from '../types/summary-view';
import { PlayerAvatar } from './player-avatar';
import { SubHeading } from './section';

const Panel = styled.div`
  margin-bottom: 48px;
  padding: 20px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${mediaUp('md')} {
    padding: 28px;
  }
`;

const Players = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 16px 8px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;

  ${mediaUp('md')} {
    grid-template-columns: repeat(10, minmax(0, 1fr));
    gap: 20px 12px;
  }
`;

const Player = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  min-width: 0;

  svg {
    width: 52px;
    height: 52px;
    border-radius: 50%;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.border};
    transition:
      transform ${({ theme }) => theme.transitions.fast},
      box-shadow ${({ theme }) => theme.transitions.fast};
  }
  &:hover svg {
    transform: translateY(-2px);
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }

  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
  }

  ${mediaUp('md')} {
    svg {
      width: 60px;
      height: 60px;
    }
  }
`;

/** A seat nobody fills (fewer than 20 connected, or the figures not there yet): the grid keeps its size. */
const Seat = styled.div<{ $loading: boolean }>`
  width: 52px;
  height: 52px;
  border-radius: 50%;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ $loading }) => ($loading ? 'rgba(255, 255, 255, 0.05)' : 'transparent')};

  ${mediaUp('md')} {
    width: 60px;
    height: 60px;
  }
`;

const Others = styled.p`
  min-height: 1.6em;
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  min-height: 1.6em;
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textFaint};
`;

function playerTitle(name: string, seconds: number, server: string): string {
  return `${name} · ${formatPlayTime(seconds)} en ${server}`;
}

/**
 * "Jugadores más activos": the players connected now with the most time (from the CMS's summary, avatars
 * drawn from their names), up to 20, and how many more are online. Always 20 seats, so nothing below moves
 * whether 3 or 300 are playing, or the figures are not there yet.
 */
export function ActivePlayers({ view }: { view: SummaryView }) {
  const players = view.status === 'success' ? view.summary.mostActive.players.slice(0, ACTIVE_PLAYERS_SHOWN) : [];
  const empty = ACTIVE_PLAYERS_SHOWN - players.length;
  const others = view.status === 'success' ? otherPlayersText(view.summary.mostActive.others) : null;
  return (
    <Panel>
      <SubHeading id="jugadores-activos">Jugadores más activos</SubHeading>
      <Players aria-labelledby="jugadores-activos" aria-busy={view.status === 'loading' || undefined}>
        {players.map((player, index) => (
          <Player key={`${player.name}-${index}`} title={playerTitle(player.name, player.seconds, player.server.name)}>
            <PlayerAvatar username={player.name} size={60} />
            <span>{player.name}</span>
          </Player>
        ))}
        {Array.from({ length: empty }, (_, index) => (
          <Player key={`empty-${index}`} aria-hidden="true">
            <Seat $loading={view.status === 'loading'} />
            <span>{'\u00a0'}</span>
          </Player>
        ))}
      </Players>
      {view.status === 'error' ? (
        <Note>No pudimos consultar quién está jugando ahora.</Note>
      ) : view.status === 'success' && players.length === 0 ? (
        <Note>No hay jugadores conectados en este momento.</Note>
      ) : (
        <Others>{others ?? '\u00a0'}</Others>
      )}
    </Panel>
  );
}
