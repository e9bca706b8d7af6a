import styled from 'styled-components';

const Group = styled.div`
  display: inline-flex;
  flex: none;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Choice = styled.button`
  min-width: 64px;
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

export type SwitchOption<T extends string> = { id: T; label: string };

/**
 * One choice out of a few, as pressed buttons in a pill (a period of the TOP 15, a range of the history): the
 * group is named for screen readers and the chosen button is `aria-pressed`.
 */
export function SegmentedSwitch<T extends string>({
  label,
  options,
  value,
  onSelect,
}: {
  label: string;
  options: readonly SwitchOption<T>[];
  value: T;
  onSelect: (value: T) => void;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Choice key={option.id} type="button" aria-pressed={option.id === value} onClick={() => onSelect(option.id)}>
          {option.label}
        </Choice>
      ))}
    </Group>
  );
}
