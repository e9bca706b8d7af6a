import { COMMUNITY_SERVERS, simulatorPort, type CommunityServer } from '../src/community/servers';
import { simulatedLogSecret, simulatedRconPassword } from '../src/community/log-secrets';
import { REGULAR_PLAYERS, type RegularPlayer } from '../src/community/regular-players';
import { SimulatedServer, type LogTarget } from './simulated-server';
import { reservationOf } from './amx-admins';
import { usersIniPath } from './game-host-sync';

export type SimulatorOptions = {
  host?: string;
  basePort: number;
  servers?: readonly CommunityServer[];
  challenge?: boolean;
  mapDurationMs?: number;
  stepMs?: number;
  // Where the answering servers stream their logs (the CMS's log listener); none by default.
  logTarget?: LogTarget | null;
  // The key server i's sv_logsecret and rcon_password come from (src/community/log-secrets.ts), as the seed
  // gives them; null: the streams carry no secret (and the CMS counts none of their lines) and rcon is off.
  logSecretKey?: string | null;
  regulars?: readonly RegularPlayer[];
  // A folder holding each server's AMX Mod X users.ini as `<port>/users.ini` (what the game host's sync script
  // writes); null: the servers have no admins file.
  amxConfigsDir?: string | null;
  // Stock adminslots.amxx on every server (amx-admins.ts reservationOf): reserved slots for access `b`, the Premium
  // servers for members only. Off by default, so a test's player is never dropped by a crowd it did not ask for.
  reservedSlots?: boolean;
};

// Starts every server's log stream to the target, each signed with its own secret.
export function startLogging(servers: readonly SimulatedServer[], target: LogTarget, logSecretKey: string | null) {
  servers.forEach((server, index) =>
    server.startLogging(target, logSecretKey ? simulatedLogSecret(logSecretKey, index) : null),
  );
}

export type Simulator = {
  host: string;
  basePort: number;
  servers: SimulatedServer[];
  // Every server streams its log to `target` (like `logaddress_add`), with its own sv_logsecret.
  startLogging: (target: LogTarget) => void;
  close: () => Promise<void>;
};

// One UDP port per community server, in the seed's order: server i answers on basePort + i.
export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const host = options.host ?? '127.0.0.1';
  const definitions = options.servers ?? COMMUNITY_SERVERS;
  const servers = definitions.map(
    (definition, index) =>
      new SimulatedServer({
        name: definition.name,
        maxPlayers: definition.maxPlayers,
        maps: definition.maps,
        host,
        port: simulatorPort(options.basePort, index),
        seed: 1000 + index,
        challenge: options.challenge ?? true,
        answering: !definition.simulatedDown,
        mapDurationMs: options.mapDurationMs,
        stepMs: options.stepMs,
        index,
        regulars: options.regulars ?? REGULAR_PLAYERS,
        rconPassword: options.logSecretKey ? simulatedRconPassword(options.logSecretKey, index) : null,
        usersIniPath: options.amxConfigsDir
          ? usersIniPath(options.amxConfigsDir, simulatorPort(options.basePort, index))
          : null,
        reservation: options.reservedSlots ? reservationOf(definition) : undefined,
      }),
  );
  const started: SimulatedServer[] = [];
  try {
    for (const server of servers) {
      await server.listen();
      started.push(server);
    }
  } catch (error) {
    await Promise.all(started.map((server) => server.close()));
    throw error;
  }
  if (options.logTarget) startLogging(servers, options.logTarget, options.logSecretKey ?? null);
  return {
    host,
    basePort: options.basePort,
    servers,
    startLogging: (target) => startLogging(servers, target, options.logSecretKey ?? null),
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}
