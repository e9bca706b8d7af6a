import { communityAge, formatCommunityAge } from '../lib/community-age';

// Dates are built from local parts, as the page reads them (new Date() in the visitor's time zone).
const at = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('years and months since March 2012', () => {
  it.each([
    [at(2012, 3, 1), { years: 0, months: 0 }, '0 meses'],
    [at(2012, 4, 30), { years: 0, months: 1 }, '1 mes'],
    [at(2013, 3, 1), { years: 1, months: 0 }, '1 año'],
    [at(2013, 4, 10), { years: 1, months: 1 }, '1 año y 1 mes'],
    [at(2024, 2, 29), { years: 11, months: 11 }, '11 años y 11 meses'],
    [at(2025, 3, 31), { years: 13, months: 0 }, '13 años'],
    [at(2026, 11, 22), { years: 14, months: 8 }, '14 años y 8 meses'],
    [at(2027, 1, 1), { years: 14, months: 10 }, '14 años y 10 meses'],
  ])('on %s it is %o: "%s"', (now, age, text) => {
    expect(communityAge(now)).toEqual(age);
    expect(formatCommunityAge(communityAge(now))).toBe(text);
  });

  it('never goes negative for a clock set before the start', () => {
    expect(communityAge(at(2011, 12, 31))).toEqual({ years: 0, months: 0 });
  });
});
