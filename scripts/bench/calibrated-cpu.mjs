// `--cpu-slowdown calibrated`: Lighthouse's CPU slowdown chosen for this machine, so that every machine emulates
// the same phone. Lighthouse's default, 4, turns a high-end desktop (benchmarkIndex 1500-2000) into a mid-tier
// phone; on a slower host the same 4 emulates a slower phone, on a faster one a faster phone (Lighthouse's
// docs/throttling.md, "Calibrating the CPU slowdown"). The factor is read off the curve of Lighthouse's CPU
// throttling calculator (lighthouse-cpu-throttling-calculator.vercel.app, linked from that page), which aims at a
// mid-tier phone, for the benchmarkIndex Lighthouse measured in the run itself (measure-browser.mjs).

/** The calculator's points: benchmarkIndex → slowdown; straight lines between them, and beyond the last two. */
const curve = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];

/** The CPU slowdown that makes a host of this benchmarkIndex a mid-tier phone in Lighthouse's simulation (≥ 1). */
export function midTierPhoneSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`benchmarkIndex: ${benchmarkIndex}`);
  const segment = curve.findIndex(([index]) => benchmarkIndex < index);
  const [from, to] =
    segment === -1 ? curve.slice(-2) : segment === 0 ? curve.slice(0, 2) : curve.slice(segment - 1, segment + 1);
  const slowdown = from[1] + ((benchmarkIndex - from[0]) * (to[1] - from[1])) / (to[0] - from[0]);
  return Math.max(1, Math.round(slowdown * 10) / 10);
}
