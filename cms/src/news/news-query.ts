import { errors } from '@strapi/utils';

// The query string of GET /api/news: `page`, `pageSize` and `tag`, nothing else, so every answer has one
// address (and one entry in the public-read cache).
export const NEWS_PAGE_SIZE = 9;
export const NEWS_PAGE_SIZE_MAX = 24;
export const NEWS_PAGE_MAX = 1000;
const TAG_MAX_LENGTH = 60;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type NewsListQuery = { page: number; pageSize: number; tag: string | null };

function wholeNumber(value: unknown, name: string, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new errors.ValidationError(`${name} tiene que ser un número entre 1 y ${max}.`);
  }
  return number;
}

export function parseNewsListQuery(query: Record<string, unknown>): NewsListQuery {
  const { page, pageSize, tag, ...rest } = query;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) {
    throw new errors.ValidationError(`Parámetro de consulta no válido: ${unknown[0].slice(0, 40)}.`);
  }
  if (tag !== undefined && (typeof tag !== 'string' || tag.length > TAG_MAX_LENGTH)) {
    throw new errors.ValidationError('La etiqueta no es válida.');
  }
  return {
    page: wholeNumber(page, 'La página', NEWS_PAGE_MAX, 1),
    pageSize: wholeNumber(pageSize, 'La cantidad por página', NEWS_PAGE_SIZE_MAX, NEWS_PAGE_SIZE),
    // An empty tag is no filter; any other is looked up, and one that does not exist lists nothing.
    tag: typeof tag === 'string' && tag.trim() !== '' ? tag.trim() : null,
  };
}
