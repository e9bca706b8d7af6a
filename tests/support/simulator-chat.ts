import { simulatorControlUrl } from './ports';

/**
 * Makes a simulated player with this Steam ID say `text` in the chat of the simulated server on `port` (it joins
 * first when not there), over the simulator's real UDP log stream (cms/simulator/player-chat.ts).
 */
export async function sayInGame(port: number, steamId: string, text: string, name = 'Jugador E2E'): Promise<void> {
  if (!simulatorControlUrl) throw new Error('the simulator control runs only with the tests’ own site');
  const response = await fetch(`${simulatorControlUrl}/servers/${port}/say`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ steamId, name, text }),
  });
  if (response.status !== 200) throw new Error(`simulator control: ${response.status} saying on ${port}`);
}
