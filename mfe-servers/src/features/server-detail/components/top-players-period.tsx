import styled from 'styled-components';
import { TOP_PLAYERS_PERIODS, type TopPlayersPeriod } from '../types/top-player';

export const PERIOD_LABELS: Record<TopPlayersPeriod, string> = {
  '30d': '30 días',
  season: 'Temporada',
  all: 'Histórico',
};

const Group = styled.div`
  display: inline-flex;
  flex: none;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Choice = styled.button`
  min-height: 36px;
  padding: 0 14px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  font-weight: 650;
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.gradients.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** 30 días (the spec's TOP 15), Temporada (this month) or Histórico (all time). */
export function TopPlayersPeriodSwitch({
  period,
  onSelect,
}: {
  period: TopPlayersPeriod;
  onSelect: (period: TopPlayersPeriod) => void;
}) {
  return (
    <Group role="group" aria-label="Período del ranking">
      {TOP_PLAYERS_PERIODS.map((candidate) => (
        <Choice key={candidate} type="button" aria-pressed={candidate === period} onClick={() => onSelect(candidate)}>
          {PERIOD_LABELS[candidate]}
        </Choice>
      ))}
    </Group>
  );
}
