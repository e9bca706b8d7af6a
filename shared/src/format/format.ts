/**
 * How the site writes dates, times, counts and play time: Spanish as spoken in Argentina, in Argentina's time
 * zone whatever the visitor's machine says (the community, its servers and their schedules are there).
 * `@cs16ar/shared/format` is not part of the shared singleton: each app bundles the formatters it uses (the
 * PURE marks let webpack drop the others).
 */
export const TIME_ZONE = 'America/Argentina/Buenos_Aires';

const longDate = /* @__PURE__ */ new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const clockTime = /* @__PURE__ */ new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
const count = /* @__PURE__ */ new Intl.NumberFormat('es-AR');

/** "12 de marzo de 2025"; a missing or unreadable date gives null (the caller decides what to show). */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

/** "21:05:09", a 24-hour clock. */
export function formatTime(date: Date): string {
  return clockTime.format(date);
}

/** Thousands with the Argentine separator: "4.821". */
export function formatCount(value: number): string {
  return count.format(value);
}

/**
 * Time played or connected, from seconds (the unit game servers report): "12 min 34 s" under an hour,
 * "154 h 30 min" (or "2 h") from an hour on.
 */
export function formatPlayTime(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours === 0) return `${minutes} min ${String(total % 60).padStart(2, '0')} s`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date written with any `Intl.DateTimeFormat` options, in es-AR and Argentina's time zone (for what the
 * named formatters above do not cover: a graph's axis, a time range). Formatters are made once per options.
 */
export function formatInArgentina(date: Date, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('es-AR', { ...options, timeZone: TIME_ZONE });
    dateTimeFormats.set(key, format);
  }
  return format.format(date);
}

const decimals = /* @__PURE__ */ new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const percent = /* @__PURE__ */ new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 1 });

/** A figure with at most one decimal, Argentine style: "12,4". */
export function formatDecimal(value: number): string {
  return decimals.format(value);
}

/** A share from 0 to 1 as a percentage: "98,6%". */
export function formatPercent(share: number): string {
  return percent.format(share);
}
