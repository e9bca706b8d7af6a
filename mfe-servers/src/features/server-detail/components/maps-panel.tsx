import type { ServerMapFigures } from '@cs16ar/shared';
import { formatCount, formatMonthYear, formatPercent, formatPlayTime } from '@cs16ar/shared/format';
import type { ServerTable } from '../api/get-server-table';
import type { TopPlayersPeriod } from '../types/top-player';
import { StickyFirstColumnTable, TableScroller } from './data-table';
import { Footnote } from './period-panel';
import { ServerTablePanel, type ServerTableTexts } from './server-table-panel';

function scopeText(period: TopPlayersPeriod, from: string | null): string {
  if (period === '30d') return 'Los mapas de los últimos 30 días en este servidor, del más jugado al menos jugado.';
  if (period === 'season') {
    const month = formatMonthYear(from);
    return `Los mapas de la temporada${month ? ` de ${month}` : ''} (el mes en curso) en este servidor.`;
  }
  return 'Los mapas desde el primer registro del servidor.';
}

const TEXTS: ServerTableTexts = {
  loading: 'Cargando mapas...',
  failed: 'No se pudieron cargar los mapas. Por favor intentalo nuevamente.',
  noLogsYet: 'Este servidor todavía no registró partidas: los mapas aparecen con sus primeras estadísticas.',
  nothingInPeriod: 'Todavía no hay mapas jugados en este período.',
  scope: scopeText,
};

/** "12 (60%)": a team's round wins and their share of the map's rounds. */
function wins(count: number, rounds: number): string {
  return rounds > 0 ? `${formatCount(count)} (${formatPercent(count / rounds)})` : formatCount(count);
}

function MapRows({ table }: { table: ServerTable<'maps'> }) {
  return (
    <>
      <TableScroller tabIndex={0} role="region" aria-label="Mapas del servidor">
        <StickyFirstColumnTable>
          <thead>
            <tr>
              <th scope="col" className="sticky">
                Mapa
              </th>
              <th scope="col">Tiempo jugado</th>
              <th scope="col">Rondas</th>
              <th scope="col">Ganó CT</th>
              <th scope="col">Ganó T</th>
              <th scope="col">Jugadores</th>
              <th scope="col">Kills</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row: ServerMapFigures) => (
              <tr key={row.map}>
                <th scope="row" className="sticky">
                  {row.map}
                </th>
                <td>{formatPlayTime(row.playTimeSeconds)}</td>
                <td>{formatCount(row.rounds)}</td>
                <td>{wins(row.ctWins, row.rounds)}</td>
                <td>{wins(row.tWins, row.rounds)}</td>
                <td>{formatCount(row.players)}</td>
                <td>{formatCount(row.kills)}</td>
              </tr>
            ))}
          </tbody>
        </StickyFirstColumnTable>
      </TableScroller>
      <Footnote>
        Tiempo jugado: mientras el servidor tuvo el mapa y envió registros. Una ronda la gana un equipo al eliminar al
        otro o por el objetivo (bomba, rehenes, VIP); las rondas sin ganador (empate, reinicio) no suman a ninguno.
      </Footnote>
    </>
  );
}

/** Issue 46: each map's time, rounds, each team's wins, players and kills on this server, for the TOP 15's periods. */
export function MapsPanel({ documentId }: { documentId: string }) {
  return (
    <ServerTablePanel documentId={documentId} kind="maps" texts={TEXTS}>
      {(table) => <MapRows table={table} />}
    </ServerTablePanel>
  );
}
