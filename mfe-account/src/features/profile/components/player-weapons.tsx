import styled from 'styled-components';
import { formatCount, formatDecimal, weaponLabel } from '@cs16ar/shared/format';
import type { WeaponFigures } from '../types/player-stats';

// The weapons a profile lists; the CMS sends them most kills first.
const WEAPONS_SHOWN = 8;

const Section = styled.section`
  margin-top: 18px;

  h3 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
`;

const Favourite = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;

  strong {
    color: ${({ theme }) => theme.colors.gold};
  }
`;

/* On a phone the table scrolls sideways inside the card, the weapon's name kept in view. */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.88rem;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 8px 12px;
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.7rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child {
    position: sticky;
    left: 0;
    text-align: left;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

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
    <Section aria-label="Armas">
      <h3>Armas</h3>
      {favourite ? (
        <Favourite>
          {own ? 'Tu' : 'Su'} arma favorita: <strong>{weaponLabel(favourite.weapon)}</strong>, con{' '}
          {formatCount(favourite.kills)} {favourite.kills === 1 ? 'kill' : 'kills'} (
          {formatDecimal(favourite.hsPercentage, 1)} % headshots).
        </Favourite>
      ) : null}
      <Scroller tabIndex={0} role="region" aria-label={own ? 'Tus armas' : 'Sus armas'}>
        <Table>
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
        </Table>
      </Scroller>
    </Section>
  );
}
