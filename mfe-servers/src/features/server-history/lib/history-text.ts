import { formatCount, formatDecimal, formatInArgentina, formatPercent } from '@cs16ar/shared/format';
import type { HistoryBucket, HistoryRange, ServerHistory } from '../types/server-history';

/** The three ranges the CMS keeps, as the switch names them and as a sentence says them. */
export const HISTORY_RANGES: readonly { id: HistoryRange; label: string; during: string }[] = [
  { id: '24h', label: '24 h', during: 'las últimas 24 horas' },
  { id: '7d', label: '7 días', during: 'los últimos 7 días' },
  { id: '30d', label: '30 días', during: 'los últimos 30 días' },
];

export function rangeOf(id: HistoryRange) {
  return HISTORY_RANGES.find((range) => range.id === id) ?? HISTORY_RANGES[0]!;
}

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const day = { weekday: 'short', day: 'numeric', month: 'short' } as const;

/** "22:20", Argentina time. */
export function formatClock(date: Date): string {
  return formatInArgentina(date, clock);
}

/** "lun, 23 nov, 22:20", Argentina time. */
export function formatDayAndClock(date: Date): string {
  return formatInArgentina(date, { ...day, ...clock });
}

/** "lun, 23 nov, 22:20 a 22:25": the period a bucket covers. */
export function bucketPeriod(bucket: Pick<HistoryBucket, 'start'>, bucketSeconds: number): string {
  const start = new Date(bucket.start);
  const end = new Date(start.getTime() + bucketSeconds * 1000);
  return `${formatDayAndClock(start)} a ${formatClock(end)}`;
}

/** A label of the graph's time axis: the hour over a day, the day over a week, the date over a month. */
export function axisLabel(date: Date, range: HistoryRange): string {
  if (range === '24h') return formatClock(date);
  if (range === '7d') return formatInArgentina(date, { weekday: 'short', day: 'numeric' });
  return formatInArgentina(date, { day: 'numeric', month: 'short' });
}

function players(count: number): string {
  return `${formatDecimal(count)} ${count === 1 ? 'jugador' : 'jugadores'}`;
}

/** Whether anything was recorded in the range (a new server, or a CMS that was not polling, has nothing). */
export function hasRecords(history: ServerHistory): boolean {
  return history.buckets.some((bucket) => bucket.samples > 0);
}

/**
 * How long the range has records for, which is what its availability and averages are measured over (a CMS that was
 * not polling records nothing): "3 h", "45 min", "6 días y 4 h" (issue 48: "disponible el 100% del tiempo" with 21 of
 * the 24 hours empty).
 */
export function recordedSpanText(history: ServerHistory): string {
  const seconds = history.buckets.filter((bucket) => bucket.samples > 0).length * history.bucketSeconds;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const dayText = `${days} ${days === 1 ? 'día' : 'días'}`;
  return rest === 0 ? dayText : `${dayText} y ${rest} h`;
}

/** "21:00 a 22:00", or null when nobody played. */
export function busiestHourText(history: ServerHistory): string | null {
  const hour = history.busiestHour;
  return hour ? `${formatClock(new Date(hour.start))} a ${formatClock(new Date(hour.end))}` : null;
}

/** The figures beside the graph, in the order a player asks for them. */
export function historyFigures(history: ServerHistory): { label: string; value: string; detail?: string }[] {
  return [
    {
      label: 'Pico',
      value: history.peakPlayers === null ? '—' : players(history.peakPlayers),
      detail: history.peakAt ? formatDayAndClock(new Date(history.peakAt)) : undefined,
    },
    { label: 'Promedio', value: history.averagePlayers === null ? '—' : players(history.averagePlayers) },
    {
      label: 'Disponibilidad',
      value: history.availability === null ? '—' : formatPercent(history.availability),
      detail: hasRecords(history) ? `en ${recordedSpanText(history)} con registros` : undefined,
    },
    { label: 'Hora más concurrida', value: busiestHourText(history) ?? 'Sin jugadores' },
  ];
}

/** The graph in one sentence, for screen readers and for anyone who prefers reading it. */
export function historySummary(history: ServerHistory): string {
  const { during } = rangeOf(history.range);
  if (!hasRecords(history)) return `No hay registros de este servidor en ${during}.`;
  const parts: string[] = [];
  if (history.peakPlayers !== null) {
    const when = history.peakAt ? ` (${formatDayAndClock(new Date(history.peakAt))})` : '';
    parts.push(`pico de ${players(history.peakPlayers)}${when}`);
  }
  if (history.averagePlayers !== null) parts.push(`promedio de ${players(history.averagePlayers)}`);
  if (history.availability !== null) {
    parts.push(
      `disponible el ${formatPercent(history.availability)} del tiempo con registros (${recordedSpanText(history)})`,
    );
  }
  const busiest = busiestHourText(history);
  const sentence = `En ${during}: ${parts.join(', ')}.`;
  return busiest ? `${sentence} Hora más concurrida: ${busiest}.` : sentence;
}

/** What a bucket says about the server: its players, or that it was down, or that nothing was recorded. */
export function bucketState(bucket: HistoryBucket): string {
  if (bucket.samples === 0 || bucket.online === null) return 'Sin registros';
  if (!bucket.players) return 'Offline';
  const { min, avg, max } = bucket.players;
  const range = min === max ? '' : ` (mín. ${formatCount(min)}, máx. ${formatCount(max)})`;
  const down = bucket.online < 1 ? ` · offline el ${formatPercent(1 - bucket.online)} del tiempo` : '';
  return `${players(avg)} en promedio${range}${down}`;
}

/** "de_dust2 → de_inferno": the maps of a bucket in the order they were played. */
export function mapsText(bucket: HistoryBucket): string {
  return bucket.maps.length > 0 ? bucket.maps.join(' → ') : '—';
}
