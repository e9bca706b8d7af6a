import styled from 'styled-components';

/** Wide tables scroll sideways inside their card on phones instead of widening the page. */
export const TableScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  font-variant-numeric: tabular-nums;

  caption {
    padding: 14px 16px 4px;
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  th,
  td {
    padding: 11px 14px;
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.72rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:hover {
    background: rgba(255, 255, 255, 0.025);
  }
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: 28px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* On a phone a wide table scrolls sideways; its first column (class "sticky": a weapon's or a map's name) stays put
   so every figure keeps its row. */
export const StickyFirstColumnTable = styled(Table)`
  th,
  td {
    padding: 10px 11px;
  }
  .sticky {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
    font-weight: 650;
  }
`;
