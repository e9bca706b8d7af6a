import { hostname } from 'node:os';
import type { Knex } from 'knex';

// Poll cycles are named by slot: the start of their POLL_INTERVAL_MS window, counted from the Unix epoch,
// so every instance names a cycle the same way without talking to the others. Every instance's poller starts
// a cycle at each slot boundary, and polls it only if it claims the slot first (a row of live_status_cycles,
// src/migrations): one cycle per slot whichever instances run, and when one stops the others go on at the next
// slot. A sample is unique per server and slot too (src/game-servers/live-status/history.ts).

export const CYCLES_TABLE = 'live_status_cycles';
// Claims are kept as long as the samples they name could be written twice (a cycle lasts about one timeout).
const CLAIMS_KEPT_MS = 24 * 60 * 60 * 1000;

export function slotOf(time: number, intervalMs: number): number {
  return Math.floor(time / intervalMs) * intervalMs;
}

// Whether this instance polls the slot: true for the first to ask, false for every other.
export async function claimSlot(knex: Knex, slot: number, now: number): Promise<boolean> {
  const claimed = await knex(CYCLES_TABLE)
    .insert({ slot, claimed_at: now, instance: `${hostname()}:${process.pid}`.slice(0, 128) })
    .onConflict('slot')
    .ignore()
    .returning('slot');
  return claimed.length > 0;
}

export async function pruneClaims(knex: Knex, now: number): Promise<void> {
  await knex(CYCLES_TABLE)
    .where('claimed_at', '<', now - CLAIMS_KEPT_MS)
    .del();
}
