import styled from 'styled-components';

// The statistics card's tables (weapons, maps): on a phone each scrolls sideways inside the card, its first column kept
// in view.

/** A part of the statistics card: its heading, a sentence, a table. */
export const FiguresSection = styled.section`
  margin-top: 18px;

  h3 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
`;

/** The sentence above a table (the favourite weapon, the best map). */
export const Favourite = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;

  strong {
    color: ${({ theme }) => theme.colors.gold};
  }
`;

/** A table's box: scrolls sideways on a phone. */
export const FigureTableScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

export const FigureTable = styled.table`
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
