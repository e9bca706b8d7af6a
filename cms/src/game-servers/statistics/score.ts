import type { StatCounts } from './apply-log-events';

// The one place the ranking's score and the derived figures are defined (explained in cms/README.md).
// Score is AMX Mod X StatsX's default: kills minus deaths minus team kills. Deaths include suicides,
// so both killing yourself and killing your team cost a point, and a player ranks high by fragging a
// lot without dying a lot. The map's objectives add to it as HLstatsX:CE rewards them (its default
// cstrike actions: a plant or a defuse 15 points, a rescued hostage 5, an assassinated VIP 10, a
// killed hostage -25) on the scale of a kill, which HLstatsX rewards with about 5: divided by 5.
export const SCORE_WEIGHTS = {
  kills: 1,
  deaths: -1,
  teamKills: -1,
  bombsPlanted: 3,
  bombsDefused: 3,
  hostagesRescued: 1,
  vipsAssassinated: 2,
  hostagesKilled: -5,
} as const satisfies Partial<Record<keyof StatCounts, number>>;

export function scoreOf(counts: Pick<StatCounts, keyof typeof SCORE_WEIGHTS>): number {
  return Object.entries(SCORE_WEIGHTS).reduce(
    (score, [field, weight]) => score + counts[field as keyof typeof SCORE_WEIGHTS] * weight,
    0,
  );
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

// Kills per death, two decimals; with no deaths, the kills themselves (the spec's "divided by 1").
export function killDeathRatio(kills: number, deaths: number): number {
  return round(kills / Math.max(1, deaths), 2);
}

// Headshots as a percentage of kills, one decimal. Headshots come from AMX Mod X's weaponstats and
// kills from the kill lines, so the two may disagree slightly; the figure never shows above 100.
export function headshotPercentage(headshots: number, kills: number): number {
  return kills > 0 ? Math.min(100, round((headshots / kills) * 100, 1)) : 0;
}

// The profile's "Nivel": grows with kills and ever more slowly (5 kills for level 2, 20 for 3, 45 for
// 4... 5 × (level - 1)²).
export function levelOf(kills: number): number {
  return 1 + Math.floor(Math.sqrt(Math.max(0, kills) / 5));
}

// A player is ranked once they took part in a frag.
export function isRanked(counts: Pick<StatCounts, 'kills' | 'deaths' | 'teamKills'>): boolean {
  return counts.kills + counts.deaths + counts.teamKills > 0;
}

export type Rankable = { steamId: string; counts: StatCounts };

// Higher score first; then more kills, fewer deaths, and the Steam ID so the order never flickers.
export function compareForRanking(a: Rankable, b: Rankable): number {
  return (
    scoreOf(b.counts) - scoreOf(a.counts) ||
    b.counts.kills - a.counts.kills ||
    a.counts.deaths - b.counts.deaths ||
    (a.steamId < b.steamId ? -1 : a.steamId > b.steamId ? 1 : 0)
  );
}
