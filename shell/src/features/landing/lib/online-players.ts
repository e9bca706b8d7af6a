import { ONLINE_MAX, ONLINE_MAX_STEP, ONLINE_MIN } from './landing-constants';

/**
 * One step of the sample "players online" walk (SPEC §4): a whole step from -5 to +5 chosen by `random`
 * (a number in [0, 1) like Math.random), kept within 800-950.
 */
export function nextOnlineCount(current: number, random: number): number {
  const step = Math.floor(random * (2 * ONLINE_MAX_STEP + 1)) - ONLINE_MAX_STEP;
  return Math.min(ONLINE_MAX, Math.max(ONLINE_MIN, current + step));
}

/** The 20 most active players are shown by face; the rest are counted. */
export function otherPlayersOnline(online: number, shown: number): number {
  return Math.max(0, online - shown);
}
