import { simulatorControlUrl } from './ports';

/**
 * Takes a simulated game server down (it keeps its port and stops answering, like a hung process) or brings
 * it back, through the simulator's test-only control. `port`: the server's UDP port (its `port` in the API).
 */
export async function setGameServerAnswering(port: number, answering: boolean): Promise<void> {
  if (!simulatorControlUrl) throw new Error('the simulator control runs only with the tests’ own site');
  const response = await fetch(`${simulatorControlUrl}/servers/${port}/${answering ? 'start' : 'stop'}`, {
    method: 'POST',
  });
  if (response.status !== 204) throw new Error(`simulator control: ${response.status} for port ${port}`);
}
