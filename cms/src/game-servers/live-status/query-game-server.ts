import { GameDig } from 'gamedig';
import { isCompleteInfo, toGameServerStatus, type GameServerStatus } from './game-status';

export type GameServerAddress = { type: string; host: string; port: number };

// One GameDig instance, so all queries share one UDP socket instead of opening one per server.
const gamedig = new GameDig();

const OFFLINE: GameServerStatus = { online: false };

// Resolves within timeoutMs whatever the server does (silent, slow, flooding, answering garbage or from
// another address): a bad server only ever costs its own query one timeout. A reply that is not a whole
// A2S answer counts as no answer.
export async function queryGameServer(address: GameServerAddress, timeoutMs: number): Promise<GameServerStatus> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<GameServerStatus>((resolve) => {
    timer = setTimeout(() => resolve(OFFLINE), timeoutMs);
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
    .then(
      (result) => (isCompleteInfo(result) ? toGameServerStatus(result) : OFFLINE),
      () => OFFLINE,
    );
  try {
    return await Promise.race([query, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
