/** docs/product.md §2 TOP 15 colours: K/D above 2.5 green, above 1.5 blue, else grey. */
export type KdTone = 'green' | 'blue' | 'grey';
/** Headshot percent above 50 gold, above 40 the primary colour, else grey. */
export type HeadshotTone = 'gold' | 'primary' | 'grey';

export function kdTone(kd: number): KdTone {
  if (kd > 2.5) return 'green';
  if (kd > 1.5) return 'blue';
  return 'grey';
}

export function headshotTone(hsPercentage: number): HeadshotTone {
  if (hsPercentage > 50) return 'gold';
  if (hsPercentage > 40) return 'primary';
  return 'grey';
}
