import styled from 'styled-components';
import { Link, paths } from '@cs16ar/shared';
import { formatArgentineDay, formatCount, formatDecimal } from '@cs16ar/shared/format';
import type { PlayerAward } from '../types/player-stats';
import { FiguresSection } from './figure-table';

const List = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;

  strong {
    color: ${({ theme }) => theme.colors.gold};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const valueText = (award: PlayerAward) =>
  `${Number.isInteger(award.value) ? formatCount(award.value) : formatDecimal(award.value, 1)} ${award.unit}`;

/** Issue 46: the awards of the day the player won in the last 30 days, newest first. */
export function PlayerAwards({ awards }: { awards: readonly PlayerAward[] }) {
  if (awards.length === 0) return null;
  return (
    <FiguresSection aria-label="Premios">
      <h3>Premios de los últimos 30 días</h3>
      <List>
        {awards.map((award) => (
          <li key={`${award.day}-${award.server.documentId}-${award.award}`}>
            <strong>{award.title}</strong> ({valueText(award)}) <span>· {formatArgentineDay(award.day)} ·</span>{' '}
            <Link to={`${paths.serverDetail(award.server.documentId)}?tab=premios`}>{award.server.name}</Link>
          </li>
        ))}
      </List>
    </FiguresSection>
  );
}
