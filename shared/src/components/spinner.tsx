import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The site's one spinner: a faint ring with a turning arc in the brand colour, or, on a button, in the
 * button's text colour (a brand-coloured arc would vanish on the orange primary button).
 */
const Ring = styled.span<{ $size: number; $onButton: boolean }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid;
  ${({ $onButton, theme }) =>
    $onButton
      ? css`
          border-color: currentColor;
          border-right-color: transparent;
          opacity: 0.8;
        `
      : css`
          border-color: rgba(255, 255, 255, 0.15);
          border-top-color: ${theme.colors.primary};
        `}
  animation: ${spin} 0.8s linear infinite;
`;

/** A spinner that says what is loading to screen readers. */
export function Spinner({ size = 32, label = 'Cargando...' }: { size?: number; label?: string }) {
  return (
    <span role="status" aria-live="polite">
      <Ring $size={size} $onButton={false} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A small spinner beside a busy button's text ("Guardando..."), which already says what is happening. */
export function ButtonSpinner() {
  return <Ring $size={16} $onButton aria-hidden="true" />;
}

const Centered = styled.div`
  display: flex;
  min-height: 40vh;
  align-items: center;
  justify-content: center;
`;

/** A spinner in the middle of the content area (route guard, remote loading). */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <Centered>
      <Spinner size={40} label={label} />
    </Centered>
  );
}
