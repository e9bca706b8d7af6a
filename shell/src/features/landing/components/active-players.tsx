import styled from 'styled-components';
import { mediaUp } from '@cs16ar/shared';
import { formatCount } from '@cs16ar/shared/format';
import { ACTIVE_PLAYERS } from '../sample-data/landing-sample-data';
import { otherPlayersOnline } from '../lib/online-players';
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

const Others = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

/** "Jugadores más activos": 20 sample players (SPEC §3) and how many more are online. */
export function ActivePlayers({ online }: { online: number }) {
  const others = otherPlayersOnline(online, ACTIVE_PLAYERS.length);
  return (
    <Panel>
      <SubHeading id="jugadores-activos">Jugadores más activos</SubHeading>
      <Players aria-labelledby="jugadores-activos">
        {ACTIVE_PLAYERS.map((player) => (
          <Player key={player.id} title={player.username}>
            <PlayerAvatar username={player.username} size={60} />
            <span>{player.username}</span>
          </Player>
        ))}
      </Players>
      <Others>
        Y otros <strong>{formatCount(others)}</strong> jugadores conectados
      </Others>
    </Panel>
  );
}
