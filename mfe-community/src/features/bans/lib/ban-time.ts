import { formatPlayTime } from '@cs16ar/shared/format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A ban's length as people say it: "30 minutos", "2 horas", "7 días", "Permanente". */
export function formatBanLength(seconds: number | null): string {
  if (seconds === null) return 'Permanente';
  if (seconds < MINUTE) return plural(seconds, 'segundo', 'segundos');
  if (seconds < HOUR) return plural(Math.round(seconds / MINUTE), 'minuto', 'minutos');
  if (seconds < DAY) {
    const hours = seconds / HOUR;
    return Number.isInteger(hours) ? plural(hours, 'hora', 'horas') : formatPlayTime(seconds);
  }
  return plural(Math.round(seconds / DAY), 'día', 'días');
}

/**
 * What is left of a ban at `now`, counting down: "4 min 05 s" under an hour, "5 h 12 min" under a day,
 * "3 d 4 h" beyond; null once it ran out.
 */
export function formatTimeLeft(expiresAt: string, now: number): string | null {
  const left = Math.floor((Date.parse(expiresAt) - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  if (left < DAY) return formatPlayTime(left);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}
