import { formatCount, formatDecimal, weaponLabel } from '@cs16ar/shared/format';
import type { WeaponFigures } from '../types/player-stats';
import { FigureTable, FigureTableScroller, FiguresSection, Favourite } from './figure-table';

// The weapons a profile lists; the CMS sends them most kills first.
const WEAPONS_SHOWN = 8;

const percent = (value: number | null) => (value === null ? '—' : `${formatDecimal(value, 1)} %`);

/** The weapon with the most kills, when any has one. */
export function favouriteWeapon(weapons: readonly WeaponFigures[]): WeaponFigures | null {
  return weapons.reduce<WeaponFigures | null>((best, row) => (row.kills > (best?.kills ?? 0) ? row : best), null);
}

/** Issue 46: the favourite weapon and the figures of each, on every server together, over the card's period. */
export function PlayerWeapons({ weapons, own }: { weapons: readonly WeaponFigures[]; own: boolean }) {
  if (weapons.length === 0) return null;
  const favourite = favouriteWeapon(weapons);
  return (
    <FiguresSection aria-label="Armas">
      <h3>Armas</h3>
      {favourite ? (
        <Favourite>
          {own ? 'Tu' : 'Su'} arma favorita: <strong>{weaponLabel(favourite.weapon)}</strong>, con{' '}
          {formatCount(favourite.kills)} {favourite.kills === 1 ? 'kill' : 'kills'} (
          {formatDecimal(favourite.hsPercentage, 1)} % headshots).
        </Favourite>
      ) : null}
      <FigureTableScroller tabIndex={0} role="region" aria-label={own ? 'Tus armas' : 'Sus armas'}>
        <FigureTable>
          <thead>
            <tr>
              <th scope="col">Arma</th>
              <th scope="col">Kills</th>
              <th scope="col">HS %</th>
              <th scope="col">Precisión</th>
              <th scope="col">Muertes</th>
            </tr>
          </thead>
          <tbody>
            {weapons.slice(0, WEAPONS_SHOWN).map((row) => (
              <tr key={row.weapon}>
                <th scope="row">{weaponLabel(row.weapon)}</th>
                <td>{formatCount(row.kills)}</td>
                <td>{percent(row.kills > 0 ? row.hsPercentage : null)}</td>
                <td>{percent(row.accuracy)}</td>
                <td>{formatCount(row.deaths)}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </FigureTableScroller>
    </FiguresSection>
  );
}
