import styled from 'styled-components';
import { Link } from '@cs16ar/shared';

// The row of filter links the Comunidad pages share (news tags, ban states; the list of the rules' sections
// too): the chosen one is marked with `aria-current="page"`, and on a phone the row scrolls sideways instead of
// wrapping into a wall of chips.

export const FilterChipList = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0 0 4px;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
`;

export const FilterChip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 650;
  font-size: 0.9rem;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.gradients.primary};
    border-color: transparent;
  }
`;
