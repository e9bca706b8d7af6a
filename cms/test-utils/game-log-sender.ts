import dgram from 'node:dgram';
import { logDatagram, logEvents, type LogPlayer } from '../simulator/game-log';
import { COMMUNITY_SERVERS } from '../src/community/servers';

// A stand-in for one game server's log stream in tests: a UDP socket bound to the address the CMS has
// registered for the server (so datagrams come from the server's ip:port), sending real-format lines
// signed with the server's log secret (`secret`, unless a send says otherwise: null sends none).
export type GameLogSender = {
  port: number;
  // To the CMS's log port, or to each of `targets` (several instances receiving the same stream).
  send: (
    events: string | string[],
    options?: { secret?: string | null; at?: Date; targets?: readonly number[] },
  ) => Promise<void>;
  sendRaw: (packet: Buffer, target?: number) => Promise<void>;
  close: () => Promise<void>;
};

export async function openGameLogSender(port: number, logPort: number, secret: string | null): Promise<GameLogSender> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  const sendRaw = (packet: Buffer, target = logPort) =>
    new Promise<void>((resolve, reject) =>
      socket.send(packet, target, '127.0.0.1', (error) => (error ? reject(error) : resolve())),
    );
  return {
    port: socket.address().port,
    async send(events, options = {}) {
      for (const event of Array.isArray(events) ? events : [events]) {
        const packet = logDatagram(
          event,
          options.at ?? new Date(),
          options.secret === undefined ? secret : options.secret,
        );
        for (const target of options.targets ?? [logPort]) await sendRaw(packet, target);
      }
    },
    sendRaw,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

// The lines HLDS logs when a player joins: connected (not validated yet), validated, in game, on a team.
export function arrival(player: LogPlayer): string[] {
  return [
    logEvents.connected({ ...player, id: 'STEAM_ID_PENDING', team: '' }, '190.2.3.4:27005'),
    logEvents.validated(player),
    logEvents.entered({ ...player, team: '' }),
    logEvents.joinedTeam({ ...player, team: '' }, player.team),
  ];
}

export const steamPlayer = (uid: number, name: string, accountNumber: number, team: string): LogPlayer => ({
  name,
  uid,
  id: `STEAM_0:${accountNumber % 2}:${accountNumber}`,
  team,
});

export type CommunityServerSenders = {
  // The stream of seeded community server `index`: from its registered address (basePort + index), signed
  // with the secret the seed gave it. Opened once, then reused.
  of: (index: number) => Promise<GameLogSender>;
  close: () => Promise<void>;
};

export function communityServerSenders(
  cms: { logPort: number; logSecretOf: (index: number) => string },
  basePort: number,
): CommunityServerSenders {
  const opened = new Map<number, GameLogSender>();
  return {
    async of(index) {
      const known = opened.get(index);
      if (known) return known;
      const sender = await openGameLogSender(basePort + index, cms.logPort, cms.logSecretOf(index));
      opened.set(index, sender);
      return sender;
    },
    close: async () => {
      await Promise.all([...opened.values()].map((sender) => sender.close()));
    },
  };
}

// A player's kills in a server's all-time TOP 15, as the API answers it (0 when not ranked).
export async function rankedKills(
  get: (path: string) => Promise<{ body: { data?: unknown } }>,
  serverDocumentId: string,
  steamId: string,
): Promise<number> {
  const response = await get(`/servers/${serverDocumentId}/top-players?period=all`);
  const row = ((response.body.data ?? []) as { steamID: string; kills: number }[]).find(
    (entry) => entry.steamID === steamId,
  );
  return row?.kills ?? 0;
}

// The seeded community servers as the API lists them, in the seed's order: server i is COMMUNITY_SERVERS[i],
// and its log comes from basePort + i.
export async function seededCommunityServers<T extends { name: string }>(
  get: (path: string) => Promise<{ body: { data?: unknown } }>,
): Promise<T[]> {
  const list = (await get('/servers?pagination[pageSize]=100')).body.data as T[];
  return COMMUNITY_SERVERS.map((seeded) => {
    const found = list.find((server) => server.name === seeded.name);
    if (!found) throw new Error(`the seeded server "${seeded.name}" is missing`);
    return found;
  });
}
