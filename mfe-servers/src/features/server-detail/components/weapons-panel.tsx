import styled from 'styled-components';
import type { ServerWeaponFigures } from '@cs16ar/shared';
import { formatCount, formatDecimal, formatMonthYear, weaponLabel } from '@cs16ar/shared/format';
import type { ServerWeapons } from '../api/get-server-weapons';
import { useServerWeapons } from '../hooks/use-server-weapons';
import { useTopPlayersPeriod } from '../hooks/use-top-players';
import type { TopPlayersPeriod } from '../types/top-player';
import { EmptyText, Table, TableScroller } from './data-table';
import { Footnote, PeriodPanel } from './period-panel';

const WEAPONS_LOADING = 'Cargando armas...';
const WEAPONS_LOAD_FAILED = 'No se pudieron cargar las armas. Por favor intentalo nuevamente.';
const NO_LOGS_YET = 'Este servidor todavía no registró partidas: las armas aparecen con sus primeras estadísticas.';
const NOTHING_IN_PERIOD = 'Todavía no hay kills ni disparos registrados en este período.';

/* On a phone the table scrolls sideways; the weapon's name stays put so every figure keeps its row. */
const WeaponsTable = styled(Table)`
  th,
  td {
    padding: 10px 11px;
  }
  .weapon {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
    font-weight: 650;
  }
`;

function scopeText(period: TopPlayersPeriod, from: string | null): string {
  if (period === '30d')
    return 'Las armas de los últimos 30 días en este servidor, de la que más kills hizo a la que menos.';
  if (period === 'season') {
    const month = formatMonthYear(from);
    return `Las armas de la temporada${month ? ` de ${month}` : ''} (el mes en curso) en este servidor.`;
  }
  return 'Las armas desde el primer registro del servidor.';
}

const percent = (value: number | null) => (value === null ? '—' : `${formatDecimal(value, 1)} %`);

function WeaponRows({ table }: { table: ServerWeapons }) {
  if (table.updatedAt === null || table.weapons.length === 0) {
    return (
      <TableScroller>
        <EmptyText>{table.updatedAt === null ? NO_LOGS_YET : NOTHING_IN_PERIOD}</EmptyText>
      </TableScroller>
    );
  }
  return (
    <>
      <TableScroller tabIndex={0} role="region" aria-label="Armas del servidor">
        <WeaponsTable>
          <thead>
            <tr>
              <th scope="col" className="weapon">
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
            {table.weapons.map((row: ServerWeaponFigures) => (
              <tr key={row.weapon}>
                <th scope="row" className="weapon">
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
        </WeaponsTable>
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
  const { period, select } = useTopPlayersPeriod();
  const { view, retry } = useServerWeapons(documentId, period);
  return (
    <PeriodPanel
      period={period}
      onSelect={select}
      view={view}
      retry={retry}
      scope={(from) => scopeText(period, from)}
      loadingLabel={WEAPONS_LOADING}
      failedText={WEAPONS_LOAD_FAILED}
    >
      {(table) => <WeaponRows table={table} />}
    </PeriodPanel>
  );
}
