/** K/D as SPEC §2 defines it: kills ÷ deaths, or ÷ 1 when there are no deaths, with two decimals. */
export function killDeathRatio(kills: number, deaths: number): string {
  return (kills / (deaths === 0 ? 1 : deaths)).toFixed(2);
}
