/**
 * How the site writes dates, times, counts and play time: Spanish as spoken in Argentina, in Argentina's time
 * zone whatever the visitor's machine says (the community, its servers and their schedules are there).
 * `@cs16ar/shared/format` is not part of the shared singleton: each app bundles the formatters it uses.
 * Each `Intl` formatter is made the first time it formats: the first one costs the browser its locale and time
 * zone data (about 20 ms at page start on a mid-range machine, four times that on a phone, when all were made as
 * the module loaded); the dates and times most pages show need none (see inArgentina).
 */
export const TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** The value `make` returns, made on the first call and kept (an `Intl` formatter or collator a page may not need). */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

// Dates and times in Argentina are written out here, not asked of `Intl.DateTimeFormat`: a browser's first
// date formatter costs it its date data (40-90 ms at four times slower CPU, in one task that cannot yield: issue
// 27), and most pages write a date or a time as they first render. Argentina keeps UTC−3 all year (no daylight
// saving time since March 2009), so a moment's date and time there are its UTC ones three hours earlier. A unit
// test holds these against `Intl` in Argentina's time zone, day by day from 2012 (the community's start) to the
// year after the test runs: it fails the day the time-zone data gives Argentina another rule.
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
const count = /* @__PURE__ */ madeOnFirstUse(() => new Intl.NumberFormat('es-AR'));
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day and clock time of a moment in Argentina. */
function inArgentina(date: Date) {
  const local = new Date(date.getTime() + ARGENTINA_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
    seconds: local.getUTCSeconds(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function longDate(date: Date): string {
  const { year, month, day } = inArgentina(date);
  return `${day} de ${MONTHS[month]} de ${year}`;
}

/** "21:05", or "21:05:09" with seconds. */
function clockTime(date: Date, withSeconds: boolean): string {
  const { hours, minutes, seconds } = inArgentina(date);
  return `${twoDigits(hours)}:${twoDigits(minutes)}${withSeconds ? `:${twoDigits(seconds)}` : ''}`;
}

/** The calendar day in Argentina, to tell today and yesterday apart. */
function dayKey(date: Date): string {
  const { year, month, day } = inArgentina(date);
  return `${year}-${month}-${day}`;
}

function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12 de marzo de 2025"; a missing or unreadable date gives null (the caller decides what to show). */
export function formatDate(iso: string | null | undefined): string | null {
  const date = dateOf(iso);
  return date ? longDate(date) : null;
}

/** "3 de diciembre de 2026" for an Argentine day as the CMS names it ("2026-12-03"), at noon there so no zone moves it. */
export function formatArgentineDay(day: string): string {
  return formatDate(`${day}T12:00:00-03:00`) ?? day;
}

/** "octubre de 2024" (e.g. since when someone is a member, or which month a season is); null as formatDate. */
export function formatMonthYear(iso: string | null | undefined): string | null {
  const date = dateOf(iso);
  if (!date) return null;
  const { year, month } = inArgentina(date);
  return `${MONTHS[month]} de ${year}`;
}

/**
 * A moment as people say it: "hoy, 15:45", "ayer, 22:10", else "12 de marzo de 2025, 22:10" (Argentina's
 * calendar days, whatever the visitor's clock says); null as formatDate.
 */
export function formatDateTime(iso: string | null | undefined, now: Date = new Date()): string | null {
  const date = dateOf(iso);
  if (!date) return null;
  const day = dayKey(date);
  const time = clockTime(date, false);
  if (day === dayKey(now)) return `hoy, ${time}`;
  if (day === dayKey(new Date(now.getTime() - DAY_MS))) return `ayer, ${time}`;
  return `${longDate(date)}, ${time}`;
}

/** The text with its first letter in capitals, for a formatted moment that starts a sentence ("Hoy, 15:45"). */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-AR') + text.slice(1);
}

/** "21:05:09", a 24-hour clock, in Argentina. */
export function formatTime(date: Date): string {
  return clockTime(date, true);
}

/** Thousands with the Argentine separator: "4.821". */
export function formatCount(value: number): string {
  return count().format(value);
}

const wholePesos = /* @__PURE__ */ madeOnFirstUse(() => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }));

/** An amount in Argentine pesos, the peso sign with no space and no cents: 3000 → "$3.000". */
export function formatPesos(amount: number): string {
  return `$${wholePesos().format(amount)}`;
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

const upToOneDecimal = /* @__PURE__ */ madeOnFirstUse(
  () => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 }),
);
const fixedDecimals = new Map<number, Intl.NumberFormat>();
const percent = /* @__PURE__ */ madeOnFirstUse(
  () => new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 1 }),
);

/**
 * A figure with the Argentine comma: at most one decimal ("12,4", "30"), or exactly `decimals` of them when
 * given, for a column whose figures line up (a K/D "2,50", an HS % "39,2").
 */
export function formatDecimal(value: number, decimals?: number): string {
  if (decimals === undefined) return upToOneDecimal().format(value);
  let format = fixedDecimals.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es-AR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    fixedDecimals.set(decimals, format);
  }
  return format.format(value);
}

/** A share from 0 to 1 as a percentage: "98,6%". */
export function formatPercent(share: number): string {
  return percent().format(share);
}

/** Lower case without accents, so "configuracion" finds "Configuración" and "PAGO" finds "pagó". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/**
 * A key whose plain order is Spanish alphabetical order, as a collator's that ignores case, accents, punctuation
 * and spaces: "¿Qué…" among the Q's, "Árena" among the A's, ñ after n.
 */
function alphabeticalKey(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLocaleLowerCase('es')
      // The last code unit there is: after every other letter that can follow the n.
      .replaceAll('ñ', 'n\uffff')
      .normalize('NFD')
      .replace(/[\p{Diacritic}\p{P}\s]/gu, '')
  );
}

/**
 * `items` in Spanish alphabetical order of `text` (see alphabeticalKey), as a new array, without a collator: for
 * lists sorted as a page first renders, where a browser's first collator costs it its collation data (about 35 ms
 * at four times slower CPU, in one task; issue 27).
 */
export function sortAlphabetically<T>(items: readonly T[], text: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: alphabeticalKey(text(item)) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item);
}

// The weapons of Counter-Strike 1.6 as players name them, by the name the game's log gives them (issue 46).
const WEAPON_LABELS: Readonly<Record<string, string>> = {
  ak47: 'AK-47',
  aug: 'AUG',
  awp: 'AWP',
  c4: 'C4',
  deagle: 'Desert Eagle',
  elite: 'Dual Elites',
  famas: 'FAMAS',
  fiveseven: 'Five-SeveN',
  flashbang: 'Flashbang',
  g3sg1: 'G3SG1',
  galil: 'Galil',
  glock18: 'Glock-18',
  grenade: 'Granada HE',
  hegrenade: 'Granada HE',
  knife: 'Cuchillo',
  m249: 'M249',
  m3: 'M3',
  m4a1: 'M4A1',
  mac10: 'MAC-10',
  mp5navy: 'MP5',
  p228: 'P228',
  p90: 'P90',
  scout: 'Scout',
  sg550: 'SG 550',
  sg552: 'SG 552',
  smokegrenade: 'Granada de humo',
  tmp: 'TMP',
  ump45: 'UMP45',
  usp: 'USP',
  xm1014: 'XM1014',
};

/** "AK-47" for the log's "ak47"; a weapon the game does not have (a plugin's own) keeps the log's name. */
export function weaponLabel(weapon: string): string {
  return (Object.hasOwn(WEAPON_LABELS, weapon) ? WEAPON_LABELS[weapon] : undefined) ?? weapon;
}
