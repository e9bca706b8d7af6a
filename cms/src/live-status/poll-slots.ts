// Poll cycles are named by slot: the start of their POLL_INTERVAL_MS window, counted from the Unix epoch,
// so every instance names a cycle the same way without talking to the others. The poller starts a cycle
// at each slot boundary; a sample is unique per server and slot (src/live-status/history.ts), so two
// instances that both believed they led (a race during a takeover) still record one sample per cycle.

export function slotOf(time: number, intervalMs: number): number {
  return Math.floor(time / intervalMs) * intervalMs;
}
