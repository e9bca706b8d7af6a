import styled from 'styled-components';
import { imageUrl } from '@cs16ar/shared';
import type { AppealImage } from '@cs16ar/shared';

const Grid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 140px;
    height: 105px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** An appeal's images, each opening in full in a new tab. */
export function AppealImages({ images }: { images: readonly AppealImage[] }) {
  if (images.length === 0) return null;
  return (
    <Grid aria-label="Imágenes del descargo">
      {images.map((image, index) => {
        const src = imageUrl({ url: image.url }) ?? '';
        return (
          <li key={image.url}>
            <a href={src} target="_blank" rel="noreferrer noopener">
              <img src={src} alt={`Imagen ${index + 1} del descargo`} />
            </a>
          </li>
        );
      })}
    </Grid>
  );
}
