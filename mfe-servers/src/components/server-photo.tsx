import { useState } from 'react';
import styled from 'styled-components';
import { responsiveImage, type Server } from '@cs16ar/shared';

const Img = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

// Drawn when a server has no photo (or it fails to load): the site's colours, a crosshair and the mode,
// so a card without a photo still looks finished.
const Fallback = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background:
    radial-gradient(circle at 70% 30%, rgba(255, 138, 31, 0.28), transparent 55%),
    repeating-linear-gradient(0deg, rgba(255, 255, 255, 0.04) 0 1px, transparent 1px 28px),
    repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.04) 0 1px, transparent 1px 28px),
    linear-gradient(160deg, #1d2636 0%, #0d1119 100%);
  color: rgba(255, 179, 71, 0.55);

  svg {
    width: 34%;
    max-width: 120px;
    height: auto;
  }
`;

function Crosshair() {
  return (
    <svg viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
      <circle cx="32" cy="32" r="18" />
      <path d="M32 4v16M32 44v16M4 32h16M44 32h16" strokeLinecap="round" />
      <circle cx="32" cy="32" r="2.5" fill="currentColor" stroke="none" />
    </svg>
  );
}

/**
 * A server's photo filling its (positioned, sized) parent: the `large` format (docs/product.md §7), with smaller
 * formats offered to narrow screens, loaded lazily so photos below the fold cost nothing up front.
 */
export function ServerPhoto({
  server,
  sizes,
  eager = false,
  important = false,
}: {
  server: Server;
  sizes: string;
  eager?: boolean;
  /** The page's largest picture on a phone (its Largest Contentful Paint): asked for before the others. */
  important?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = responsiveImage(server.photo, sizes);
  if (!image || failed) {
    return (
      <Fallback data-testid="server-photo-fallback">
        <Crosshair />
      </Fallback>
    );
  }
  return (
    <Img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={server.photo?.alternativeText || `Foto del servidor ${server.name}`}
      loading={eager || important ? 'eager' : 'lazy'}
      fetchPriority={important ? 'high' : undefined}
      decoding="async"
      width={image.width}
      height={image.height}
      onError={() => setFailed(true)}
    />
  );
}
