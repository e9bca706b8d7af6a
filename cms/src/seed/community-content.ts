import { CLASSIC_RULES, GENERAL_RULES, SPECIAL_MODES, type ModeRules } from '../community/game-modes';
import { COMMUNITY_SERVERS } from '../community/servers';

// The Comunidad section's content seeded on a first start (README "API"): tags and news posts
// (one pinned, one scheduled a week ahead, so the list shows both behaviours), the rule book (general rules and
// every game mode of the seeded servers) and the community's story. Editors change all of it in the admin panel.

export type SeedTag = { slug: string; name: string };

export const NEWS_TAGS: readonly SeedTag[] = [
  { slug: 'evento', name: 'Evento' },
  { slug: 'torneo', name: 'Torneo' },
  { slug: 'mantenimiento', name: 'Mantenimiento' },
  { slug: 'servidor-nuevo', name: 'Servidor nuevo' },
  { slug: 'comunidad', name: 'Comunidad' },
];

export type SeedNewsPost = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  // Days from the seed: negative is the past; a positive one is a post scheduled for later.
  publishInDays: number;
  pinned: boolean;
  tags: readonly string[];
  // Seeded servers it concerns, by their index in COMMUNITY_SERVERS.
  serverIndexes: readonly number[];
  coverColors: readonly [string, string];
};

const serverLink = (index: number) => `**${COMMUNITY_SERVERS[index].name}**`;

export const NEWS_POSTS: readonly SeedNewsPost[] = [
  {
    slug: 'torneo-5v5-de-diciembre-inscripciones-abiertas',
    title: 'Torneo 5v5 de diciembre: inscripciones abiertas',
    summary:
      'Armá tu equipo de cinco y anotate antes del viernes. Se juega en el servidor Clásico #1 con mapas del pool competitivo y hay membresías Premium para los tres primeros.',
    body: `El torneo mensual vuelve con el formato de siempre: **equipos de cinco**, eliminación directa al mejor de tres mapas y final transmitida por el canal de la comunidad.

## Cómo anotarte

1. Elegí un nombre de equipo y un capitán.
2. El capitán completa la inscripción en el canal *#torneos* del Discord con los cinco Steam ID.
3. Confirmá la asistencia el día anterior: los equipos sin confirmar pierden el lugar.

## Premios

- **1.º puesto**: tres meses de membresía Premium para cada jugador.
- **2.º puesto**: un mes de Premium.
- **3.º puesto**: rol destacado en el Discord.

Las partidas se juegan en ${serverLink(0)} y el reglamento es el del [modo Clásico](/comunidad/reglamentos#clasico). Si tenés dudas, escribile a cualquier admin.`,
    publishInDays: -2,
    pinned: true,
    tags: ['torneo', 'evento'],
    serverIndexes: [0],
    coverColors: ['#c98b2b', '#3b2410'],
  },
  {
    slug: 'nuevo-servidor-surf-rosario',
    title: 'Nuevo servidor: Surf Rosario ya está online',
    summary:
      'Sumamos un segundo servidor de Surf, hosteado en Rosario, con mapas para empezar y rankings propios. Ping bajo para todo el Litoral.',
    body: `Después de varios pedidos en el foro, abrimos ${serverLink(25)}: un segundo servidor de Surf con ping bajo para Rosario, Santa Fe y Entre Ríos.

- Rotación de mapas **fáciles y medios** (surf_ski_2, surf_utopia, surf_kitsune) para quien recién empieza.
- Ranking de tiempos propio, separado del de ${serverLink(9)}.
- \`/cp\` y \`/tp\` habilitados en los mapas de práctica.

Si no sabés por dónde arrancar, leé la [guía del modo](/ayuda) y pasá un rato por el servidor: siempre hay alguien que te explica.`,
    publishInDays: -5,
    pinned: false,
    tags: ['servidor-nuevo'],
    serverIndexes: [25, 9],
    coverColors: ['#2a8fbf', '#0c2231'],
  },
  {
    slug: 'mantenimiento-de-los-servidores-zombie',
    title: 'Mantenimiento de los servidores Zombie el martes a la madrugada',
    summary:
      'El martes de 4 a 6 los servidores Zombie quedan apagados para actualizar el mod y los mapas. Los ammo packs y niveles no se pierden.',
    body: `El **martes de 4:00 a 6:00** (hora de Argentina) vamos a apagar los servidores Zombie para actualizar Zombie Plague, sumar mapas nuevos y corregir el bug de la escalera de *ze_jurassicpark*.

Servidores afectados:

- ${serverLink(3)}
- ${serverLink(17)}
- ${serverLink(20)}

Tus **ammo packs, niveles y estadísticas no se pierden**. El resto de los servidores sigue funcionando normalmente. Si algo no anda después del mantenimiento, avisá en el canal de soporte.`,
    publishInDays: -9,
    pinned: false,
    tags: ['mantenimiento'],
    serverIndexes: [3, 17, 20],
    coverColors: ['#4d7a2a', '#0f1d08'],
  },
  {
    slug: 'noche-de-zombie-escape-con-premios',
    title: 'Noche de Zombie Escape con premios',
    summary:
      'El sábado a las 22 hacemos una maratón de Zombie Escape con mapas elegidos por la comunidad. Los que escapen más veces se llevan membresías.',
    body: `Este sábado desde las **22:00** el servidor ${serverLink(4)} pasa a modo evento: mapas votados en el foro, rondas sin límite de tiempo y un admin guiando cada escape.

Quienes escapen más veces en la noche ganan:

1. Un mes de Premium.
2. Quince días de Premium.
3. El rol *Sobreviviente* en el Discord.

Recordá que valen las [reglas de Zombie Escape](/comunidad/reglamentos#zombie-escape): nada de trollear con los ítems del mapa.`,
    publishInDays: -14,
    pinned: false,
    tags: ['evento'],
    serverIndexes: [4],
    coverColors: ['#7a2a2a', '#1d0808'],
  },
  {
    slug: 'llegamos-a-130000-jugadores-registrados',
    title: 'Llegamos a 130.000 jugadores registrados',
    summary:
      'Gracias a todos los que juegan, moderan y ayudan desde 2012. Para festejarlo, todo el fin de semana hay doble experiencia en los servidores con niveles.',
    body: `Arrancamos en **marzo de 2012** con un único servidor de Dust2 y hoy somos más de **130.000 jugadores registrados** en 26 servidores.

Nada de esto sería posible sin el staff que modera todos los días, sin quienes donan para pagar los servidores y sin los que vuelven cada noche a jugar.

Para festejar, **este fin de semana hay doble experiencia** en GunGame, Zombie y Jailbreak. ¡Nos vemos en los servidores!`,
    publishInDays: -30,
    pinned: false,
    tags: ['comunidad'],
    serverIndexes: [],
    coverColors: ['#ff8a1f', '#2b1403'],
  },
  {
    slug: 'aniversario-semana-de-eventos',
    title: 'Aniversario de la comunidad: una semana de eventos',
    summary:
      'Para el aniversario preparamos una semana entera de eventos: un torneo relámpago, noches temáticas y sorteos diarios de membresías.',
    body: `Se viene el aniversario de la comunidad y lo festejamos con **una semana de eventos**:

- **Lunes**: torneo relámpago 2v2 de AWP.
- **Miércoles**: noche de Jailbreak con días especiales.
- **Viernes**: maratón de Zombie Escape.
- **Todos los días**: sorteo de membresías Premium entre los jugadores conectados.

Los horarios exactos van a estar en el Discord.`,
    publishInDays: 7,
    pinned: false,
    tags: ['evento', 'comunidad'],
    serverIndexes: [11, 12, 4],
    coverColors: ['#8f2ac9', '#1a0726'],
  },
];

export type SeedRuleSet = {
  slug: string;
  title: string;
  gameMode: string | null;
  intro: string | null;
  rules: readonly string[];
};

// The mode's name as the section's anchor: "Zombie Escape" → "zombie-escape", "Clásico" → "clasico" (the
// site links a server's mode to `#<this>`, shared/src/config/paths.ts).
export function modeSlug(mode: string): string {
  return mode
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const modeRuleSet = (gameMode: string, mode: ModeRules): SeedRuleSet => ({
  slug: modeSlug(gameMode),
  title: gameMode,
  gameMode,
  intro: `Además de las reglas generales, en los servidores de ${gameMode} vale esto:`,
  rules: mode.rules,
});

// Only the modes the seeded servers play, in the order they first appear in the server list.
const seededModes = [...new Set(COMMUNITY_SERVERS.map((server) => server.gameMode))];

export const RULE_SETS: readonly SeedRuleSet[] = [
  {
    slug: 'general',
    title: 'Reglas generales',
    gameMode: null,
    intro: 'Valen en todos los servidores, en el Discord y en el foro.',
    rules: GENERAL_RULES.rules,
  },
  ...seededModes.flatMap((mode) => {
    if (mode === 'Clásico') return [modeRuleSet(mode, CLASSIC_RULES)];
    const special = SPECIAL_MODES[mode];
    return special ? [modeRuleSet(mode, special.rules)] : [];
  }),
];

export const ABOUT_PAGE = {
  title: 'Sobre nosotros',
  summary:
    'Desde marzo de 2012 somos la comunidad de Counter-Strike 1.6 más grande de Argentina: 26 servidores, más de 130.000 jugadores y un staff que juega con vos todos los días.',
  body: `## Cómo empezó

En **marzo de 2012** un grupo de amigos que jugaba en los cibers de Buenos Aires armó un servidor de **de_dust2 24/7** para no depender de servidores de afuera con 200 de ping. Al mes ya se llenaba todas las noches.

## Cómo crecimos

- **2013**: llegaron los primeros modos especiales, Zombie Plague y GunGame, y el primer torneo 5v5.
- **2015**: abrimos servidores en Córdoba y Mendoza para que el interior también jugara con ping bajo.
- **2018**: sumamos Jailbreak, Surf y KZ, y el staff pasó a tener moderadores en cada modo.
- **2020**: en la cuarentena duplicamos los jugadores conectados y armamos la liga de clanes.
- **Hoy**: 26 servidores, más de 130.000 jugadores registrados y eventos todas las semanas.

## Qué nos importa

Que cualquiera pueda entrar a jugar gratis, con **ping bajo**, **sin cheaters** y con un staff que responde. Las membresías ayudan a pagar los servidores, pero nunca dan ventajas dentro del juego.

## Sumate

Creá tu cuenta, cargá tu Steam ID para ver tus estadísticas y pasá por el Discord: ahí se organizan los torneos, los eventos y las búsquedas de equipo. Si querés ser parte del staff, escribile a cualquier administrador.`,
};
