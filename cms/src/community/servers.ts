import { CLASSIC_RULES, SPECIAL_MODES, serverRulesMarkdown } from './game-modes';

// The community's servers, shared by the seed (what the CMS stores) and the A2S simulator (what answers
// on 127.0.0.1 in development), so both always agree on count, order, ports, names and capacity.

export type CommunityServer = {
  name: string;
  description: string;
  gameMode: string;
  location: string;
  maxPlayers: number;
  privilege: 'VIP' | 'Premium' | 'Admin' | null;
  maps: readonly string[];
  // Colours of the generated cover photo.
  colors: readonly [string, string];
  // In the simulator this server does not answer, so the site shows both states.
  simulatedDown: boolean;
  modGuide: string | null;
  rules: string | null;
};

const CLASSIC_MAPS = ['de_dust2', 'de_inferno', 'de_nuke', 'de_train', 'de_mirage', 'cs_office', 'de_aztec'] as const;

type ServerDraft = Omit<CommunityServer, 'modGuide' | 'rules'> & { withRules?: boolean };

function withModeTexts(draft: ServerDraft): CommunityServer {
  const { withRules, ...server } = draft;
  const mode = SPECIAL_MODES[server.gameMode];
  if (mode) return { ...server, modGuide: mode.guide, rules: serverRulesMarkdown(mode.rules) };
  return { ...server, modGuide: null, rules: withRules ? serverRulesMarkdown(CLASSIC_RULES) : null };
}

const DRAFTS: ServerDraft[] = [
  {
    name: 'CS Argentina #1 | Clásico 24/7 Dust2',
    description:
      'El servidor histórico de la comunidad: de_dust2 las 24 horas, 5 contra 5 rondas, sin mods que cambien el juego.',
    gameMode: 'Clásico',
    location: 'Buenos Aires',
    maxPlayers: 32,
    privilege: null,
    maps: ['de_dust2'],
    colors: ['#c98b2b', '#3b2410'],
    simulatedDown: false,
    withRules: true,
  },
  {
    name: 'CS Argentina #2 | Clásico Mix de Mapas',
    description: 'Rotación de los mapas competitivos de siempre: inferno, nuke, train, mirage, office y aztec.',
    gameMode: 'Clásico',
    location: 'Buenos Aires',
    maxPlayers: 24,
    privilege: null,
    maps: CLASSIC_MAPS,
    colors: ['#8a5a2b', '#1f2a38'],
    simulatedDown: false,
    withRules: true,
  },
  {
    name: 'CS Argentina #3 | Clásico Córdoba',
    description: 'Clásico con mapas oficiales y ping bajo para todo el centro del país.',
    gameMode: 'Clásico',
    location: 'Córdoba',
    maxPlayers: 20,
    privilege: null,
    maps: CLASSIC_MAPS,
    colors: ['#6d7f3a', '#1d2410'],
    simulatedDown: false,
    withRules: true,
  },
  {
    name: 'CS Argentina | Zombie Plague 5.0',
    description:
      'Humanos contra zombies con clases, ammo packs e items especiales. Sobreviví hasta el final de la ronda.',
    gameMode: 'Zombie',
    location: 'Buenos Aires',
    maxPlayers: 32,
    privilege: null,
    maps: ['zm_dust_world', 'zm_ice_attack3', 'zm_fox_xmas', 'zm_lost_world'],
    colors: ['#2f8f2f', '#0b1a0b'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | Zombie Escape',
    description: 'Escapá de la horda siguiendo el recorrido del mapa. Trabajo en equipo o infección asegurada.',
    gameMode: 'Zombie Escape',
    location: 'Rosario',
    maxPlayers: 25,
    privilege: null,
    maps: ['ze_jurassicpark_v3', 'ze_lotr_minas_tirith', 'ze_atix_panic', 'ze_fapescape'],
    colors: ['#4f9d69', '#101d16'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | GunGame Arsenal',
    description: 'Subí de nivel arma por arma hasta el cuchillo de oro. Rondas cortas y reaparición instantánea.',
    gameMode: 'GunGame',
    location: 'Córdoba',
    maxPlayers: 21,
    privilege: null,
    maps: ['gg_simpsons', 'fy_snow', 'fy_iceworld', 'aim_map'],
    colors: ['#d2482b', '#2b0f09'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | Mata al Traidor (TTT)',
    description: 'Inocentes, detectives y traidores. Descubrí quién te quiere traicionar antes de que sea tarde.',
    gameMode: 'Mata al Traidor',
    location: 'Buenos Aires',
    maxPlayers: 26,
    privilege: null,
    maps: ['ttt_minecraft_b5', 'ttt_clue_se', 'ttt_67thway', 'ttt_skyscraper'],
    colors: ['#8d2b2b', '#1a0909'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | Deathmatch FFA',
    description: 'Todos contra todos con reaparición instantánea y menú de armas. Ideal para calentar la puntería.',
    gameMode: 'Deathmatch',
    location: 'Mendoza',
    maxPlayers: 24,
    privilege: null,
    maps: ['de_dust2', 'de_inferno', 'aim_ak-colt', 'fy_pool_day'],
    colors: ['#b3312f', '#220a0a'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | CSDM Team',
    description: 'Deathmatch por equipos en mapas clásicos, con protección al reaparecer y estadísticas por mapa.',
    gameMode: 'Deathmatch',
    location: 'Rosario',
    maxPlayers: 20,
    privilege: null,
    maps: ['de_nuke', 'de_train', 'de_aztec', 'cs_italy'],
    colors: ['#a84a2a', '#1f120a'],
    simulatedDown: true,
  },
  {
    name: 'CS Argentina | Surf Ski',
    description:
      'Mapas de surf para todos los niveles, con cronómetro, récords y checkpoints en los mapas de práctica.',
    gameMode: 'Surf',
    location: 'Mendoza',
    maxPlayers: 24,
    privilege: null,
    maps: ['surf_ski_2', 'surf_utopia', 'surf_greatriver', 'surf_mesa'],
    colors: ['#2b84d2', '#081b2b'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | KZ Climb',
    description: 'Kreedz: bunny hop, long jump y escaladas. Tabla de récords Pro y Nub por mapa.',
    gameMode: 'KZ',
    location: 'Córdoba',
    maxPlayers: 16,
    privilege: null,
    maps: ['kz_longjumps2', 'bkz_goldbhop', 'kz_cellblock', 'kz_man_redrock'],
    colors: ['#7a5cc2', '#150e26'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | AWP India',
    description: 'Solo AWP y pistola en mapas chicos. Quick scopes y rondas de treinta segundos.',
    gameMode: 'AWP',
    location: 'Buenos Aires',
    maxPlayers: 20,
    privilege: null,
    maps: ['awp_india', 'awp_map', 'awp_rooftops', 'awp_dust'],
    colors: ['#3c8c8c', '#0b1c1c'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | Jailbreak',
    description: 'Guardias contra presos: órdenes de simon, días especiales y último pedido para el preso que queda.',
    gameMode: 'Jailbreak',
    location: 'La Plata',
    maxPlayers: 32,
    privilege: null,
    maps: ['jail_ms_shawshank', 'jail_xmf', 'jail_alcatraz', 'jail_east_prison'],
    colors: ['#c77d1e', '#251405'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | Soccerjam',
    description: 'Fútbol dentro del CS: pases, tackles y goles de media cancha. Los sábados hay torneo.',
    gameMode: 'Soccerjam',
    location: 'Rosario',
    maxPlayers: 20,
    privilege: null,
    maps: ['soccerjam', 'sj_pro_stadium', 'sj_rooftop'],
    colors: ['#3fa34d', '#0c200f'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | Hide and Seek',
    description: 'Los TT se esconden y los CT los buscan con cuchillo. Bhop, countjumps y mucha paciencia.',
    gameMode: 'Hide and Seek',
    location: 'Mar del Plata',
    maxPlayers: 24,
    privilege: null,
    maps: ['hns_floppytown', 'hns_jump', 'hns_tower_lite', 'hns_fury'],
    colors: ['#5b6b7a', '#12171c'],
    simulatedDown: true,
  },
  {
    name: 'CS Argentina | Retake',
    description: 'Bomba plantada desde el inicio: los CT tienen que retomar el sitio. Rondas rápidas y tácticas.',
    gameMode: 'Retake',
    location: 'Buenos Aires',
    maxPlayers: 18,
    privilege: null,
    maps: ['de_dust2', 'de_inferno', 'de_mirage', 'de_nuke'],
    colors: ['#9c6b34', '#1e140a'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | Diversión fy_ y aim_',
    description: 'Mapas fy_, aim_ y 35hp con votación libre. Para pasar el rato sin presión.',
    gameMode: 'Diversión',
    location: 'Tucumán',
    maxPlayers: 28,
    privilege: null,
    maps: ['fy_pool_day', 'aim_headshot', '35hp_2', 'fy_snow'],
    colors: ['#d23f8a', '#2a0b1b'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | Zombie Biohazard',
    description: 'Zombies con mutaciones y jefes finales cada cinco rondas. Más difícil que el Zombie Plague.',
    gameMode: 'Zombie',
    location: 'Salta',
    maxPlayers: 30,
    privilege: null,
    maps: ['zm_dust_world', 'zm_osprey_escape', 'zm_lost_world', 'zm_ice_attack3'],
    colors: ['#5f8f1f', '#121b06'],
    simulatedDown: true,
  },
  {
    name: 'CS Argentina VIP | Clásico 5v5',
    description: 'Clásico competitivo con cupos limitados y sin esperas para los miembros VIP.',
    gameMode: 'Clásico',
    location: 'Buenos Aires',
    maxPlayers: 12,
    privilege: 'VIP',
    maps: CLASSIC_MAPS,
    colors: ['#c9a227', '#2a2008'],
    simulatedDown: false,
    withRules: true,
  },
  {
    name: 'CS Argentina Premium | Mix Competitivo',
    description: 'Partidas 5 contra 5 con mapas de torneo y árbitro automático. Exclusivo para miembros Premium.',
    gameMode: 'Clásico',
    location: 'Córdoba',
    maxPlayers: 10,
    privilege: 'Premium',
    maps: ['de_dust2', 'de_inferno', 'de_nuke', 'de_train', 'de_mirage'],
    colors: ['#e0b43a', '#2c220a'],
    simulatedDown: false,
    withRules: true,
  },
  {
    name: 'CS Argentina Premium | Zombie Plague VIP',
    description: 'Zombie Plague con clases extra, doble de ammo packs y reserva de lugar para Premium.',
    gameMode: 'Zombie',
    location: 'Buenos Aires',
    maxPlayers: 32,
    privilege: 'Premium',
    maps: ['zm_dust_world', 'zm_ice_attack3', 'zm_fox_xmas'],
    colors: ['#b89a1f', '#1c1805'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina Admin | Servidor de Pruebas',
    description: 'Servidor del staff para probar plugins y mapas nuevos antes de subirlos a los públicos.',
    gameMode: 'Clásico',
    location: 'Buenos Aires',
    maxPlayers: 16,
    privilege: 'Admin',
    maps: ['de_dust2', 'cs_office', 'de_aztec'],
    colors: ['#2b5fd2', '#0a1530'],
    simulatedDown: true,
    withRules: true,
  },
  {
    name: 'CS Argentina | Mata al Traidor Mendoza',
    description: 'TTT con karma, tienda de detective y mapas grandes para jugar con amigos del oeste.',
    gameMode: 'Mata al Traidor',
    location: 'Mendoza',
    maxPlayers: 24,
    privilege: null,
    maps: ['ttt_minecraft_b5', 'ttt_clue_se', 'ttt_67thway'],
    colors: ['#7a2b3c', '#18080c'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | GunGame Córdoba',
    description: 'GunGame con cuchillo que roba niveles y granadas en el penúltimo nivel. Partidas de diez minutos.',
    gameMode: 'GunGame',
    location: 'Córdoba',
    maxPlayers: 20,
    privilege: null,
    maps: ['gg_mario_world', 'fy_iceworld', 'aim_map', 'gg_simpsons'],
    colors: ['#d2762b', '#2b1809'],
    simulatedDown: false,
  },
  {
    name: 'CS Argentina | Clásico Patagonia',
    description: 'Clásico para el sur del país con rotación de mapas y votación al final de cada mapa.',
    gameMode: 'Clásico',
    location: 'Neuquén',
    maxPlayers: 20,
    privilege: null,
    maps: CLASSIC_MAPS,
    colors: ['#4a7fa8', '#0c1822'],
    simulatedDown: false,
    withRules: true,
  },
  {
    name: 'CS Argentina | Surf Rosario',
    description: 'Surf tranquilo con mapas fáciles para aprender y ranking semanal.',
    gameMode: 'Surf',
    location: 'Rosario',
    maxPlayers: 20,
    privilege: null,
    maps: ['surf_utopia', 'surf_ski_2', 'surf_beginner'],
    colors: ['#2bb5c9', '#08252a'],
    simulatedDown: true,
  },
];

export const COMMUNITY_SERVERS: readonly CommunityServer[] = DRAFTS.map(withModeTexts);

export const DEFAULT_SIMULATOR_BASE_PORT = 27015;

// Seeded servers point at the simulator: server i answers on base + i.
export function simulatorPort(basePort: number, index: number): number {
  return basePort + index;
}
