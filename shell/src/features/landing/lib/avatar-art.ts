/** 32-bit FNV-1a: a stable, well-spread number per name, so a player always gets the same face. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export const AVATAR_GRID = 5;

export type AvatarArt = {
  /** Hue (0-359) of the pixels; the background is a dark shade of the opposite hue. */
  hue: number;
  /** Lit cells of a 5×5 grid, as [column, row], mirrored left to right like a face. */
  cells: [number, number][];
};

/** A mirrored 5×5 pixel portrait drawn from the name: generated locally, no image service. */
export function avatarArt(name: string): AvatarArt {
  const seed = hash(name);
  const half = Math.ceil(AVATAR_GRID / 2);
  const cells: [number, number][] = [];
  for (let row = 0; row < AVATAR_GRID; row += 1) {
    for (let column = 0; column < half; column += 1) {
      // One bit of the hash per cell of the left half (15 bits), mirrored to the right.
      if ((seed >>> (row * half + column)) & 1) {
        cells.push([column, row]);
        const mirror = AVATAR_GRID - 1 - column;
        if (mirror !== column) cells.push([mirror, row]);
      }
    }
  }
  return { hue: (seed >>> 16) % 360, cells };
}
