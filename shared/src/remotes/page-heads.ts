/**
 * What a page says about itself before any data: the document title, the meta description (also what a link
 * shared on WhatsApp or Discord shows) and, when the page's main heading is fixed text, that heading. Declared
 * once here because two builds use each: the shell writes them into the page's prerendered HTML (its title,
 * meta and skeleton), the remote's page sets them when it renders, so neither can drift from the other.
 * Pages whose heading is data (a server's name, an article's title) have a generic head and no heading here:
 * their prerendered HTML reserves the heading's place.
 */
export type PageHead = {
  /** The page's own title; the document title adds the site's name (`documentTitle`). */
  title: string;
  description: string;
  /** The page's `<h1>` when it is fixed text. */
  heading?: string;
  /** The line under the heading when it is fixed text. */
  intro?: string;
};

export const SITE_NAME = 'CS 1.6 Argentina';

/** "<title> · CS 1.6 Argentina": the document title of a page, the same in the HTML and after rendering. */
export function documentTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

export const pageHeads = {
  landing: {
    title: 'Inicio',
    description: 'La comunidad de Counter-Strike 1.6 más grande de Argentina desde 2012.',
  },
  serverList: {
    title: 'Servidores',
    description: 'Los servidores de Counter-Strike 1.6 de la comunidad, con su estado en vivo.',
    heading: 'Servidores de la comunidad',
  },
  serverDetail: {
    title: 'Servidor',
    description: 'Un servidor de Counter-Strike 1.6 de la comunidad: estado en vivo, historial y TOP 15.',
  },
  helpCentre: {
    title: 'Centro de Ayuda',
    description:
      'Respuestas sobre tu cuenta, los servidores, la membresía, los pagos y el soporte técnico de CS 1.6 Argentina.',
    heading: 'Centro de Ayuda',
    intro: 'Encontrá respuestas sobre tu cuenta, los servidores, la membresía y los pagos.',
  },
  helpArticle: {
    title: 'Centro de Ayuda',
    description: 'Un artículo del Centro de Ayuda de CS 1.6 Argentina.',
  },
  membership: {
    title: 'Membresía',
    description:
      'Elegí tu plan de membresía de CS 1.6 Argentina: Miembro gratis, Premium o Admin, con servidores premium y más.',
    heading: 'Seleccioná tu plan de membresía',
    intro: 'Elegí el plan que mejor va con tu forma de jugar. Podés cambiarlo cuando quieras.',
  },
  yourMembership: {
    title: 'Tu membresía',
    description: 'El estado de tu membresía de CS 1.6 Argentina, tus pagos y los cambios de plan.',
    heading: 'Tu membresía',
  },
  login: {
    title: 'Iniciar sesión',
    description: 'Ingresá a tu cuenta de la comunidad de Counter-Strike 1.6 de Argentina.',
    heading: 'Iniciar sesión',
    intro: 'Ingresá para jugar, editar tu perfil y ver tus estadísticas.',
  },
  register: {
    title: 'Crear cuenta',
    description: 'Creá tu cuenta en la comunidad de Counter-Strike 1.6 más grande de Argentina.',
    heading: 'Crear cuenta',
    intro: 'Sumate a la comunidad de Counter-Strike 1.6 más grande de Argentina.',
  },
  ownProfile: {
    title: 'Mi perfil',
    description: 'El perfil de un jugador de la comunidad de CS 1.6 Argentina.',
  },
  playerProfile: {
    title: 'Perfil de jugador',
    description: 'El perfil de un jugador de la comunidad de CS 1.6 Argentina.',
  },
  forgotPassword: {
    title: 'Recuperar contraseña',
    description: 'Pedí un enlace para elegir una nueva contraseña de tu cuenta.',
    heading: 'Recuperar contraseña',
    intro: 'Ingresá el email de tu cuenta y te mandamos un enlace para elegir una nueva contraseña.',
  },
  resetPassword: {
    title: 'Elegí una nueva contraseña',
    description: 'Elegí una nueva contraseña para tu cuenta.',
    heading: 'Elegí una nueva contraseña',
    intro: 'Usala desde ahora para iniciar sesión.',
  },
  settings: {
    title: 'Ajustes',
    description: 'Tu cuenta de la comunidad de CS 1.6 Argentina: Steam ID, contraseña, email, sesiones y datos.',
    heading: 'Ajustes',
  },
  newsList: {
    title: 'Novedades',
    description: 'Noticias y anuncios de la comunidad de CS 1.6 Argentina: eventos, torneos y servidores.',
    heading: 'Novedades',
    intro: 'Eventos, torneos, mantenimiento y servidores nuevos: lo que pasa en la comunidad.',
  },
  newsPost: {
    title: 'Novedades',
    description: 'Una novedad de la comunidad de CS 1.6 Argentina.',
  },
  rules: {
    title: 'Reglamentos',
    description: 'Las reglas de la comunidad de CS 1.6 Argentina: las generales y las de cada modo de juego.',
    heading: 'Reglamentos',
    intro:
      'Las reglas generales valen en todos los servidores; cada modo de juego suma las suyas. Cada regla tiene su número y su enlace, para que una sanción pueda decir exactamente cuál se rompió.',
  },
  staff: {
    title: 'Staff',
    description: 'El equipo que administra y modera los servidores de CS 1.6 Argentina.',
    heading: 'Staff',
    intro:
      'El equipo que administra y modera los servidores. Si necesitás ayuda dentro de un servidor, buscá a quien lo tiene a cargo.',
  },
  bans: {
    title: 'Baneos',
    description: 'Los baneos de los servidores de CS 1.6 Argentina: quién, por qué, por cuánto tiempo y por quién.',
    heading: 'Baneos',
    intro:
      'Los baneos de todos los servidores, del más nuevo al más viejo. Buscá por nick o por Steam ID en cualquiera de sus formas.',
  },
  banDetail: {
    title: 'Baneo',
    description: 'Un baneo de los servidores de CS 1.6 Argentina: motivo, duración, admin y estado.',
  },
  banModeration: {
    title: 'Moderación',
    description: 'Baneos del staff de CS 1.6 Argentina: banear, levantar, acortar y aplicar en toda la comunidad.',
    heading: 'Moderación',
    intro:
      'Baneá por Steam ID en un servidor o en todos, y actuá sobre los últimos baneos. Cada acción queda en el registro del baneo.',
  },
  banAppeals: {
    title: 'Descargos',
    description: 'Los descargos de los jugadores baneados, para que el staff los responda.',
    heading: 'Descargos',
  },
  banAppeal: {
    title: 'Descargo',
    description: 'Un descargo con la evidencia del registro del juego.',
  },
  about: {
    title: 'Sobre nosotros',
    description: 'La comunidad de Counter-Strike 1.6 más grande de Argentina, desde marzo de 2012.',
    heading: 'Sobre nosotros',
  },
  terms: {
    title: 'Términos y condiciones',
    description: 'Las reglas para usar el sitio, tu cuenta, los servidores y las membresías de CS 1.6 Argentina.',
    heading: 'Términos y condiciones',
  },
  privacy: {
    title: 'Política de privacidad',
    description: 'Qué datos guarda CS 1.6 Argentina, por cuánto tiempo y cómo ejercés tus derechos (Ley 25.326).',
    heading: 'Política de privacidad',
  },
} as const satisfies Record<string, PageHead>;
