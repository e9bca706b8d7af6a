import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid rgba(255, 255, 255, 0.15);
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ size = 32, label = 'Cargando...' }: { size?: number; label?: string }) {
  return (
    <span role="status" aria-live="polite">
      <Ring $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
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
