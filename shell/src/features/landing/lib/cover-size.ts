import { VIDEO_ASPECT_RATIO, VIDEO_SCALE } from './landing-constants';

export type Size = { width: number; height: number };

/**
 * The size of a video frame of `aspectRatio` that covers `box` entirely (like `object-fit: cover`),
 * scaled up by `scale`.
 */
export function coverSize(box: Size, aspectRatio = VIDEO_ASPECT_RATIO, scale = VIDEO_SCALE): Size {
  const widthFirst = { width: box.width, height: box.width / aspectRatio };
  const cover = widthFirst.height >= box.height ? widthFirst : { width: box.height * aspectRatio, height: box.height };
  return { width: Math.ceil(cover.width * scale), height: Math.ceil(cover.height * scale) };
}
