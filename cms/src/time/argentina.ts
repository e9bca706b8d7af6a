import { ARGENTINA_UTC_OFFSET_MS } from '@cs16ar/contracts';

// Argentina keeps UTC-3 all year (no daylight saving time), so its calendar is plain arithmetic.
export { ARGENTINA_TIME_ZONE, ARGENTINA_UTC_OFFSET_MS } from '@cs16ar/contracts';
export const DAY_MS = 24 * 60 * 60 * 1000;

// Days since 1970-01-01 in Argentina: the key of the daily statistics buckets.
export function argentineDayNumber(now: number): number {
  return Math.floor((now + ARGENTINA_UTC_OFFSET_MS) / DAY_MS);
}

// The instant an Argentine day number starts.
export function startOfArgentineDayNumber(day: number): number {
  return day * DAY_MS - ARGENTINA_UTC_OFFSET_MS;
}

export function startOfArgentineDay(now: number): number {
  return startOfArgentineDayNumber(argentineDayNumber(now));
}

// The day number of the first day of the Argentine month that contains `now`.
export function firstDayOfArgentineMonth(now: number): number {
  const local = new Date(now + ARGENTINA_UTC_OFFSET_MS);
  return Math.floor(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) / DAY_MS);
}
