import { proratedUpgrade } from '../proration';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 2, 1, 3);

describe('proratedUpgrade: the difference for the days left, to the peso', () => {
  it.each([
    // from, to, period days, days elapsed (fractional), expected amount, days left
    [3000, 5000, 30, 0, 2000, 30],
    [3000, 5000, 30, 15, 1000, 15],
    [3000, 5000, 30, 29.5, 67, 1],
    [3000, 5000, 31, 10, 1355, 21],
    [3000, 5000, 28, 27, 71, 1],
    [3000, 5000, 30, 30, 0, 0],
    [5000, 3000, 30, 10, 0, 20],
  ])('%i → %i, %i-day period, %f days in: $%i', (from, to, periodDays, elapsed, amount, daysLeft) => {
    const result = proratedUpgrade({
      fromAmount: from,
      toAmount: to,
      periodStart: start,
      periodEnd: start + periodDays * DAY,
      now: start + elapsed * DAY,
    });
    expect(result).toEqual({ amount, daysLeft, periodDays });
  });
});
