/** Every route of the site in one place (docs/product.md §2 route table), so links and routes cannot drift apart. */
export const paths = {
  home: '/',
  login: '/iniciar-sesion',
  register: '/registrarse',
  /** "¿Olvidaste tu contraseña?": asks for the email the reset link goes to. */
  forgotPassword: '/recuperar-contrasena',
  /** The reset link of the email opens this page (`?codigo=`; cms/src/users/password-reset.ts). */
  resetPassword: '/restablecer-contrasena',
  logout: '/desconectarse',
  membership: '/membresia',
  sales: '/ventas',
  servers: '/servidores',
  /** The landing page's own link (docs/product.md §2); the shell redirects it to `servers`. */
  serversLegacy: '/servers',
  serverDetail: (documentId: string) => `/servidores/${encodeURIComponent(documentId)}`,
  profile: '/perfil',
  /** A player's public profile, by their account's documentId (numeric ids are not addresses: issue 23). */
  userProfile: (profileId: string) => `/perfil/${encodeURIComponent(profileId)}`,
  help: '/ayuda',
  helpArticle: (slug: string) => `/ayuda/${encodeURIComponent(slug)}`,
  community: '/comunidad',
  communityAbout: '/comunidad/sobre-nosotros',
  communityNews: '/comunidad/novedades',
  communityNewsPost: (slug: string) => `/comunidad/novedades/${encodeURIComponent(slug)}`,
  /** Novedades with one tag (`?etiqueta=torneo`). */
  communityNewsTagged: (tag: string) => `/comunidad/novedades?etiqueta=${encodeURIComponent(tag)}`,
  communityStaff: '/comunidad/staff',
  communityRules: '/comunidad/reglamentos',
  /** One section (`#zombie`) or one rule (`#general-3`) of the rule book. */
  communityRule: (anchor: string) => `/comunidad/reglamentos#${encodeURIComponent(anchor)}`,
  /** The public ban list (`?q=&estado=&servidor=&dias=&pagina=`) and one ban. */
  bans: '/baneos',
  ban: (documentId: string) => `/baneos/${encodeURIComponent(documentId)}`,
  /** Staff only: the moderation page (bans) and the appeals ("Descargos"). */
  admin: '/admin',
  /** Staff only: the ban appeals (descargos), pending first, and one appeal with its evidence. */
  banAppeals: '/admin/descargos',
  banAppeal: (documentId: string) => `/admin/descargos/${encodeURIComponent(documentId)}`,
  discord: '/discord',
  /** Términos y condiciones and the privacy policy, written by staff in the CMS. */
  terms: '/terminos',
  privacy: '/privacidad',
  settings: '/ajustes',
  yourMembership: '/tu-membresia',
} as const;

/** Where the route guard stores the page a visitor wanted before signing in. */
export type RedirectState = { from?: { pathname: string; search?: string; hash?: string } };

export function redirectTarget(state: unknown, fallback: string = paths.home): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return fallback;
  const from = (state as RedirectState).from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * The anchor of a game mode's section of the rule book: "Zombie Escape" → "zombie-escape", "Clásico" →
 * "clasico" (the CMS seeds each section's slug the same way; the rule book also matches a section by it).
 */
export function gameModeAnchor(gameMode: string): string {
  return gameMode
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
