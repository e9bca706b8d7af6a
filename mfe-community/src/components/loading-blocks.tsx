import { Skeleton } from '@cs16ar/shared';

/**
 * A page or list still loading: grey blocks the size of what is coming, and the same news in words for screen
 * readers ("Cargando baneo...").
 */
export function LoadingBlocks({ label, heights }: { label: string; heights: readonly string[] }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {heights.map((height, index) => (
        <Skeleton key={index} $height={height} />
      ))}
    </>
  );
}
