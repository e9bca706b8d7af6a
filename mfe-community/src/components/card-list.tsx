import styled from 'styled-components';

// A list of cards, one bordered card per item (the latest bans at /admin, the members and a member's payments,
// history and staff actions): the title row first, then muted lines, then the item's buttons.

export const CardList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li<{ $chosen?: boolean }>`
  display: grid;
  gap: 6px;
  padding: 12px 14px;
  border: 1px solid ${({ $chosen, theme }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;

  strong {
    min-width: 0;
  }
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
