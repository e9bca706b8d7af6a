import sharp from 'sharp';
import { SAMPLES_TABLE } from '../history';
import { startCms, type TestCms } from '../../../../test-utils/cms-process';
import type { TestDatabase } from '../../../../test-utils/database';
import { apiClient, expectSpanishError } from '../../../../test-utils/http';

// GET /api/servers/:documentId/history over 30 days of samples written straight into the history table
// (the poller is off, so these are the only ones): the grid of buckets per range, down time and gaps,
// map changes, peak, average and busiest hour, and the replies to bad input.

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SAMPLE_EVERY = 5 * MINUTE;

type Sample = { at: number; online: boolean; players: number; map: string | null };
type Bucket = {
  start: string;
  samples: number;
  online: number | null;
  players: { min: number; avg: number; max: number } | null;
  maps: string[];
};

let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let db: TestDatabase;
let documentId: string;
const samples: Sample[] = [];
// The start of the current clock hour (UTC and Argentina hours coincide: UTC-3).
const hour = Math.floor(Date.now() / HOUR) * HOUR;
const busy = { from: hour - 4 * HOUR, to: hour - 3 * HOUR };
const down = { from: hour - 7 * HOUR, to: hour - 6 * HOUR };
const gap = { from: hour - 50 * HOUR, to: hour - 46 * HOUR };
const mapChange = hour - 100 * MINUTE;

const within = (at: number, range: { from: number; to: number }) => at >= range.from && at < range.to;

function sampleAt(at: number): Sample | null {
  if (within(at, gap)) return null;
  if (within(at, down)) return { at, online: false, players: 0, map: null };
  return { at, online: true, players: within(at, busy) ? 30 : 5, map: at < mapChange ? 'de_dust2' : 'de_inferno' };
}

const bucketAt = (buckets: Bucket[], at: number, seconds: number) =>
  buckets.find((bucket) => {
    const start = new Date(bucket.start).getTime();
    return at >= start && at < start + seconds * 1000;
  })!;

beforeAll(async () => {
  cms = await startCms();
  api = apiClient(cms.api);
  db = await cms.db();
  documentId = (await api.get('/servers')).body.data[0].documentId;
  for (let at = hour - SAMPLE_EVERY; at > hour - 30 * DAY; at -= SAMPLE_EVERY) {
    const sample = sampleAt(at);
    if (sample) samples.push(sample);
  }
  for (let i = 0; i < samples.length; i += 100) {
    const rows = samples.slice(i, i + 100);
    const values = rows.map((_row, n) => `($1, $${n * 4 + 2}, $${n * 4 + 3}, $${n * 4 + 4}, 32, $${n * 4 + 5})`);
    await db.query(
      `INSERT INTO ${SAMPLES_TABLE} (server_document_id, sampled_at, online, players, max_players, map) VALUES ${values.join(', ')}`,
      [documentId, ...rows.flatMap((row) => [row.at, row.online, row.players, row.map])],
    );
  }
});

afterAll(async () => {
  await cms?.stop();
});

describe('GET /api/servers/:documentId/history', () => {
  it.each([
    ['24h', 288, 300],
    ['7d', 336, 1800],
    ['30d', 360, 7200],
  ])('covers %s with a grid of %i buckets of %i s ending with the one in progress', async (range, count, seconds) => {
    const requestedAt = Date.now();
    const response = await api.get(`/servers/${documentId}/history?range=${range}`);
    expect(response.status).toBe(200);
    const history = response.body.data;
    expect(history).toMatchObject({ documentId, range, bucketSeconds: seconds });
    expect(history.buckets).toHaveLength(count);
    const starts = (history.buckets as Bucket[]).map((bucket) => new Date(bucket.start).getTime());
    starts.slice(1).forEach((start, i) => expect(start - starts[i]).toBe(seconds * 1000));
    expect(history.from).toBe(history.buckets[0].start);
    const to = new Date(history.to).getTime();
    expect(to - starts[0]).toBe(count * seconds * 1000);
    expect(to).toBeGreaterThan(requestedAt);
    expect(to - seconds * 1000).toBeLessThanOrEqual(Date.now());
    // Bucket edges fall on Argentina's clock: 2-hour buckets start at even hours there (odd UTC hours).
    if (range === '30d') for (const start of starts) expect(new Date(start).getUTCHours() % 2).toBe(1);
  });

  it('shows down time, periods without records and map changes', async () => {
    const day = (await api.get(`/servers/${documentId}/history?range=24h`)).body.data;
    const offline = bucketAt(day.buckets, down.from + 10 * MINUTE, 300);
    expect(offline).toMatchObject({ samples: 1, online: 0, players: null, maps: [] });
    const normal = bucketAt(day.buckets, hour - 2 * HOUR, 300);
    expect(normal).toMatchObject({ samples: 1, online: 1, players: { min: 5, avg: 5, max: 5 }, maps: ['de_dust2'] });

    const week = (await api.get(`/servers/${documentId}/history?range=7d`)).body.data;
    expect(bucketAt(week.buckets, gap.from + HOUR, 1800)).toMatchObject({ samples: 0, online: null, players: null });
    const changed = bucketAt(week.buckets, mapChange, 1800);
    expect(changed.maps).toEqual(['de_dust2', 'de_inferno']);
    const halfDown = bucketAt(week.buckets, down.from, 1800);
    expect(halfDown.online).toBe(0);
    const busyBucket = bucketAt(week.buckets, busy.from, 1800);
    expect(busyBucket.players).toEqual({ min: 30, avg: 30, max: 30 });
  });

  it('gives peak, average over all polls (down time as 0), availability and the busiest hour', async () => {
    const history = (await api.get(`/servers/${documentId}/history?range=24h`)).body.data;
    const inRange = samples.filter(
      (sample) => sample.at >= new Date(history.from).getTime() && sample.at < new Date(history.to).getTime(),
    );
    const players = inRange.reduce((sum, sample) => sum + sample.players, 0);
    expect(history.peakPlayers).toBe(30);
    expect(history.peakAt).toBe(new Date(busy.from).toISOString());
    expect(history.averagePlayers).toBe(Number((players / inRange.length).toFixed(1)));
    expect(history.availability).toBe(
      Number((inRange.filter((sample) => sample.online).length / inRange.length).toFixed(3)),
    );
    expect(history.busiestHour).toEqual({
      start: new Date(busy.from).toISOString(),
      end: new Date(busy.to).toISOString(),
      averagePlayers: 30,
    });
  });

  it('puts the busiest hour of the last 24 h, Argentina time, in the statistics', async () => {
    const argentineHour = (time: number) => `${String((new Date(time).getUTCHours() + 21) % 24).padStart(2, '0')}:00`;
    const statistics = (await api.get(`/servers/${documentId}/statistics`)).body.data;
    expect(statistics['Hora más concurrida (24 h)']).toBe(`${argentineHour(busy.from)} a ${argentineHour(busy.to)}`);
    expect(statistics).not.toHaveProperty('Muestras registradas (24 h)');
  });

  it('answers 400 in Spanish for a range it does not know', async () => {
    expectSpanishError(
      await api.get(`/servers/${documentId}/history?range=1y`),
      400,
      'El rango "1y" no existe. Usá uno de: 24h, 7d, 30d.',
    );
    expectSpanishError(await api.get(`/servers/${documentId}/history?range[]=24h`), 400, /^El rango pedido no existe/);
  });

  it('answers 404 in Spanish for a server that does not exist', async () => {
    expectSpanishError(await api.get('/servers/noexiste123/history'), 404, 'Servidor no encontrado.');
    expectSpanishError(await api.get('/servers/NO-VALIDO/history?range=7d'), 404, 'Servidor no encontrado.');
  });
});

describe('GET /api/servers/:documentId/banner.svg and banner.png', () => {
  // A name staff could type and a map a hostile server could answer: markup, control and bidirectional characters,
  // an emoji, right-to-left text, as long as the CMS takes (120).
  const hostileName = `<script>alert(1)</script>\u0007 \u202eAR 🇦🇷 عربي ${'x'.repeat(80)}`;

  beforeAll(async () => {
    await db.query(`UPDATE servers SET name = $1, online = true, current_data = $2 WHERE document_id = $3`, [
      hostileName,
      JSON.stringify({ players: { online: 12, max: 32, list: [] }, map: 'de_dust2" onload="x', game: 'cstrike' }),
      documentId,
    ]);
  });

  it('draws the live status and the last 24 hours as SVG, its text escaped and cut, any site allowed to show it', async () => {
    const response = await fetch(`${cms.api}/servers/${documentId}/banner.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="468" height="60"/);
    // Nothing of the name or the map became markup; control and bidirectional characters are gone; cut with "…".
    expect(svg).not.toMatch(/<script|onload="/);
    expect(svg).not.toContain('\u0007');
    expect(svg).not.toContain('\u202e');
    expect(svg).toContain('>&lt;script&gt;alert(1)&lt;/script&gt; AR 🇦🇷 عر…</text>');
    expect(svg).toContain('de_dust2&quot; onload=&quot;x · 12/32 jugadores');
    expect(svg).toMatch(/127\.0\.0\.1:\d+/);
    // The players of the last 24 hours: a line through the polls, broken where the server did not answer.
    expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+M[\d.]+ [\d.]+/);

    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${cms.api}/servers/${documentId}/banner.svg`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('renders the same banner as a 468×60 PNG', async () => {
    const response = await fetch(`${cms.api}/servers/${documentId}/banner.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const image = sharp(Buffer.from(await response.arrayBuffer()));
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 468, height: 60 });
    // Drawn, not blank: the banner's dark background and its orange line are both there.
    const { channels } = await image.stats();
    expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(100);
    const etag = response.headers.get('etag')!;
    expect(
      (await fetch(`${cms.api}/servers/${documentId}/banner.png`, { headers: { 'If-None-Match': etag } })).status,
    ).toBe(304);
  });

  it('answers 404 in Spanish for a server that does not exist', async () => {
    for (const path of ['/servers/noexiste123/banner.svg', '/servers/NO..EXISTE/banner.png']) {
      expectSpanishError(await api.get(path), 404, 'Servidor no encontrado.');
    }
  });
});
