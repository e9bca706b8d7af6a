import styled from 'styled-components';

export const Card = styled.div<{ $padded?: boolean; $interactive?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ $padded = true }) => ($padded ? '20px' : '0')};
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    border-color ${({ theme }) => theme.transitions.normal};
  ${({ $interactive, theme }) =>
    $interactive ? `&:hover { transform: translateY(-3px); border-color: ${theme.colors.borderStrong}; }` : ''}
`;
