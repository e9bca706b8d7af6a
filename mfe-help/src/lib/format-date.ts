const spanishDate = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });

/** "12 de marzo de 2025" (SPEC §2: dates in the Spanish locale); an unreadable date gives null. */
export function formatSpanishDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : spanishDate.format(date);
}
