import { sendRconCommands, type RconOptions, type RconOutcome, type RconServer } from './goldsrc-rcon';

// Delivers commands to one server over rcon, again with exponential backoff while the failure can pass (a
// server down or restarting, a lost datagram), a bounded number of times. Every attempt's outcome goes to
// `onAttempt` so the caller can store it (issue 26: "aplicado en 24 de 26"). The ban commands are
// idempotent (`banid` of a banned Steam ID, `removeid` of a lifted one), so an attempt that timed out after
// the server ran it is harmless to repeat.

export type DeliveryAttempt = {
  attempt: number;
  outcome: RconOutcome;
  // When the next attempt goes, in ms from now; null after the last one.
  retryInMs: number | null;
};

export type DeliveryOptions = RconOptions & {
  maxAttempts?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  onAttempt?: (attempt: DeliveryAttempt) => void | Promise<void>;
  // Waits between attempts (tests pass their own to count the delays).
  sleep?: (ms: number) => Promise<void>;
  // Asked after each wait, before the next attempt: false when a later order replaced this one (a ban lifted or
  // shortened while a server was still being tried), so the old command is not sent after the new one.
  stillWanted?: () => Promise<boolean>;
};

// abandoned: a later order replaced this one between two attempts, and it stopped there.
export type DeliveryResult = { delivered: boolean; attempts: number; outcome: RconOutcome; abandoned: boolean };

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_FIRST_DELAY_MS = 2000;
const DEFAULT_MAX_DELAY_MS = 5 * 60 * 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// firstDelayMs, then twice as long each time, at most maxDelayMs.
export function backoffDelay(attempt: number, firstDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (attempt - 1));
}

export async function deliverRconCommands(
  server: RconServer,
  commands: readonly string[],
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const firstDelayMs = options.firstDelayMs ?? DEFAULT_FIRST_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const sleep = options.sleep ?? wait;
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await sendRconCommands(server, commands, options);
    const last = outcome.ok || !outcome.retryable || attempt >= maxAttempts;
    const retryInMs = last ? null : backoffDelay(attempt, firstDelayMs, maxDelayMs);
    await options.onAttempt?.({ attempt, outcome, retryInMs });
    if (retryInMs === null) return { delivered: outcome.ok, attempts: attempt, outcome, abandoned: false };
    await sleep(retryInMs);
    if (options.stillWanted && !(await options.stillWanted())) {
      return { delivered: false, attempts: attempt, outcome, abandoned: true };
    }
  }
}
