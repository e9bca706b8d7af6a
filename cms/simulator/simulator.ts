import { COMMUNITY_SERVERS, simulatorLogSecret, simulatorPort, type CommunityServer } from '../src/community/servers';
import { REGULAR_PLAYERS, type RegularPlayer } from '../src/community/regular-players';
import { SimulatedServer, type LogTarget } from './simulated-server';

export type SimulatorOptions = {
  host?: string;
  basePort: number;
  servers?: readonly CommunityServer[];
  challenge?: boolean;
  mapDurationMs?: number;
  stepMs?: number;
  // Where the answering servers stream their logs (the CMS's log listener); none by default.
  logTarget?: LogTarget | null;
  regulars?: readonly RegularPlayer[];
};

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
  const startLogging = (target: LogTarget) =>
    servers.forEach((server, index) => server.startLogging(target, simulatorLogSecret(index)));
  if (options.logTarget) startLogging(options.logTarget);
  return {
    host,
    basePort: options.basePort,
    servers,
    startLogging,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}
