import { DEFAULT_SIMULATOR_BASE_PORT } from '../src/community/servers';
import { CONTROL_HOST, controlPortFromEnv, startControlServer } from './control-server';
import { startSimulator } from './simulator';

// Entry point of `npm run simulator`: answers A2S queries for every community server until killed.
async function main(): Promise<void> {
  const basePort = Number.parseInt(process.env.SIMULATOR_BASE_PORT ?? '', 10) || DEFAULT_SIMULATOR_BASE_PORT;
  const host = process.env.SIMULATOR_HOST || '127.0.0.1';
  const challenge = process.env.SIMULATOR_CHALLENGE !== 'false';
  const controlPort = controlPortFromEnv(process.env.SIMULATOR_CONTROL_PORT);
  const simulator = await startSimulator({ host, basePort, challenge });
  const control = controlPort === null ? null : await startControlServer(simulator.servers, controlPort);
  const down = simulator.servers.filter((server) => !server.isAnswering).map((server) => server.port);
  const last = basePort + simulator.servers.length - 1;
  console.log(
    `A2S simulator: ${simulator.servers.length} CS 1.6 servers on udp ${host}:${basePort}-${last}` +
      ` (challenge ${challenge ? 'on' : 'off'}; not answering: ${down.join(', ') || 'none'})`,
  );
  if (control) console.log(`A2S simulator control (tests only): http://${CONTROL_HOST}:${controlPort}/servers`);
  const stop = () => {
    control?.close();
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
