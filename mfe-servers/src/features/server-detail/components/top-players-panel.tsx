import styled, { useTheme } from 'styled-components';
import { Avatar } from '@cs16ar/shared';
import { TOP_PLAYERS_SAMPLE, TOP_PLAYERS_WINDOW_DAYS } from '../sample-data/top-players-sample';
import type { TopPlayer } from '../types/top-player';
import { Table, TableScroller } from './data-table';
import { headshotTone, kdTone, type HeadshotTone, type KdTone } from './stat-tones';

const Intro = styled.p`
  margin: 0 0 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
`;

const Rank = styled.span<{ $podium: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-weight: 800;
  font-size: 0.85rem;
  background: ${({ $podium }) => ($podium ? 'rgba(245, 197, 66, 0.16)' : 'transparent')};
  color: ${({ $podium, theme }) => ($podium ? theme.colors.gold : theme.colors.textMuted)};
`;

const PlayerCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 650;
`;

const NameHeader = styled.th`
  && {
    text-align: left;
  }
`;

const NameCell = styled.td`
  && {
    text-align: left;
  }
`;

const Toned = styled.td<{ $color: string }>`
  && {
    color: ${({ $color }) => $color};
    font-weight: 700;
  }
`;

function useToneColors(): { kd: Record<KdTone, string>; hs: Record<HeadshotTone, string> } {
  const { colors } = useTheme();
  return {
    kd: { green: colors.success, blue: colors.info, grey: colors.grey },
    hs: { gold: colors.gold, primary: colors.primary, grey: colors.grey },
  };
}

const decimal = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('es-AR');

/** SPEC §2 TOP 15: the best 15 players of the last 30 days. */
export function TopPlayersPanel({ players = TOP_PLAYERS_SAMPLE }: { players?: readonly TopPlayer[] }) {
  const colors = useToneColors();
  return (
    <>
      <Intro>
        Los 15 mejores jugadores de los últimos {TOP_PLAYERS_WINDOW_DAYS} días. El ranking se actualiza todos los días.
      </Intro>
      <TableScroller tabIndex={0} role="region" aria-label="TOP 15 del servidor">
        <Table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <NameHeader scope="col">Jugador</NameHeader>
              <th scope="col">Kills</th>
              <th scope="col">Muertes</th>
              <th scope="col">K/D</th>
              <th scope="col">Disparos</th>
              <th scope="col">Headshots</th>
              <th scope="col">HS %</th>
              <th scope="col">Puntaje</th>
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr key={player.rank}>
                <td>
                  <Rank $podium={player.rank <= 3}>{player.rank}</Rank>
                </td>
                <NameCell>
                  <PlayerCell>
                    <Avatar name={player.name} src={player.avatar} size={30} />
                    {player.name}
                  </PlayerCell>
                </NameCell>
                <td>{integer.format(player.kills)}</td>
                <td>{integer.format(player.deaths)}</td>
                <Toned $color={colors.kd[kdTone(player.kd)]} data-tone={kdTone(player.kd)}>
                  {decimal.format(player.kd)}
                </Toned>
                <td>{integer.format(player.shots)}</td>
                <td>{integer.format(player.headshots)}</td>
                <Toned
                  $color={colors.hs[headshotTone(player.hsPercentage)]}
                  data-tone={headshotTone(player.hsPercentage)}
                >
                  {percent.format(player.hsPercentage)} %
                </Toned>
                <td>{integer.format(player.score)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
    </>
  );
}
