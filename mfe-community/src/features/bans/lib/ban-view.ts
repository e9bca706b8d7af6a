import type { Ban, BanState } from '@cs16ar/shared';
import { formatTimeLeft } from './ban-time';

/** What a row shows about time, at `now`: an active ban whose time just ran out is shown expired before the CMS says so. */
export function banStateAt(ban: Ban, now: number): { state: BanState; timeLeft: string | null } {
  if (ban.state !== 'activo' || !ban.expiresAt) return { state: ban.state, timeLeft: null };
  const timeLeft = formatTimeLeft(ban.expiresAt, now);
  return timeLeft ? { state: 'activo', timeLeft } : { state: 'expirado', timeLeft: null };
}

/** The admin as people read it: their name, or "Consola" for the server console. */
export const adminLabel = (ban: Ban) => ban.admin.name ?? 'Consola';

/** A player with no name in the line is shown by their Steam ID. */
export const playerLabel = (ban: Ban) => ban.player.name || ban.player.steamId;
