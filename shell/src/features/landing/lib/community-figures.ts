import { formatCount } from '@cs16ar/shared/format';

/**
 * Registered accounts as the spec writes the claim ("130K+"): whole thousands, rounded down (the "+" says
 * "more than"); under a thousand, the exact count.
 */
export function formatRegisteredUsers(count: number): string {
  return count >= 1000 ? `${formatCount(Math.floor(count / 1000))}K+` : formatCount(count);
}

/** "Y otros N jugadores conectados" for the players online beyond those shown; nothing when there are none. */
export function otherPlayersText(others: number): string | null {
  if (others <= 0) return null;
  return others === 1 ? 'Y otro jugador conectado' : `Y otros ${formatCount(others)} jugadores conectados`;
}

/** Fill of a capacity bar, in percent of the slots taken. */
export function occupancyPercent({ players, maxPlayers }: { players: number; maxPlayers: number }): number {
  if (maxPlayers <= 0) return 0;
  return Math.min(100, (players / maxPlayers) * 100);
}
