import { getRuntimeConfig } from '../config/runtime-config';
import type { ImageSize, StrapiMedia } from '../types/media';

/** Strapi v5 answers (flat entries, see cms/README.md). */
export type StrapiCollectionResponse<T> = {
  data: T[];
  meta?: { pagination?: { page: number; pageSize: number; pageCount: number; total: number } };
};

export type StrapiSingleResponse<T> = {
  data: T | null;
  meta?: Record<string, unknown>;
};

export function unwrapCollection<T>(response: StrapiCollectionResponse<T>): T[] {
  return Array.isArray(response?.data) ? response.data : [];
}

export function unwrapSingle<T>(response: StrapiSingleResponse<T>): T | null {
  return response?.data ?? null;
}

/** The CMS's root (the API URL without `/api`), which media URLs are relative to. */
export function serverRoot(): string {
  return getRuntimeConfig().apiUrl.replace(/\/api\/?$/, '');
}

/**
 * URL of an uploaded image in the requested size, falling back to the original when that size was not
 * generated (small pictures get no `large`). Absolute URLs (a CDN upload provider) are kept as they are.
 */
export function imageUrl(
  media: Pick<StrapiMedia, 'url' | 'formats'> | null | undefined,
  size: ImageSize = 'large',
): string | null {
  if (!media) return null;
  const url = media.formats?.[size]?.url ?? media.url;
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${serverRoot()}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** An uploaded picture as an `<img>` (or a `<link rel="preload" as="image">`) asks for it. */
export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string; width?: number; height?: number };

const responsiveWidths: Partial<Record<ImageSize, number>> = { small: 500, medium: 750, large: 1000 };

/**
 * An uploaded picture at its `large` size, with its smaller formats offered to narrow screens (`srcset`, chosen
 * by `sizes`): what a page shows, and what the start preloads for a page's largest picture, so both ask the
 * browser for the same file. Null without a picture.
 */
export function responsiveImage(
  media: Pick<StrapiMedia, 'url' | 'formats' | 'width' | 'height'> | null | undefined,
  sizes: string,
): ResponsiveImage | null {
  const src = imageUrl(media, 'large');
  if (!media || !src) return null;
  const formats = media.formats ?? {};
  const srcSet = (Object.keys(responsiveWidths) as ImageSize[])
    .filter((size) => formats[size]?.url)
    .map((size) => `${imageUrl(media, size)} ${formats[size]?.width ?? responsiveWidths[size]}w`)
    .join(', ');
  const width = formats.large?.width ?? media.width ?? undefined;
  const height = formats.large?.height ?? media.height ?? undefined;
  return { src, ...(srcSet ? { srcSet, sizes } : {}), width, height };
}
