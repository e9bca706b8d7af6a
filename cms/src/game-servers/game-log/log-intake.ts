import { createHash, timingSafeEqual } from 'node:crypto';
import { readLogDatagram } from './log-datagram';
import { parseLogEvent } from './log-events';
import { queuedLineText } from './log-queue';

// What the listener does with one datagram, in order, cheapest first, before anything is kept:
//   1. the source ip:port must be a registered server (else dropped unparsed: 'unregistered');
//   2. that server must have a log secret (else dropped unparsed: 'no-secret'). A UDP source address is
//      forged in one line of code; only sv_logsecret proves a line came from the game server (issue 23);
//   3. the framing must be a log line of bounded size ('oversized', 'malformed');
//   4. the datagram must carry the server's secret ('bad-secret');
//   5. only then is the source's rate charged (token bucket per source: 'rate-limited'), so forged junk
//      cannot spend a server's budget and get its real lines dropped;
//   6. Rcon lines are dropped ('rcon'), lines statistics do not use are ignored ('ignored').
// What passes becomes a queued line with a key that identifies it in its server's stream.

export type LogSource = { address: string; port: number; serverDocumentId: string; secret: string | null };

export type QueuedLine = { serverDocumentId: string; dedupKey: string; line: string; receivedAt: number };

export const DROP_REASONS = [
  'unregistered',
  'no-secret',
  'rate-limited',
  'oversized',
  'malformed',
  'bad-secret',
  'rcon',
  'ignored',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export type IntakeCounters = { accepted: number } & Record<DropReason, number>;

export const emptyIntakeCounters = (): IntakeCounters => ({
  accepted: 0,
  unregistered: 0,
  'no-secret': 0,
  'rate-limited': 0,
  oversized: 0,
  malformed: 0,
  'bad-secret': 0,
  rcon: 0,
  ignored: 0,
});

type Bucket = { tokens: number; refilledAt: number };

// Identical lines in one second of one server's stream are told apart by their order of arrival.
type Occurrences = { time: string; counts: Map<string, number>; previousTime: string; previous: Map<string, number> };

type Registered = LogSource & { secretBytes: Buffer | null; bucket: Bucket; occurrences: Occurrences };

const noOccurrences = (): Occurrences => ({ time: '', counts: new Map(), previousTime: '', previous: new Map() });

export type LogIntakeOptions = { ratePerSecond: number; now?: () => number };

const MAX_TRACKED_UNREGISTERED = 64;

function secretMatches(expected: Buffer, given: string | null): boolean {
  if (given === null) return false;
  const bytes = Buffer.from(given, 'latin1');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

export function createLogIntake(options: LogIntakeOptions) {
  const now = options.now ?? Date.now;
  const rate = options.ratePerSecond;
  const burst = rate * 2;
  // A real server writes far fewer lines in one second than its burst. A sender that keeps one timestamp
  // text (it stopped its clock, or lies) would grow the second's map without end: past this many lines it
  // starts a new one, as if the second had turned. Every instance counts the same stream the same way, so
  // dedup keys still agree.
  const maxLinesPerSecond = Math.max(burst, 64);
  let sources = new Map<string, Registered>();
  let counters = emptyIntakeCounters();
  // Unregistered senders, to name them in the periodic report (misconfigured servers, scans).
  let unregistered = new Map<string, number>();

  function takeToken(source: Registered, at: number): boolean {
    const bucket = source.bucket;
    bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.refilledAt) / 1000) * rate);
    bucket.refilledAt = at;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  function occurrence(source: Registered, time: string, event: string): number {
    const seen = source.occurrences;
    let counts: Map<string, number>;
    if (time === seen.time && (seen.counts.size < maxLinesPerSecond || seen.counts.has(event))) counts = seen.counts;
    // A line of the previous second arriving late still continues that second's count.
    else if (time === seen.previousTime && time !== seen.time) counts = seen.previous;
    else {
      seen.previousTime = seen.time;
      seen.previous = seen.counts;
      seen.time = time;
      seen.counts = counts = new Map();
    }
    const count = counts.get(event) ?? 0;
    counts.set(event, count + 1);
    return count;
  }

  function drop(reason: DropReason): null {
    counters[reason] += 1;
    return null;
  }

  return {
    // Buckets and occurrence counts survive for sources that stay registered.
    setSources(list: readonly LogSource[]): void {
      const next = new Map<string, Registered>();
      for (const source of list) {
        const key = `${source.address}:${source.port}`;
        const kept = sources.get(key);
        next.set(key, {
          ...source,
          secretBytes: source.secret ? Buffer.from(source.secret, 'latin1') : null,
          bucket: kept?.bucket ?? { tokens: burst, refilledAt: now() },
          occurrences: kept?.occurrences ?? noOccurrences(),
        });
      }
      sources = next;
    },

    take(packet: Buffer, address: string, port: number): QueuedLine | null {
      const key = `${address}:${port}`;
      const source = sources.get(key);
      if (!source) {
        if (unregistered.has(key) || unregistered.size < MAX_TRACKED_UNREGISTERED) {
          unregistered.set(key, (unregistered.get(key) ?? 0) + 1);
        }
        return drop('unregistered');
      }
      if (!source.secretBytes) return drop('no-secret');
      const read = readLogDatagram(packet);
      if (!read.ok) return drop(read.reason);
      const { secret, time, event } = read.datagram;
      if (!secretMatches(source.secretBytes, secret)) return drop('bad-secret');
      const at = now();
      if (!takeToken(source, at)) return drop('rate-limited');
      const parsed = parseLogEvent(event);
      if (!parsed) return drop('ignored');
      if (parsed.type === 'rcon') return drop('rcon');
      const line = queuedLineText(time, event);
      const dedupKey = createHash('sha1')
        .update(`${source.serverDocumentId}\n${occurrence(source, time, event)}\n${line}`)
        .digest('hex');
      counters.accepted += 1;
      return { serverDocumentId: source.serverDocumentId, dedupKey, line, receivedAt: at };
    },

    // Lines remembered to tell identical lines of one second apart, over every source (bounded per source).
    trackedLines(): number {
      let total = 0;
      for (const source of sources.values()) total += source.occurrences.counts.size + source.occurrences.previous.size;
      return total;
    },

    // The counters since the last call, and who sent the unregistered datagrams.
    drain(): { counters: IntakeCounters; unregistered: [string, number][] } {
      const drained = { counters, unregistered: [...unregistered.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5) };
      counters = emptyIntakeCounters();
      unregistered = new Map();
      return drained;
    },
  };
}
