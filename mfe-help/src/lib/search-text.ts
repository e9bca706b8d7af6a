/** Lower case without accents, so "configuracion" finds "Configuración" and "PAGO" finds "pagó". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/** Whether a title contains the search text, ignoring case, accents and surrounding spaces. */
export function titleMatches(title: string, query: string): boolean {
  const needle = foldForSearch(query.trim());
  return needle === '' || foldForSearch(title).includes(needle);
}
