import type { ServerWeaponFigures } from '@cs16ar/shared';
import { formatCount, formatDecimal, formatMonthYear, weaponLabel } from '@cs16ar/shared/format';
import type { ServerTable } from '../api/get-server-table';
import type { TopPlayersPeriod } from '../types/top-player';
import { StickyFirstColumnTable, TableScroller } from './data-table';
import { Footnote } from './period-panel';
import { ServerTablePanel, type ServerTableTexts } from './server-table-panel';

function scopeText(period: TopPlayersPeriod, from: string | null): string {
  if (period === '30d')
    return 'Las armas de los últimos 30 días en este servidor, de la que más kills hizo a la que menos.';
  if (period === 'season') {
    const month = formatMonthYear(from);
    return `Las armas de la temporada${month ? ` de ${month}` : ''} (el mes en curso) en este servidor.`;
  }
  return 'Las armas desde el primer registro del servidor.';
}

const TEXTS: ServerTableTexts = {
  loading: 'Cargando armas...',
  failed: 'No se pudieron cargar las armas. Por favor intentalo nuevamente.',
  noLogsYet: 'Este servidor todavía no registró partidas: las armas aparecen con sus primeras estadísticas.',
  nothingInPeriod: 'Todavía no hay kills ni disparos registrados en este período.',
  scope: scopeText,
};

const percent = (value: number | null) => (value === null ? '—' : `${formatDecimal(value, 1)} %`);

function WeaponRows({ table }: { table: ServerTable<'weapons'> }) {
  return (
    <>
      <TableScroller tabIndex={0} role="region" aria-label="Armas del servidor">
        <StickyFirstColumnTable>
          <thead>
            <tr>
              <th scope="col" className="sticky">
                Arma
              </th>
              <th scope="col">Kills</th>
              <th scope="col">Headshots</th>
              <th scope="col">HS %</th>
              <th scope="col">Disparos</th>
              <th scope="col">Impactos</th>
              <th scope="col">Precisión</th>
              <th scope="col">Jugadores</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row: ServerWeaponFigures) => (
              <tr key={row.weapon}>
                <th scope="row" className="sticky">
                  {weaponLabel(row.weapon)}
                </th>
                <td>{formatCount(row.kills)}</td>
                <td>{formatCount(row.headshots)}</td>
                <td>{percent(row.kills > 0 ? row.hsPercentage : null)}</td>
                <td>{formatCount(row.shots)}</td>
                <td>{formatCount(row.hits)}</td>
                <td>{percent(row.accuracy)}</td>
                <td>{formatCount(row.players)}</td>
              </tr>
            ))}
          </tbody>
        </StickyFirstColumnTable>
      </TableScroller>
      <Footnote>
        Kills: a jugadores del otro equipo. Precisión: impactos ÷ disparos (una escopeta o una granada pueden dar varios
        impactos por disparo, por eso no la tienen). Las kills se suman al momento; disparos e impactos, cuando el
        jugador sale o termina el mapa.
      </Footnote>
    </>
  );
}

/** Issue 46: each weapon's kills, headshots, accuracy and players on this server, for the TOP 15's periods. */
export function WeaponsPanel({ documentId }: { documentId: string }) {
  return (
    <ServerTablePanel documentId={documentId} kind="weapons" texts={TEXTS}>
      {(table) => <WeaponRows table={table} />}
    </ServerTablePanel>
  );
}
