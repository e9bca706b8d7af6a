import styled, { keyframes } from 'styled-components';
import { paths, Link } from '@cs16ar/shared';

const shine = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Wordmark = styled(Link)<{ $size: 'sm' | 'lg' }>`
  display: inline-flex;
  align-items: baseline;
  gap: 0.3em;
  white-space: nowrap;
  flex: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ $size }) => ($size === 'lg' ? 'clamp(2.4rem, 8vw, 4.6rem)' : '1.3rem')};
  font-weight: 900;
  letter-spacing: -0.02em;
  text-decoration: none;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.text};
  transition: text-shadow ${({ theme }) => theme.transitions.normal};

  .mark {
    background: linear-gradient(100deg, #ff7a18 0%, #ffb347 40%, #fff3d6 50%, #ffb347 60%, #ff7a18 100%);
    background-size: 200% 100%;
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  .country {
    font-weight: 600;
    font-size: 0.62em;
    letter-spacing: 0.18em;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover,
  &:focus-visible {
    text-shadow: 0 0 18px rgba(255, 162, 77, 0.55);
    .mark {
      animation: ${shine} 1.6s linear infinite;
    }
  }
`;

/** The animated wordmark: a highlight sweeps across it and it glows on hover. */
export function Logo({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  return (
    <Wordmark to={paths.home} $size={size} aria-label="CS 1.6 Argentina, ir al inicio">
      <span className="mark">CS 1.6</span> <span className="country">Argentina</span>
    </Wordmark>
  );
}
