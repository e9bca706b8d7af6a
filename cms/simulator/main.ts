import { simulatedPrivilegesKey, simulatorLogSecretKey } from '../src/community/log-secrets';
import { DEFAULT_SIMULATOR_BASE_PORT } from '../src/community/servers';
import { DEFAULT_GAME_LOG_PORT } from '../src/game-servers/settings';
import { CONTROL_HOST, controlPortFromEnv, startControlServer } from './control-server';
import { REPLY_BEHAVIOURS, type LogTarget, type ReplyBehaviour } from './simulated-server';
import { startLogging, startSimulator, type Simulator } from './simulator';
import { startGameHostSync } from './game-host-sync';

// The game hosts' minute (game-server/sync-users-ini.sh, issue 44): SIMULATOR_CMS_API_URL and SIMULATOR_AMX_CONFIGS_DIR
// (which `npm start` sets), every SIMULATOR_USERS_INI_SYNC_MS (60000; 0 turns it off). Needs the servers' keys,
// derived from SIMULATOR_LOG_SECRET_KEY as the seed derives them.
function gameHostSync(simulator: Simulator, logSecretKey: string | null): { stop: () => void } | null {
  const apiUrl = process.env.SIMULATOR_CMS_API_URL?.trim();
  const configsDir = process.env.SIMULATOR_AMX_CONFIGS_DIR?.trim();
  const everyMs = Number.parseInt(process.env.SIMULATOR_USERS_INI_SYNC_MS ?? '', 10);
  if (!apiUrl || !configsDir || !logSecretKey || everyMs === 0) return null;
  return startGameHostSync({
    apiUrl,
    configsDir,
    everyMs: everyMs > 0 ? everyMs : 60_000,
    hosts: simulator.servers.flatMap((server, index) =>
      server.isAnswering ? [{ port: server.port, key: simulatedPrivilegesKey(logSecretKey, index) }] : [],
    ),
  });
}

// SIMULATOR_LOG_ADDRESS (host:port, or "off"); by default the CMS's log listener on this machine,
// 127.0.0.1:GAME_LOG_PORT (which `npm start` sets for both).
function logTarget(): LogTarget | null {
  const address = process.env.SIMULATOR_LOG_ADDRESS?.trim();
  if (address === 'off') return null;
  if (address) {
    const match = /^([^:]+):(\d{1,5})$/.exec(address);
    if (!match) throw new Error(`SIMULATOR_LOG_ADDRESS must be host:port or "off", got "${address}"`);
    return { host: match[1], port: Number(match[2]) };
  }
  const port = Number.parseInt(process.env.GAME_LOG_PORT ?? '', 10);
  if (port === 0) return null;
  return { host: '127.0.0.1', port: port > 0 && port < 65536 ? port : DEFAULT_GAME_LOG_PORT };
}

// SIMULATOR_REPLY_BEHAVIOURS, e.g. "3=truncated,7=hltv": servers (by index in the community list) that
// answer like a broken or different server does (simulated-server.ts, REPLY_BEHAVIOURS).
function replyBehaviours(): Map<number, ReplyBehaviour> {
  const behaviours = new Map<number, ReplyBehaviour>();
  for (const entry of (process.env.SIMULATOR_REPLY_BEHAVIOURS ?? '').split(',').filter(Boolean)) {
    const [index, behaviour] = entry.trim().split('=');
    if (!/^\d{1,2}$/.test(index) || !(REPLY_BEHAVIOURS as readonly string[]).includes(behaviour)) {
      throw new Error(
        `SIMULATOR_REPLY_BEHAVIOURS takes index=behaviour pairs (${REPLY_BEHAVIOURS.join(', ')}), got "${entry}"`,
      );
    }
    behaviours.set(Number(index), behaviour as ReplyBehaviour);
  }
  return behaviours;
}

// Entry point of `npm run simulator`: answers A2S queries for every community server and streams
// their logs until killed.
async function main(): Promise<void> {
  const basePort = Number.parseInt(process.env.SIMULATOR_BASE_PORT ?? '', 10) || DEFAULT_SIMULATOR_BASE_PORT;
  const host = process.env.SIMULATOR_HOST || '127.0.0.1';
  const challenge = process.env.SIMULATOR_CHALLENGE !== 'false';
  const target = logTarget();
  const controlPort = controlPortFromEnv(process.env.SIMULATOR_CONTROL_PORT);
  // Forked by the CMS's `npm start`: the logs start once the CMS says its listener is up (like an admin
  // typing logaddress_add), so the stream's first lines (map, players on) are not lost.
  const forked = Boolean(process.send);
  const logSecretKey = simulatorLogSecretKey();
  const simulator = await startSimulator({
    host,
    basePort,
    challenge,
    logTarget: forked ? null : target,
    logSecretKey,
    amxConfigsDir: process.env.SIMULATOR_AMX_CONFIGS_DIR?.trim() || null,
    reservedSlots: true,
  });
  let sync: { stop: () => void } | null = null;
  const behaviours = replyBehaviours();
  for (const [index, behaviour] of behaviours) simulator.servers[index]?.setBehaviour(behaviour);
  const control = controlPort === null ? null : await startControlServer(simulator.servers, controlPort);
  if (forked && target) {
    process.on('message', (message: { type?: unknown }) => {
      if (message?.type !== 'cms-ready') return;
      startLogging(simulator.servers, target, logSecretKey);
      sync ??= gameHostSync(simulator, logSecretKey);
    });
  } else {
    sync = gameHostSync(simulator, logSecretKey);
  }
  const down = simulator.servers.filter((server) => !server.isAnswering).map((server) => server.port);
  const last = basePort + simulator.servers.length - 1;
  console.log(
    `A2S simulator: ${simulator.servers.length} CS 1.6 servers on udp ${host}:${basePort}-${last}` +
      ` (challenge ${challenge ? 'on' : 'off'}; rcon ${logSecretKey ? 'on' : 'off'};` +
      ` not answering: ${down.join(', ') || 'none'};` +
      ` logs to ${target ? `udp ${target.host}:${target.port}` : 'nowhere'}` +
      `${target && !logSecretKey ? ' without log secrets: set SIMULATOR_LOG_SECRET_KEY as the CMS has it' : ''}` +
      `${behaviours.size > 0 ? `; answering oddly: ${[...behaviours].map(([i, b]) => `${basePort + i} ${b}`).join(', ')}` : ''})`,
  );
  if (control) console.log(`A2S simulator control (tests only): http://${CONTROL_HOST}:${controlPort}/servers`);
  const stop = () => {
    control?.close();
    sync?.stop();
    void simulator.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Forked by `npm start`: go away with the CMS even if it dies without a signal.
  if (process.send) process.once('disconnect', stop);
}

main().catch((error: unknown) => {
  console.error('A2S simulator failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
