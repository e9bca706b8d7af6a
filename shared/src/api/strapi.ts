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
