// Regulars of the simulated servers carry the Steam IDs of the demo accounts `jugador`, `premium` and `admin`
// (src/seed/demo-users.ts), so whoever signs in as them after `npm start` sees real, growing statistics, and
// the staff page shows the demo admin playing. Shared by the seed and the simulator, like servers.ts.
export type RegularPlayer = {
  username: 'jugador' | 'premium' | 'admin';
  name: string;
  steamId: string;
  headshotRate: number;
  // Where they play: the first server most of the time, the second one for a while every hour.
  serverIndexes: readonly [number, number];
  // Minutes into each hour when they go to the second server, for AWAY_MINUTES.
  awayAtMinute: number;
};

const HOUR_MS = 60 * 60 * 1000;
const AWAY_MINUTES = 15;
// Every few minutes they reconnect (`retry`), as players do: AMX Mod X then logs their weapon stats, so
// shots, headshots and play time grow without waiting for a map change.
const RECONNECT_EVERY_MINUTES = 4;
const RECONNECT_SECONDS = 10;

export const REGULAR_PLAYERS: readonly RegularPlayer[] = [
  {
    username: 'jugador',
    name: 'Jugador Común',
    steamId: 'STEAM_0:1:30000003',
    headshotRate: 0.36,
    serverIndexes: [0, 1],
    awayAtMinute: 40,
  },
  {
    username: 'premium',
    name: 'Pibe Premium',
    steamId: 'STEAM_0:0:20000002',
    headshotRate: 0.43,
    serverIndexes: [0, 19],
    awayAtMinute: 10,
  },
  {
    username: 'admin',
    name: 'El Admin',
    steamId: 'STEAM_0:1:10000001',
    headshotRate: 0.4,
    serverIndexes: [0, 3],
    awayAtMinute: 25,
  },
];

export function regularSteamId(username: RegularPlayer['username']): string {
  return (REGULAR_PLAYERS.find((regular) => regular.username === username) as RegularPlayer).steamId;
}

// The index of the server the regular is on at a given time, or null while reconnecting (a pure
// function of time, so the simulated servers agree without talking to each other).
export function regularServerIndex(regular: RegularPlayer, at: number): number | null {
  const minute = Math.floor((at % HOUR_MS) / 60000);
  const second = Math.floor((at % 60000) / 1000);
  if (minute % RECONNECT_EVERY_MINUTES === RECONNECT_EVERY_MINUTES - 1 && second < RECONNECT_SECONDS) return null;
  const away = (minute - regular.awayAtMinute + 60) % 60 < AWAY_MINUTES;
  return regular.serverIndexes[away ? 1 : 0];
}
