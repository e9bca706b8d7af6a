import styled from 'styled-components';
import { Link, paths } from '@cs16ar/shared';
import { formatArgentineDay, formatCount } from '@cs16ar/shared/format';
import type { RankDay, ServerRankHistory } from '../types/player-stats';
import { FiguresSection } from './figure-table';

const DAY_MS = 86_400_000;
// The chart's width in days: the 30 finished days before today, and today.
const WINDOW_DAYS = 31;
// The drawing's box (viewBox units): the line keeps PAD from each edge.
const WIDTH = 300;
const HEIGHT = 60;
const PAD = 6;

const List = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Place = styled.p`
  margin: 2px 0 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;

  strong {
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Hint = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.78rem;
`;

/* Drawn for the eye only (the table under it is what a screen reader reads): the first place at the top. */
const Chart = styled.svg`
  display: block;
  width: 100%;
  height: 60px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};

  polyline,
  line {
    fill: none;
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 2;
    stroke-linejoin: round;
    vector-effect: non-scaling-stroke;
  }
  /* One day: a dot, the round cap of a line of no length (a circle would be stretched with the drawing). */
  line {
    stroke-width: 7;
    stroke-linecap: round;
  }
`;

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Each day's point: x by day across the window that ends on `lastDay`, y by place (best at the top). */
function points(days: readonly RankDay[], lastDay: number): { x: number; y: number }[] {
  const ranks = days.map((entry) => entry.rank);
  const best = Math.min(...ranks);
  const worst = Math.max(...ranks);
  return days.map((entry) => ({
    x: PAD + ((dayNumber(entry.day) - (lastDay - WINDOW_DAYS + 1)) / (WINDOW_DAYS - 1)) * (WIDTH - 2 * PAD),
    y: worst === best ? HEIGHT / 2 : PAD + ((entry.rank - best) / (worst - best)) * (HEIGHT - 2 * PAD),
  }));
}

/** "subió 7 puestos desde el 6 de noviembre de 2026", from the first point to the last. */
function movement(days: readonly RankDay[], own: boolean): string | null {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last || first === last) return null;
  const since = `desde el ${formatArgentineDay(first.day)}`;
  const places = Math.abs(first.rank - last.rank);
  const placesText = `${formatCount(places)} ${places === 1 ? 'puesto' : 'puestos'}`;
  if (last.rank < first.rank) return `${own ? 'subiste' : 'subió'} ${placesText} ${since}`;
  if (last.rank > first.rank) return `${own ? 'bajaste' : 'bajó'} ${placesText} ${since}`;
  return `sin cambios ${since}`;
}

function ServerHistory({ history, lastDay, own }: { history: ServerRankHistory; lastDay: number; own: boolean }) {
  const last = history.days[history.days.length - 1];
  if (!last) return null;
  const drawn = points(history.days, lastDay);
  const moved = movement(history.days, own);
  return (
    <li>
      <Link to={paths.serverDetail(history.server.documentId)}>{history.server.name}</Link>
      <Place>
        Puesto <strong>{formatCount(last.rank)}</strong> de {formatCount(last.rankedPlayers)}
        {` el ${formatArgentineDay(last.day)}`}
        {moved ? ` · ${moved}` : ''}
      </Place>
      <Chart viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
        {drawn.length > 1 ? <polyline points={drawn.map((point) => `${point.x},${point.y}`).join(' ')} /> : null}
        {drawn.length === 1 && drawn[0] ? (
          <line x1={drawn[0].x} y1={drawn[0].y} x2={drawn[0].x} y2={drawn[0].y} />
        ) : null}
      </Chart>
      {history.days.length === 1 ? <Hint>La línea suma un punto al terminar cada día.</Hint> : null}
      <table className="visually-hidden">
        <caption>Puesto por día en {history.server.name}</caption>
        <thead>
          <tr>
            <th scope="col">Día</th>
            <th scope="col">Puesto</th>
          </tr>
        </thead>
        <tbody>
          {history.days.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{formatArgentineDay(entry.day)}</th>
              <td>
                {formatCount(entry.rank)} de {formatCount(entry.rankedPlayers)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

/**
 * Issue 46: the player's place in each server's all-time ranking at the end of each of the last 30 days (and today so
 * far), drawn as a line with the same figures as a table for screen readers.
 */
export function PlayerRankHistory({ history, own }: { history: readonly ServerRankHistory[]; own: boolean }) {
  const drawn = history.filter((entry) => entry.days.length > 0);
  if (drawn.length === 0) return null;
  const lastDay = Math.max(...drawn.flatMap((entry) => entry.days.map((day) => dayNumber(day.day))));
  return (
    <FiguresSection aria-label="Posición en el ranking">
      <h3>Posición en el ranking</h3>
      <Place>
        {own ? 'Tu' : 'Su'} puesto en el ranking histórico de cada servidor al final de cada día de los últimos 30.
      </Place>
      <List>
        {drawn.map((entry) => (
          <ServerHistory key={entry.server.documentId} history={entry} lastDay={lastDay} own={own} />
        ))}
      </List>
    </FiguresSection>
  );
}
