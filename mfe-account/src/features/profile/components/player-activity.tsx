import styled from 'styled-components';
import { formatArgentineDay, formatPlayTime } from '@cs16ar/shared/format';
import type { PlayDay } from '../types/player-stats';
import { FiguresSection } from './figure-table';

const Summary = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/* Thirty bars, today's on the right; drawn for the eye only (the table under it is what a screen reader reads). */
const Bars = styled.div`
  display: grid;
  grid-template-columns: repeat(30, minmax(0, 1fr));
  align-items: end;
  gap: 2px;
  height: 64px;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};

  span {
    display: block;
    min-height: 2px;
    border-radius: 2px 2px 0 0;
    background: ${({ theme }) => theme.colors.primary};
  }
  span[data-empty='true'] {
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.72rem;
`;

/** Issue 46: time played per day over the last 30 days, as bars and as a table for screen readers. */
export function PlayerActivity({ activity, own }: { activity: readonly PlayDay[]; own: boolean }) {
  const played = activity.filter((entry) => entry.playTimeSeconds > 0);
  if (played.length === 0) return null;
  const total = played.reduce((sum, entry) => sum + entry.playTimeSeconds, 0);
  const most = Math.max(...played.map((entry) => entry.playTimeSeconds));
  const first = activity[0];
  return (
    <FiguresSection aria-label="Actividad">
      <h3>Actividad de los últimos 30 días</h3>
      <Summary>
        {own ? 'Jugaste' : 'Jugó'} {formatPlayTime(total)} en {played.length} {played.length === 1 ? 'día' : 'días'}.
      </Summary>
      <Bars aria-hidden="true">
        {activity.map((entry) => (
          <span
            key={entry.day}
            data-empty={entry.playTimeSeconds === 0}
            style={{ height: `${Math.max(3, Math.round((entry.playTimeSeconds / most) * 100))}%` }}
            title={`${formatArgentineDay(entry.day)}: ${formatPlayTime(entry.playTimeSeconds)}`}
          />
        ))}
      </Bars>
      <Axis aria-hidden="true">
        <span>{first ? formatArgentineDay(first.day) : ''}</span>
        <span>hoy</span>
      </Axis>
      <table className="visually-hidden">
        <caption>Tiempo jugado por día</caption>
        <thead>
          <tr>
            <th scope="col">Día</th>
            <th scope="col">Tiempo jugado</th>
          </tr>
        </thead>
        <tbody>
          {played.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{formatArgentineDay(entry.day)}</th>
              <td>{formatPlayTime(entry.playTimeSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </FiguresSection>
  );
}
