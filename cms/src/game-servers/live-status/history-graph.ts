import type {
  BusiestHour,
  HistoryBucket,
  HistoryRange as ContractRange,
  HistoryGraph as ServerHistory,
} from '@cs16ar/contracts';
import type { Knex } from 'knex';
import { ARGENTINA_UTC_OFFSET_MS, DAY_MS } from '../../time/argentina';
import { SAMPLES_TABLE, toNumber } from './history';

// A server's recorded samples (one per poll) downsampled for a graph: a fixed grid of a few hundred
// buckets per range, aligned to Argentina's clock, each with the players while the server answered, the
// share of polls it answered (so down time shows) and the maps seen in it (so map changes show).

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const HISTORY_RANGES = {
  '24h': { spanMs: DAY_MS, bucketMs: 5 * MINUTE_MS },
  '7d': { spanMs: 7 * DAY_MS, bucketMs: 30 * MINUTE_MS },
  '30d': { spanMs: 30 * DAY_MS, bucketMs: 2 * HOUR_MS },
  // The contract's ranges, no more and no fewer: a range added on one side only does not compile.
} as const satisfies Record<ContractRange, { spanMs: number; bucketMs: number }>;

export type HistoryRange = keyof typeof HISTORY_RANGES;

export function isHistoryRange(value: unknown): value is HistoryRange {
  return typeof value === 'string' && Object.hasOwn(HISTORY_RANGES, value);
}

// The answer's shapes (GET /api/servers/:documentId/history) are written once, in the API contract.
export type { BusiestHour, HistoryBucket, HistoryGraph as ServerHistory } from '@cs16ar/contracts';

type BucketTotals = {
  samples: number;
  onlineSamples: number;
  min: number;
  max: number;
  players: number;
  maps: Map<string, number>;
};

const iso = (time: number) => new Date(time).toISOString();
const round = (value: number, digits: number) => Number(value.toFixed(digits));

// Bucket edges fall on Argentina's clock (UTC-3, no daylight saving): 2-hour buckets start at even hours there.
export function alignToBucket(time: number, bucketMs: number): number {
  return Math.floor((time + ARGENTINA_UTC_OFFSET_MS) / bucketMs) * bucketMs - ARGENTINA_UTC_OFFSET_MS;
}

// Integers computed here, never from a request: written into the SQL so the division is an integer one.
function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not a safe integer: ${value}`);
  return String(value);
}

// The hour (on the clock, in the range) with the most players on average; null when nobody played.
export async function busiestHour(
  knex: Knex,
  serverDocumentId: string,
  from: number,
  to: number,
): Promise<BusiestHour | null> {
  // Argentina's offset is whole hours, so its clock hours are UTC hours.
  const row = (await knex(SAMPLES_TABLE)
    .where('server_document_id', serverDocumentId)
    .where('sampled_at', '>=', from)
    .where('sampled_at', '<', to)
    .select(knex.raw(`sampled_at / ${sqlInteger(HOUR_MS)} as hour`), knex.raw('avg(players) as average'))
    .groupByRaw('1')
    .orderByRaw('2 desc, 1 desc')
    .first()) as Record<string, unknown> | undefined;
  const average = toNumber(row?.average);
  if (!row || average <= 0) return null;
  const start = toNumber(row.hour) * HOUR_MS;
  return { start: iso(start), end: iso(start + HOUR_MS), averagePlayers: round(average, 1) };
}

export async function serverHistory(
  knex: Knex,
  serverDocumentId: string,
  range: HistoryRange,
  now: number,
): Promise<ServerHistory> {
  const { spanMs, bucketMs } = HISTORY_RANGES[range];
  // The last bucket is the one in progress.
  const to = alignToBucket(now, bucketMs) + bucketMs;
  const from = to - spanMs;
  const count = spanMs / bucketMs;

  const rows = (await knex(SAMPLES_TABLE)
    .where('server_document_id', serverDocumentId)
    .where('sampled_at', '>=', from)
    .where('sampled_at', '<', to)
    .select(
      knex.raw(`(sampled_at - ${sqlInteger(from)}) / ${sqlInteger(bucketMs)} as bucket`),
      'map',
      knex.raw('count(*) as samples'),
      knex.raw('sum(case when online then 1 else 0 end) as online_samples'),
      knex.raw('min(case when online then players end) as min_players'),
      knex.raw('max(case when online then players end) as max_players'),
      knex.raw('sum(case when online then players else 0 end) as players'),
      knex.raw('min(sampled_at) as first_at'),
    )
    .groupByRaw('1, 2')) as Record<string, unknown>[];

  const totals: BucketTotals[] = Array.from({ length: count }, () => ({
    samples: 0,
    onlineSamples: 0,
    min: Infinity,
    max: -Infinity,
    players: 0,
    maps: new Map(),
  }));
  for (const row of rows) {
    const bucket = totals[toNumber(row.bucket)];
    if (!bucket) continue;
    const onlineSamples = toNumber(row.online_samples);
    bucket.samples += toNumber(row.samples);
    bucket.onlineSamples += onlineSamples;
    bucket.players += toNumber(row.players);
    if (onlineSamples > 0) {
      bucket.min = Math.min(bucket.min, toNumber(row.min_players));
      bucket.max = Math.max(bucket.max, toNumber(row.max_players));
    }
    if (typeof row.map === 'string' && row.map !== '') bucket.maps.set(row.map, toNumber(row.first_at));
  }

  const buckets: HistoryBucket[] = totals.map((bucket, index) => ({
    start: iso(from + index * bucketMs),
    samples: bucket.samples,
    online: bucket.samples > 0 ? round(bucket.onlineSamples / bucket.samples, 3) : null,
    players:
      bucket.onlineSamples > 0
        ? { min: bucket.min, avg: round(bucket.players / bucket.onlineSamples, 1), max: bucket.max }
        : null,
    // In the order they were played.
    maps: [...bucket.maps.entries()].sort((a, b) => a[1] - b[1]).map(([map]) => map),
  }));

  const samples = totals.reduce((sum, bucket) => sum + bucket.samples, 0);
  const onlineSamples = totals.reduce((sum, bucket) => sum + bucket.onlineSamples, 0);
  const players = totals.reduce((sum, bucket) => sum + bucket.players, 0);
  const peakIndex = totals.reduce(
    (best, bucket, index) => (bucket.onlineSamples > 0 && (best < 0 || bucket.max > totals[best].max) ? index : best),
    -1,
  );

  return {
    range,
    from: iso(from),
    to: iso(to),
    bucketSeconds: bucketMs / 1000,
    peakPlayers: peakIndex >= 0 ? totals[peakIndex].max : null,
    peakAt: peakIndex >= 0 ? buckets[peakIndex].start : null,
    averagePlayers: samples > 0 ? round(players / samples, 1) : null,
    availability: samples > 0 ? round(onlineSamples / samples, 3) : null,
    busiestHour: await busiestHour(knex, serverDocumentId, from, to),
    buckets,
  };
}
