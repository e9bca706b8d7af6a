/**
 * SPEC §3 "Landing sample data": hard-coded on purpose (the landing page fetches nothing, SPEC §7). The
 * names, modes and maps follow the community's real servers; the figures are the spec's samples.
 */
export type FeaturedServer = {
  id: number;
  name: string;
  mode: string;
  players: number;
  maxPlayers: number;
  map: string;
  /** host:port */
  ip: string;
};

export const FEATURED_SERVERS: readonly FeaturedServer[] = [
  {
    id: 1,
    name: 'CS Argentina #1 | Clásico 24/7 Dust2',
    mode: 'Público',
    players: 26,
    maxPlayers: 31,
    map: 'de_dust2',
    ip: 'clasico.cs16.com.ar:27015',
  },
  {
    id: 2,
    name: 'CS Argentina | Mata al Traidor (TTT)',
    mode: 'Mata al Traidor',
    players: 19,
    maxPlayers: 26,
    map: 'ttt_minecraft_b5',
    ip: 'ttt.cs16.com.ar:27016',
  },
  {
    id: 3,
    name: 'CS Argentina | Zombie Escape',
    mode: 'Zombie Escape',
    players: 24,
    maxPlayers: 25,
    map: 'ze_jurassicpark_v3',
    ip: 'ze.cs16.com.ar:27017',
  },
  {
    id: 4,
    name: 'CS Argentina | GunGame Arsenal',
    mode: 'GunGame',
    players: 15,
    maxPlayers: 21,
    map: 'gg_simpsons',
    ip: 'gungame.cs16.com.ar:27018',
  },
];

export type ActivePlayer = { id: number; username: string };

/** 20 generated placeholders; their avatars are drawn from the name (see player-avatar.tsx), offline-safe. */
export const ACTIVE_PLAYERS: readonly ActivePlayer[] = [
  'Tincho_AWP',
  'LaPulga',
  'Nacho.hs',
  'ChapaDust',
  'Ruso_1.6',
  'Flopi',
  'Mateo-Kz',
  'Colo_ZE',
  'Brisa',
  'PibeDeMirage',
  'Juancito',
  'Gaucho',
  'Sofi.deagle',
  'Cachorro',
  'Tano_TTT',
  'Lucho',
  'Pampa',
  'Pollo_GG',
  'Vale',
  'Bicho',
].map((username, index) => ({ id: index + 1, username }));
