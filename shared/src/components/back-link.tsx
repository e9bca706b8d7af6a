import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** "Volver a …" above a page: back to where the page belongs, its arrow icon nudging left on hover. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};

    svg {
      transform: translateX(-3px);
    }
  }

  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
`;
