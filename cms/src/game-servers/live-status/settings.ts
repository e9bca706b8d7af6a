import { intFromEnv } from '../../env/int-from-env';

// Runtime settings of live status, read from the environment once per use so tests can vary them.
export const CS16_GAME_TYPE = 'counterstrike16';

export function pollIntervalMs(): number {
  return intFromEnv('POLL_INTERVAL_MS', 30000, 0);
}

export function pollTimeoutMs(): number {
  return intFromEnv('POLL_TIMEOUT_MS', 1500, 50);
}

// GET /api/server/:id queries the game server again when the stored status is older than this.
export function liveStatusMaxAgeMs(): number {
  return intFromEnv('LIVE_STATUS_MAX_AGE_MS', 5000, 0);
}

export function logPollCycles(): boolean {
  return process.env.POLL_LOG_CYCLES === 'true';
}
