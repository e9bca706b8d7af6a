/** Every route of the site in one place (docs/product.md §2 route table), so links and routes cannot drift apart. */
export const paths = {
  home: '/',
  login: '/iniciar-sesion',
  register: '/registrarse',
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
  communityStaff: '/comunidad/staff',
  communityRules: '/comunidad/reglamentos',
  admin: '/admin',
  discord: '/discord',
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
