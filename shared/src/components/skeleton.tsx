import styled, { keyframes } from 'styled-components';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/**
 * A grey placeholder block with a soft shimmer, sized by its caller.
 *
 * The shimmer is a highlight that slides across (transform only), which the compositor animates alone. Animating
 * the background's position instead needs the main thread on every frame: while the page's scripts run, Chromium
 * then holds back the frames that would show the page's HTML (measured under a slow CPU: the first paint waited
 * for the scripts, about a second).
 */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: string;
}>`
  position: relative;
  overflow: hidden;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.sm};
  background: rgba(255, 255, 255, 0.05);

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent 0%, rgba(255, 255, 255, 0.06) 50%, transparent 100%);
    transform: translateX(-100%);
    animation: ${sweep} 1.4s linear infinite;
  }
`;
