import { regularSteamId } from '../community/regular-players';
import type { StaffRole, UserType } from '../users/user-fields';

// The demo account with an active ban (in the seeded bans' range of invented Steam IDs).
export const BANNED_DEMO_STEAM_ID = 'STEAM_0:1:90000011';

// Demo accounts (README and browser tests rely on them). Each plays on a few servers, by seed index;
// jugador and premium are regulars of the simulated servers (src/community/regular-players.ts).
export type DemoUser = {
  username: string;
  email: string;
  password: string;
  userType: UserType;
  nickname: string;
  bio: string;
  steamID: string;
  serverIndexes: number[];
  // The demo's staff member (the staff page, the news' author): a role and the servers they look after.
  staff?: { role: StaffRole; serverIndexes: number[] };
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    email: 'admin@cs16.com.ar',
    password: 'Admin1234',
    userType: 'admin',
    nickname: 'El Admin',
    bio: 'Administro los servidores de la comunidad desde 2012.',
    steamID: regularSteamId('admin'),
    serverIndexes: [0, 3, 6, 21],
    staff: { role: 'administrator', serverIndexes: [0, 3, 12, 21] },
  },
  {
    username: 'premium',
    email: 'premium@cs16.com.ar',
    password: 'Premium1234',
    userType: 'premium',
    nickname: 'Pibe Premium',
    bio: 'Zombie y mix competitivo todas las noches.',
    steamID: regularSteamId('premium'),
    serverIndexes: [0, 19, 20, 9],
  },
  {
    username: 'jugador',
    email: 'jugador@cs16.com.ar',
    password: 'Jugador1234',
    userType: 'regular',
    nickname: 'Jugador Común',
    bio: 'Dust2 24/7 y algo de GunGame.',
    steamID: regularSteamId('jugador'),
    serverIndexes: [0, 1, 4, 5],
  },
  // Banned (src/seed/bans.ts: an active ban with the evidence of its last ten minutes, no appeal yet), so the
  // demo shows "Presentar descargo" and the staff's /admin/descargos. Not a regular of the simulated servers.
  {
    username: 'baneado',
    email: 'baneado@cs16.com.ar',
    password: 'Baneado1234',
    userType: 'regular',
    nickname: 'Baneado Demo',
    bio: 'Dicen que uso wallhack. Yo digo que tengo buen oído.',
    steamID: BANNED_DEMO_STEAM_ID,
    serverIndexes: [2],
  },
];
