import dgram from 'node:dgram';
import { logDatagram, logEvents, type LogPlayer } from '../simulator/game-log';

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
