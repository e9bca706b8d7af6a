import { foldForSearch } from '@cs16ar/shared/format';

/** Whether a title contains the search text, ignoring case, accents and surrounding spaces. */
export function titleMatches(title: string, query: string): boolean {
  const needle = foldForSearch(query.trim());
  return needle === '' || foldForSearch(title).includes(needle);
}
