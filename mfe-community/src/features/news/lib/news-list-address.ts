import { paths } from '@cs16ar/shared';

// The list's page and tag live in the address (`/comunidad/novedades?etiqueta=torneo&pagina=2`), so a
// filtered list can be shared and survives a reload.
export const PAGE_PARAM = 'pagina';
export const TAG_PARAM = 'etiqueta';
const MAX_PAGE = 1000;
const TAG_MAX_LENGTH = 60;

export type NewsListAddress = { page: number; tag: string | null };

/** What the address asks for; anything unreadable is the first page, all tags. */
export function readNewsListAddress(search: URLSearchParams): NewsListAddress {
  const pageText = search.get(PAGE_PARAM) ?? '';
  const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1;
  const tag = (search.get(TAG_PARAM) ?? '').trim();
  return {
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    // The CMS takes at most 60 characters; longer is no tag of ours anyway (an empty list, as for any unknown one).
    tag: tag === '' ? null : tag.slice(0, TAG_MAX_LENGTH),
  };
}

export function newsListHref({ page, tag }: NewsListAddress): string {
  const params = new URLSearchParams();
  if (tag) params.set(TAG_PARAM, tag);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `${paths.communityNews}?${search}` : paths.communityNews;
}
