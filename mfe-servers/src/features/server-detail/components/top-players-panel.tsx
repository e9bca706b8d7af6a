import styled, { useTheme } from 'styled-components';
import { Avatar, imageUrl, Link, mediaUp, paths } from '@cs16ar/shared';
import { formatCount, formatDecimal, formatMonthYear } from '@cs16ar/shared/format';
import { useTopPlayers, useTopPlayersPeriod } from '../hooks/use-top-players';
import type { TopPlayer, TopPlayers, TopPlayersPeriod } from '../types/top-player';
import { EmptyText, Table, TableScroller } from './data-table';
import { headshotTone, kdTone, type HeadshotTone, type KdTone } from './stat-tones';
import { Footnote, PeriodPanel } from './period-panel';

const RANKING_LOADING = 'Cargando ranking...';
const RANKING_LOAD_FAILED = 'No se pudo cargar el ranking. Por favor intentalo nuevamente.';
const NO_LOGS_YET = 'Este servidor todavía no registró partidas: el ranking aparece con sus primeras estadísticas.';
const NOBODY_RANKED = 'Todavía nadie entró en el ranking de este período.';

const RANK_WIDTH = 48;

/* On a phone the table scrolls sideways inside its card; rank and name stay put so every figure keeps its player. */
const RankingTable = styled(Table)`
  /* Nine columns: narrower cells than the other tables, so all of them fit beside the side column on a desktop. */
  th,
  td {
    padding: 10px 9px;
  }
  thead th {
    letter-spacing: 0.05em;
  }
  .rank,
  .player {
    position: sticky;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
  }
  .rank {
    left: 0;
    width: ${RANK_WIDTH}px;
    min-width: ${RANK_WIDTH}px;
    padding-left: 12px;
    padding-right: 4px;
  }
  .player {
    left: ${RANK_WIDTH}px;
    text-align: left;
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  tbody tr:hover .rank,
  tbody tr:hover .player {
    background-image: linear-gradient(rgba(255, 255, 255, 0.025), rgba(255, 255, 255, 0.025));
  }
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

const RankCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
`;

const MOVEMENT_COLORS = { up: 'success', down: 'danger', same: 'textFaint', new: 'gold' } as const;
type MovementKind = keyof typeof MOVEMENT_COLORS;

const Movement = styled.span<{ $kind: MovementKind }>`
  font-size: 0.66rem;
  font-weight: 750;
  line-height: 1;
  color: ${({ $kind, theme }) => theme.colors[MOVEMENT_COLORS[$kind]]};
`;

/** Issue 46: the move since yesterday's ranking of the same period: "▲ 3", "▼ 1", "=", or "nuevo". */
export function movementOf(player: Pick<TopPlayer, 'rank' | 'previousRank'>): {
  kind: MovementKind;
  text: string;
  spoken: string;
} {
  if (player.previousRank === null) return { kind: 'new', text: 'nuevo', spoken: 'nuevo en el ranking desde ayer' };
  const moved = player.previousRank - player.rank;
  if (moved > 0) return { kind: 'up', text: `▲ ${moved}`, spoken: `subió ${moved} desde ayer` };
  if (moved < 0) return { kind: 'down', text: `▼ ${-moved}`, spoken: `bajó ${-moved} desde ayer` };
  return { kind: 'same', text: '=', spoken: 'igual que ayer' };
}

function RankWithMovement({ player }: { player: TopPlayer }) {
  const movement = movementOf(player);
  return (
    <RankCell>
      <Rank $podium={player.rank <= 3}>{player.rank}</Rank>
      <Movement $kind={movement.kind} aria-hidden="true" data-movement={movement.kind}>
        {movement.text}
      </Movement>
      <span className="visually-hidden">{movement.spoken}</span>
    </RankCell>
  );
}

const PlayerCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  /* Long names are cut (the full one is in the title): on a phone the figures beside them stay in view. */
  max-width: 152px;
  font-weight: 650;

  ${mediaUp('sm')} {
    max-width: 220px;
  }

  > span:last-child,
  > a {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  > a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
    text-decoration-color: rgba(255, 138, 31, 0.55);
    text-underline-offset: 3px;
  }
  > a:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
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

/** What the ranking covers, in words. */
function scopeText(period: TopPlayersPeriod, from: string | null): string {
  if (period === '30d') return 'Los 15 mejores jugadores de los últimos 30 días, según los registros del servidor.';
  if (period === 'season') {
    const month = formatMonthYear(from);
    return `Los 15 mejores jugadores de la temporada${month ? ` de ${month}` : ''} (el mes en curso).`;
  }
  return 'Los 15 mejores jugadores desde el primer registro del servidor.';
}

/** A ranked player who has an account links to their profile. */
function PlayerName({ player }: { player: TopPlayer }) {
  return (
    <PlayerCell title={player.name}>
      {/* `avatar` is already the thumbnail's URL ("/uploads/thumbnail_…"), relative to the CMS. */}
      <Avatar name={player.name} src={player.avatar ? imageUrl({ url: player.avatar }) : null} size={30} />
      {player.profileId !== null ? (
        <Link to={paths.userProfile(player.profileId)}>{player.name}</Link>
      ) : (
        <span>{player.name}</span>
      )}
    </PlayerCell>
  );
}

function RankingRows({ ranking }: { ranking: TopPlayers }) {
  const colors = useToneColors();
  if (ranking.updatedAt === null) {
    return (
      <TableScroller>
        <EmptyText>{NO_LOGS_YET}</EmptyText>
      </TableScroller>
    );
  }
  if (ranking.players.length === 0) {
    return (
      <TableScroller>
        <EmptyText>{NOBODY_RANKED}</EmptyText>
      </TableScroller>
    );
  }
  return (
    <>
      <TableScroller tabIndex={0} role="region" aria-label="TOP 15 del servidor">
        <RankingTable>
          <thead>
            <tr>
              <th scope="col" className="rank">
                #
              </th>
              <th scope="col" className="player">
                Jugador
              </th>
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
            {ranking.players.map((player) => (
              <tr key={player.steamID}>
                <td className="rank">
                  <RankWithMovement player={player} />
                </td>
                <td className="player">
                  <PlayerName player={player} />
                </td>
                <td>{formatCount(player.kills)}</td>
                <td>{formatCount(player.deaths)}</td>
                <Toned $color={colors.kd[kdTone(player.kd)]} data-tone={kdTone(player.kd)}>
                  {formatDecimal(player.kd, 2)}
                </Toned>
                <td>{formatCount(player.shots)}</td>
                <td>{formatCount(player.headshots)}</td>
                <Toned
                  $color={colors.hs[headshotTone(player.hsPercentage)]}
                  data-tone={headshotTone(player.hsPercentage)}
                >
                  {formatDecimal(player.hsPercentage, 1)} %
                </Toned>
                <td>{formatCount(player.score)}</td>
              </tr>
            ))}
          </tbody>
        </RankingTable>
      </TableScroller>
      <Footnote>
        Puntaje: kills − muertes − compañeros eliminados, más los objetivos del mapa (bomba plantada o desactivada +3,
        VIP eliminado +2, rehén rescatado +1, rehén muerto −5). ▲ y ▼: los puestos ganados o perdidos desde ayer en el
        mismo período; «nuevo»: no estaba en el ranking ayer. Las kills cuentan con al menos {ranking.minPlayers}{' '}
        jugadores en el servidor. Kills y muertes se suman al momento; disparos y headshots, cuando el jugador sale o
        termina el mapa (así los registra el servidor), por eso en el mapa que se está jugando van detrás.
      </Footnote>
    </>
  );
}

/** docs/product.md §2 TOP 15: the server's best 15 of the last 30 days (or this month, or all time), from its game logs. */
export function TopPlayersPanel({ documentId }: { documentId: string }) {
  const { period, select } = useTopPlayersPeriod();
  const { view, retry } = useTopPlayers(documentId, period);
  return (
    <PeriodPanel
      period={period}
      onSelect={select}
      view={view}
      retry={retry}
      scope={(from) => scopeText(period, from)}
      loadingLabel={RANKING_LOADING}
      failedText={RANKING_LOAD_FAILED}
    >
      {(ranking) => <RankingRows ranking={ranking} />}
    </PeriodPanel>
  );
}
