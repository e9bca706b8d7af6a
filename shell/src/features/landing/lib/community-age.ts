import { COMMUNITY_START } from './landing-constants';

export type CommunityAge = { years: number; months: number };

/** Whole years and months from the community's start month to `now`'s month (local calendar). */
export function communityAge(now: Date, start: { year: number; month: number } = COMMUNITY_START): CommunityAge {
  const elapsedMonths = Math.max(0, (now.getFullYear() - start.year) * 12 + (now.getMonth() + 1 - start.month));
  return { years: Math.floor(elapsedMonths / 12), months: elapsedMonths % 12 };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "14 años y 8 meses", "14 años", "1 año y 1 mes", "3 meses". */
export function formatCommunityAge({ years, months }: CommunityAge): string {
  const parts = [
    ...(years > 0 ? [plural(years, 'año', 'años')] : []),
    ...(months > 0 || years === 0 ? [plural(months, 'mes', 'meses')] : []),
  ];
  return parts.join(' y ');
}
