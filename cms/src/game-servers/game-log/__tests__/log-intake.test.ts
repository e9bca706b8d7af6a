import { logDatagram, logEvents } from '../../../../simulator/game-log';
import { createLogIntake, type LogSource } from '../log-intake';

// The checks a datagram passes before it is queued, in order, without sockets.

const AT = new Date(2026, 10, 24, 21, 3, 7);
const SECRET = '81277344';
const SOURCES: LogSource[] = [
  { address: '127.0.0.1', port: 27015, serverDocumentId: 'primero', secret: SECRET },
  { address: '127.0.0.1', port: 27016, serverDocumentId: 'secreto', secret: 's3cr3t' },
  { address: '127.0.0.1', port: 27017, serverDocumentId: 'sin-secreto', secret: null },
];
const signed = (event: string, at = AT) => logDatagram(event, at, SECRET);
const kill = logEvents.killed(
  { name: 'Tincho', uid: 1, id: 'STEAM_0:1:101', team: 'CT' },
  { name: 'Rulo', uid: 2, id: 'STEAM_0:1:102', team: 'TERRORIST' },
  'ak47',
);

function intake(ratePerSecond = 1000, now = () => 0) {
  const created = createLogIntake({ ratePerSecond, now });
  created.setSources(SOURCES);
  return created;
}

describe('createLogIntake', () => {
  it('queues a line from a registered server with its text and arrival time', () => {
    const subject = intake(1000, () => 1234);
    expect(subject.take(signed(kill), '127.0.0.1', 27015)).toEqual({
      serverDocumentId: 'primero',
      dedupKey: expect.stringMatching(/^[0-9a-f]{40}$/),
      line: `L 11/24/2026 - 21:03:07: ${kill}`,
      receivedAt: 1234,
    });
    expect(subject.drain().counters).toMatchObject({ accepted: 1 });
  });

  it('drops datagrams from any other address or port unparsed, and names the sender', () => {
    const subject = intake();
    expect(subject.take(logDatagram(kill, AT), '127.0.0.2', 27015)).toBeNull();
    expect(subject.take(logDatagram(kill, AT), '127.0.0.1', 27099)).toBeNull();
    expect(subject.take(Buffer.from('garbage'), '127.0.0.1', 27099)).toBeNull();
    const { counters, unregistered } = subject.drain();
    expect(counters).toMatchObject({ unregistered: 3, malformed: 0, accepted: 0 });
    expect(unregistered).toEqual([
      ['127.0.0.1:27099', 2],
      ['127.0.0.2:27015', 1],
    ]);
  });

  it('needs the log secret of a server that has one, and compares it whole', () => {
    const subject = intake();
    expect(subject.take(logDatagram(kill, AT), '127.0.0.1', 27016)).toBeNull();
    expect(subject.take(logDatagram(kill, AT, 's3cr3'), '127.0.0.1', 27016)).toBeNull();
    expect(subject.take(logDatagram(kill, AT, 's3cr3tt'), '127.0.0.1', 27016)).toBeNull();
    expect(subject.take(logDatagram(kill, AT, 's3cr3t'), '127.0.0.1', 27016)).not.toBeNull();
    expect(subject.drain().counters).toMatchObject({ 'bad-secret': 3, accepted: 1 });
  });

  // Issue 23: the source address is forged in one line of code; only the secret proves a line.
  it('drops every line of a server without a log secret, unparsed, and counts them', () => {
    const subject = intake();
    expect(subject.take(logDatagram(kill, AT), '127.0.0.1', 27017)).toBeNull();
    expect(subject.take(logDatagram(kill, AT, 'cualquiera'), '127.0.0.1', 27017)).toBeNull();
    expect(subject.take(Buffer.from('garbage'), '127.0.0.1', 27017)).toBeNull();
    expect(subject.drain().counters).toMatchObject({ 'no-secret': 3, malformed: 0, accepted: 0 });
  });

  it("charges a server's rate only for lines that carry its secret: forged junk spends none of it", () => {
    const subject = intake(10, () => 0);
    for (let i = 0; i < 5000; i += 1) {
      expect(subject.take(logDatagram(kill, AT, i % 2 ? null : 'adivinado'), '127.0.0.1', 27015)).toBeNull();
    }
    const real = Array.from({ length: 20 }, () => subject.take(signed(kill), '127.0.0.1', 27015));
    expect(real.every(Boolean)).toBe(true);
    expect(subject.drain().counters).toMatchObject({ 'bad-secret': 5000, 'rate-limited': 0, accepted: 20 });
  });

  it('never queues Rcon lines, and ignores lines nothing uses', () => {
    const subject = intake();
    const rcon = 'Rcon: "rcon 4411 mipassword status" from "200.1.1.1:27005"';
    expect(subject.take(signed(rcon), '127.0.0.1', 27015)).toBeNull();
    expect(subject.take(signed('"A<1><STEAM_0:0:1><CT>" triggered "Got_The_Bomb"'), '127.0.0.1', 27015)).toBeNull();
    expect(subject.take(signed(`${'x'.repeat(4000)}`), '127.0.0.1', 27015)).toBeNull();
    expect(subject.drain().counters).toMatchObject({ rcon: 1, ignored: 1, oversized: 1, accepted: 0 });
  });

  it('lets each source send its rate, twice that in a burst, and no more', () => {
    let now = 0;
    const subject = intake(10, () => now);
    const sent = (port: number, count: number, secret = SECRET) =>
      Array.from({ length: count }, () => subject.take(logDatagram(kill, AT, secret), '127.0.0.1', port)).filter(
        Boolean,
      ).length;
    expect(sent(27015, 50)).toBe(20);
    // Another server's budget is its own.
    expect(sent(27016, 5, 's3cr3t')).toBe(5);
    now += 1000;
    expect(sent(27015, 50)).toBe(10);
    expect(subject.drain().counters['rate-limited']).toBe(70);
  });

  it('gives the same line the same key in every instance, and tells identical lines of one second apart', () => {
    const first = intake();
    const second = intake();
    const keys = (subject: ReturnType<typeof intake>) =>
      [AT, AT, new Date(AT.getTime() + 1000)].map((at) => subject.take(signed(kill, at), '127.0.0.1', 27015)?.dedupKey);
    const [a1, a2, a3] = keys(first);
    expect(new Set([a1, a2, a3]).size).toBe(3);
    expect(keys(second)).toEqual([a1, a2, a3]);
  });

  // Issue 23: a sender that keeps one timestamp text grew the second's map with every new line.
  it('remembers a bounded number of lines per second whatever the timestamps say, the same way everywhere', () => {
    const rate = 1000;
    // The clock runs (one line per millisecond, within the rate) while the timestamp text never changes.
    let clock = 0;
    const [first, second] = [intake(rate, () => clock), intake(rate, () => clock)];
    const keys: (string | undefined)[][] = [[], []];
    for (let i = 0; i < 100000; i += 1, clock += 1) {
      const line = signed(
        logEvents.connected({ name: `x${i}`, uid: 1 + (i % 1000), id: 'STEAM_ID_PENDING', team: '' }, '1.2.3.4:1'),
      );
      [first, second].forEach((subject, n) => {
        const taken = subject.take(line, '127.0.0.1', 27015);
        if (i % 997 === 0) keys[n].push(taken?.dedupKey);
      });
    }
    // Two seconds' worth at most (this one and the one before), each bounded by the burst.
    expect(first.trackedLines()).toBeLessThanOrEqual(2 * 2 * rate);
    expect(keys[0].every(Boolean)).toBe(true);
    expect(keys[1]).toEqual(keys[0]);
  });
});
