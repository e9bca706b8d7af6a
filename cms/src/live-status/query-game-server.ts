import { GameDig } from 'gamedig';
import { toGameServerStatus, type GameServerStatus } from './game-status';

export type GameServerAddress = { type: string; host: string; port: number };

// One GameDig instance, so all queries share one UDP socket instead of opening one per server.
const gamedig = new GameDig();

// Resolves within timeoutMs whatever the server does (silent, slow, flooding): a slow server only ever
// costs its own query one timeout.
export async function queryGameServer(address: GameServerAddress, timeoutMs: number): Promise<GameServerStatus> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<GameServerStatus>((resolve) => {
    timer = setTimeout(() => resolve({ online: false }), timeoutMs);
  });
  const query = gamedig
    .query({
      type: address.type,
      host: address.host,
      port: address.port,
      givenPortOnly: true,
      portCache: false,
      maxRetries: 1,
      socketTimeout: timeoutMs,
      attemptTimeout: timeoutMs,
    })
    .then(toGameServerStatus, (): GameServerStatus => ({ online: false }));
  try {
    return await Promise.race([query, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
