import type { ActivePlayer, CommunitySummary } from '@cs16ar/contracts';
import type { CurrentData } from './game-status';
import type { ServerRow } from './server-row';

// The landing page's figures, all from what the poller stored on its last cycle (and the accounts and the
// players the game logs have seen).

export const MOST_ACTIVE_LIMIT = 20;
export const FEATURED_LIMIT = 4;

export type SummaryServerRow = Omit<ServerRow, 'id'> & { gameMode: string | null };

// The answer's shape (GET /api/community/summary) is written once, in the API contract the site reads too.
export type { ActivePlayer, CommunitySummary, FeaturedServer } from '@cs16ar/contracts';

type LiveServer = SummaryServerRow & { current_data: CurrentData };

const isLive = (server: SummaryServerRow): server is LiveServer => Boolean(server.online && server.current_data);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

function latestCheck(servers: readonly SummaryServerRow[]): string | null {
  let latest = -Infinity;
  for (const server of servers) {
    const time = server.statusCheckedAt ? new Date(server.statusCheckedAt).getTime() : NaN;
    if (Number.isFinite(time) && time > latest) latest = time;
  }
  return Number.isFinite(latest) ? new Date(latest).toISOString() : null;
}

export function buildCommunitySummary(
  servers: readonly SummaryServerRow[],
  registeredUsers: number,
  playersSeen: CommunitySummary['playersSeen'],
): CommunitySummary {
  const live = servers.filter(isLive);
  const playersOnline = live.reduce((sum, server) => sum + server.current_data.players.online, 0);

  // Players who are still connecting have no name yet: they count as online, not as "most active".
  const connected: ActivePlayer[] = live.flatMap((server) =>
    server.current_data.players.list
      .filter((player) => player.name !== '')
      .map((player) => ({
        name: player.name,
        seconds: player.time,
        server: { documentId: server.documentId, name: server.name },
      })),
  );
  const players = connected.sort((a, b) => b.seconds - a.seconds || byName(a, b)).slice(0, MOST_ACTIVE_LIMIT);

  const featuredServers = [...live]
    .sort((a, b) => b.current_data.players.online - a.current_data.players.online || byName(a, b))
    .slice(0, FEATURED_LIMIT)
    .map((server) => ({
      documentId: server.documentId,
      name: server.name,
      gameMode: server.gameMode,
      map: server.current_data.map,
      players: server.current_data.players.online,
      maxPlayers: server.current_data.players.max || (server.maxPlayers ?? 0),
      address: `${server.ipAddress}:${server.port}`,
    }));

  return {
    registeredUsers,
    playersSeen,
    servers: { online: live.length, total: servers.length },
    playersOnline,
    mostActive: { basis: 'connected-time', players, others: Math.max(0, playersOnline - players.length) },
    featuredServers,
    statusCheckedAt: latestCheck(servers),
  };
}
