/** K/D as SPEC §2 defines it: kills ÷ deaths, or ÷ 1 when there are no deaths, with two decimals. */
export function killDeathRatio(kills: number, deaths: number): string {
  return (kills / (deaths === 0 ? 1 : deaths)).toFixed(2);
}

/** Minutes played, as "154 h 30 min" (or "45 min" under an hour). */
export function formatPlayTime(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A date in the Spanish (Argentine) locale: "21 de octubre de 2024". */
export function formatLastPlayed(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  });
}

/** Thousands with the Argentine separator: 4.821. */
export function formatCount(value: number): string {
  return value.toLocaleString('es-AR');
}
