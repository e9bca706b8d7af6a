import {
  formatCount,
  formatDate,
  formatDecimal,
  formatInArgentina,
  formatPercent,
  formatPlayTime,
  formatTime,
} from '../format';

describe('dates and times', () => {
  it('writes the day, the month in words and the year, in Argentina', () => {
    expect(formatDate('2025-03-12T15:00:00.000Z')).toBe('12 de marzo de 2025');
    // 01:30 UTC is still the evening before in Buenos Aires (UTC−3).
    expect(formatDate('2024-10-22T01:30:00.000Z')).toBe('21 de octubre de 2024');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('ayer')).toBeNull();
  });

  it('writes the time on a 24-hour clock, in Argentina', () => {
    expect(formatTime(new Date('2025-03-12T23:05:09.000Z'))).toBe('20:05:09');
  });
});

describe('counts', () => {
  it('groups thousands with a dot', () => {
    expect(formatCount(4821)).toBe('4.821');
    expect(formatCount(130000)).toBe('130.000');
    expect(formatCount(37)).toBe('37');
  });
});

describe('play time', () => {
  it('writes minutes and seconds under an hour', () => {
    expect(formatPlayTime(754)).toBe('12 min 34 s');
    expect(formatPlayTime(61)).toBe('1 min 01 s');
    expect(formatPlayTime(2700)).toBe('45 min 00 s');
  });

  it('writes hours and minutes from an hour on', () => {
    expect(formatPlayTime(7200)).toBe('2 h');
    expect(formatPlayTime(556200)).toBe('154 h 30 min');
  });

  it('counts nothing for a negative or unreadable time', () => {
    expect(formatPlayTime(-5)).toBe('0 min 00 s');
    expect(formatPlayTime(Number.NaN)).toBe('0 min 00 s');
  });
});

describe('any date format, decimals and shares', () => {
  it('writes a date with the options given, always in Argentina (UTC-3)', () => {
    const options = { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(formatInArgentina(new Date('2026-11-24T01:20:00.000Z'), options)).toBe('lun, 22:20');
    expect(formatInArgentina(new Date('2026-11-24T01:20:00.000Z'), { day: 'numeric', month: 'short' })).toBe('23 nov');
  });

  it('writes at most one decimal, and shares as percentages', () => {
    expect(formatDecimal(12.44)).toBe('12,4');
    expect(formatDecimal(30)).toBe('30');
    expect(formatPercent(0.986)).toBe('98,6%');
    expect(formatPercent(1)).toBe('100%');
  });
});
