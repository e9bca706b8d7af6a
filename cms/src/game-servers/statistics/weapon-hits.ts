// How many hits one shot of a weapon can log in AMX Mod X's weaponstats (issue 46): one, except where every pellet
// or every player caught in the blast counts as a hit. The log parser refuses a line with more hits than its shots
// allow (a forged or broken line), and a weapon that can hit more than once per shot has no accuracy: hits ÷ shots
// would read above 100 %.
const HITS_PER_SHOT: Readonly<Record<string, number>> = {
  // Pellets per shell.
  m3: 9,
  xm1014: 6,
  // Everyone a grenade's blast reaches (at most the other 31 players of a full server).
  grenade: 31,
  hegrenade: 31,
};

/** The weapons one shot of which can hit more than once. */
export const MULTI_HIT_WEAPONS: readonly string[] = Object.keys(HITS_PER_SHOT);

export function hitsPerShot(weapon: string): number {
  return HITS_PER_SHOT[weapon.toLowerCase()] ?? 1;
}

// Hits as a percentage of shots, one decimal; null without shots or for a weapon that hits more than once per shot.
export function accuracyOf(weapon: string, shots: number, hits: number): number | null {
  if (shots <= 0 || hitsPerShot(weapon) > 1) return null;
  return Math.round((Math.min(hits, shots) / shots) * 1000) / 10;
}
