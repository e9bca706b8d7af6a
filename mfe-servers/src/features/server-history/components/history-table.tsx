import styled from 'styled-components';
import { formatCount, formatDecimal, formatPercent } from '@cs16ar/shared/format';
import { bucketPeriod, mapsText, rangeOf } from '../lib/history-text';
import type { HistoryBucket, ServerHistory } from '../types/server-history';

const Scroller = styled.div`
  max-height: 420px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;

  caption {
    padding: 10px 12px;
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: 8px 12px;
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child,
  td:last-child,
  th:last-child {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.72rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function online(bucket: HistoryBucket): string {
  return bucket.samples === 0 || bucket.online === null ? 'Sin registros' : formatPercent(bucket.online);
}

/** The graph's data as a table: every bucket, in time order, Argentina time. */
export function HistoryTable({ history }: { history: ServerHistory }) {
  return (
    <Scroller tabIndex={0} role="region" aria-label="Datos del historial">
      <Table>
        <caption>Jugadores en {rangeOf(history.range).during}, por período (hora de Argentina).</caption>
        <thead>
          <tr>
            <th scope="col">Período</th>
            <th scope="col">Promedio</th>
            <th scope="col">Mínimo</th>
            <th scope="col">Máximo</th>
            <th scope="col">Online</th>
            <th scope="col">Mapas</th>
          </tr>
        </thead>
        <tbody>
          {history.buckets.map((bucket) => (
            <tr key={bucket.start}>
              <th scope="row">{bucketPeriod(bucket, history.bucketSeconds)}</th>
              <td>{bucket.players ? formatDecimal(bucket.players.avg) : '—'}</td>
              <td>{bucket.players ? formatCount(bucket.players.min) : '—'}</td>
              <td>{bucket.players ? formatCount(bucket.players.max) : '—'}</td>
              <td>{online(bucket)}</td>
              <td>{mapsText(bucket)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
