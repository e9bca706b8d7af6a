import { axisLabel, bucketState, mapsText, recordedSpanText } from '../lib/history-text';
import type { HistoryBucket } from '../types/server-history';

const bucket = (overrides: Partial<HistoryBucket>): HistoryBucket => ({
  start: '2026-11-23T22:00:00.000Z',
  samples: 10,
  online: 1,
  players: { min: 4, avg: 7.5, max: 11 },
  maps: ['de_dust2'],
  ...overrides,
});

describe('what the graph says about a moment (hover, focus, table)', () => {
  it('gives the players, or that the server was down, or that nothing was recorded', () => {
    expect(bucketState(bucket({}))).toBe('7,5 jugadores en promedio (mín. 4, máx. 11)');
    expect(bucketState(bucket({ players: { min: 1, avg: 1, max: 1 } }))).toBe('1 jugador en promedio');
    expect(bucketState(bucket({ online: 0.75 }))).toBe(
      '7,5 jugadores en promedio (mín. 4, máx. 11) · offline el 25% del tiempo',
    );
    expect(bucketState(bucket({ online: 0, players: null }))).toBe('Offline');
    expect(bucketState(bucket({ samples: 0, online: null, players: null }))).toBe('Sin registros');
  });

  it('lists the maps in the order they were played', () => {
    expect(mapsText(bucket({ maps: ['de_dust2', 'de_inferno'] }))).toBe('de_dust2 → de_inferno');
    expect(mapsText(bucket({ maps: [] }))).toBe('—');
  });

  it('labels the time axis in Argentina: hours over a day, days over a week, dates over a month', () => {
    const date = new Date('2026-11-24T01:20:00.000Z');
    expect(axisLabel(date, '24h')).toBe('22:20');
    expect(axisLabel(date, '7d')).toBe('lun 23');
    expect(axisLabel(date, '30d')).toBe('23 nov');
  });
});

describe('recordedSpanText', () => {
  const history = (recorded: number, bucketSeconds: number) =>
    ({
      bucketSeconds,
      buckets: Array.from({ length: recorded + 2 }, (_, index) => ({ samples: index < recorded ? 3 : 0 })),
    }) as unknown as Parameters<typeof recordedSpanText>[0];

  it('says how long the range has records for, not its whole length', () => {
    expect(recordedSpanText(history(9, 300))).toBe('45 min');
    expect(recordedSpanText(history(36, 300))).toBe('3 h');
    expect(recordedSpanText(history(52, 7200))).toBe('4 días y 8 h');
    expect(recordedSpanText(history(48, 1800))).toBe('1 día');
  });
});
