import styled, { css, keyframes } from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'info' | 'gold' | 'primary';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.03em;
  line-height: 1.5;
  white-space: nowrap;
  ${({ $tone = 'neutral', theme }) => {
    const tones: Record<BadgeTone, [string, string]> = {
      neutral: ['rgba(255,255,255,0.08)', theme.colors.text],
      success: ['rgba(34,197,94,0.16)', '#6ee7a0'],
      danger: ['rgba(240,68,68,0.16)', theme.colors.dangerText],
      info: ['rgba(59,130,246,0.18)', theme.colors.infoText],
      gold: ['rgba(245,197,66,0.16)', theme.colors.gold],
      primary: ['rgba(255,138,31,0.16)', theme.colors.primaryStrong],
    };
    const [background, color] = tones[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;

const statusRipple = keyframes`
  from { transform: scale(1); opacity: 0.6; }
  to { transform: scale(2.6); opacity: 0; }
`;

/**
 * The green or red dot of Online/Offline badges. The online pulse is a ripple that animates only transform
 * and opacity, which the compositor runs alone (a box-shadow pulse repaints on every frame).
 */
export const StatusDot = styled.span<{ $online: boolean; $pulse?: boolean }>`
  position: relative;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  flex: none;
  background: ${({ $online, theme }) => ($online ? theme.colors.success : theme.colors.danger)};
  ${({ $pulse, $online }) =>
    $pulse && $online
      ? css`
          &::after {
            content: '';
            position: absolute;
            inset: 0;
            border-radius: inherit;
            background: inherit;
            animation: ${statusRipple} 1.8s ease-out infinite;
          }
          @media (prefers-reduced-motion: reduce) {
            &::after {
              animation: none;
              opacity: 0;
            }
          }
        `
      : ''}
`;
