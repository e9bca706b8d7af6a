import { formatCount, formatDecimal, formatPlayTime } from '@cs16ar/shared/format';
import type { PlayerMapFigures } from '../types/player-stats';
import { Favourite, FigureTable, FigureTableScroller, FiguresSection } from './figure-table';

// The maps a profile lists: the best ones, most kills first as the CMS sends them.
const MAPS_SHOWN = 5;

/** Issue 46: the player's best maps (most kills) on every server together, over the card's period. */
export function PlayerMaps({ maps, own }: { maps: readonly PlayerMapFigures[]; own: boolean }) {
  const shown = maps.slice(0, MAPS_SHOWN);
  const [first] = shown;
  if (!first) return null;
  const best = first.kills > 0 ? first : null;
  return (
    <FiguresSection aria-label="Mejores mapas">
      <h3>Mejores mapas</h3>
      {best ? (
        <Favourite>
          {own ? 'Tu' : 'Su'} mejor mapa: <strong>{best.map}</strong>, con {formatCount(best.kills)}{' '}
          {best.kills === 1 ? 'kill' : 'kills'}.
        </Favourite>
      ) : null}
      <FigureTableScroller tabIndex={0} role="region" aria-label={own ? 'Tus mapas' : 'Sus mapas'}>
        <FigureTable>
          <thead>
            <tr>
              <th scope="col">Mapa</th>
              <th scope="col">Kills</th>
              <th scope="col">K/D</th>
              <th scope="col">Rondas ganadas</th>
              <th scope="col">Tiempo</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.map}>
                <th scope="row">{row.map}</th>
                <td>{formatCount(row.kills)}</td>
                <td>{formatDecimal(row.kd, 2)}</td>
                <td>
                  {formatCount(row.roundsWon)} de {formatCount(row.rounds)}
                  {row.winPercentage === null ? '' : ` (${formatDecimal(row.winPercentage, 0)} %)`}
                </td>
                <td>{formatPlayTime(row.playTimeSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </FigureTableScroller>
    </FiguresSection>
  );
}
