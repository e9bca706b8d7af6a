import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.gradients.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 800;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  text-transform: uppercase;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A round picture, or the name's first letter when there is none. */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const initial = name.trim().charAt(0) || '?';
  return (
    <Circle $size={size} aria-hidden={src ? undefined : true}>
      {src ? <img src={src} alt={`Foto de perfil de ${name}`} width={size} height={size} /> : initial}
    </Circle>
  );
}
