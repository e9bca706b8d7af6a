import styled from 'styled-components';

/**
 * Marks what the spec keeps as a placeholder: controls without behaviour yet ("Próximamente": remember
 * me, password recovery, Google and Steam sign-in, messages and friends), so nobody mistakes them for
 * something broken.
 */
export const PlaceholderTag = styled.span`
  display: inline-block;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.7rem;
  font-weight: 600;
  letter-spacing: 0.03em;
  white-space: nowrap;
`;
