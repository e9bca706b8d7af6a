import { DAY_MS } from './membership-rules';

// An upgrade's price (the FAQ: "an upgrade charges the proportional difference for the days left"): the monthly
// difference times the days left over the period's days, rounded to the peso. A day begun counts as left. Pure.
export function proratedUpgrade(input: {
  fromAmount: number;
  toAmount: number;
  periodStart: number;
  periodEnd: number;
  now: number;
}): { amount: number; daysLeft: number; periodDays: number } {
  const periodDays = Math.max(1, Math.round((input.periodEnd - input.periodStart) / DAY_MS));
  const daysLeft = Math.min(periodDays, Math.max(0, Math.ceil((input.periodEnd - input.now) / DAY_MS)));
  const difference = Math.max(0, input.toAmount - input.fromAmount);
  return { amount: Math.round((difference * daysLeft) / periodDays), daysLeft, periodDays };
}
