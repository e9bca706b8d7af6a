import styled from 'styled-components';
import { imageUrl, type ImageSize, type NewsPostSummary } from '@cs16ar/shared';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const WIDTHS: Partial<Record<ImageSize, number>> = { small: 500, medium: 750, large: 1000 };

/**
 * A post's cover at 16:9 (its room is kept while it loads, so nothing below moves), in the size the screen
 * needs; a post without one shows the frame's plain colour.
 */
export function CoverImage({
  cover,
  sizes,
  eager = false,
}: {
  cover: NewsPostSummary['cover'];
  sizes: string;
  eager?: boolean;
}) {
  const src = imageUrl(cover, 'small');
  const srcSet = (Object.entries(WIDTHS) as [ImageSize, number][])
    .filter(([size]) => cover?.formats?.[size])
    .map(([size, width]) => `${imageUrl(cover, size)} ${width}w`)
    .join(', ');
  return (
    <Frame>
      {src ? (
        <img
          src={src}
          srcSet={srcSet || undefined}
          sizes={sizes}
          alt={cover?.alternativeText ?? ''}
          width={cover?.width ?? undefined}
          height={cover?.height ?? undefined}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
    </Frame>
  );
}
