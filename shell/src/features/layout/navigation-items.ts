import { paths, type NavigationItem } from '@cs16ar/shared';

export const communityItems: NavigationItem[] = [
  {
    path: paths.communityAbout,
    label: 'Sobre nosotros',
    description: 'La historia de la comunidad desde 2012',
    icon: 'info',
  },
  { path: paths.communityNews, label: 'Novedades', description: 'Noticias y anuncios', icon: 'news' },
  { path: paths.communityStaff, label: 'Staff', description: 'El equipo que cuida los servidores', icon: 'shield' },
  { path: paths.communityRules, label: 'Reglamentos', description: 'Las reglas de la comunidad', icon: 'rules' },
];

export const mainItems: NavigationItem[] = [
  { path: paths.servers, label: 'Servidores', icon: 'servers' },
  { path: paths.membership, label: 'Membresía', icon: 'star' },
  { path: paths.help, label: 'Ayuda', icon: 'help' },
];

export const accountItems: NavigationItem[] = [
  { path: paths.profile, label: 'Mi perfil', icon: 'user' },
  { path: paths.settings, label: 'Ajustes', icon: 'settings' },
  { path: paths.yourMembership, label: 'Tu membresía', icon: 'star' },
  { path: paths.logout, label: 'Cerrar sesión', icon: 'logout' },
];

/** Titles and descriptions of the screens SPEC §2 names but does not show. */
export const comingSoonPages: Record<string, { title: string; description: string }> = {
  [paths.community]: { title: 'Comunidad', description: 'Todo sobre la comunidad de CS 1.6 más grande de Argentina.' },
  [paths.communityAbout]: { title: 'Sobre nosotros', description: 'La historia de la comunidad desde marzo de 2012.' },
  [paths.communityNews]: { title: 'Novedades', description: 'Noticias y anuncios de la comunidad.' },
  [paths.communityStaff]: { title: 'Staff', description: 'El equipo que administra y modera los servidores.' },
  [paths.communityRules]: { title: 'Reglamentos', description: 'Las reglas que valen en todos nuestros servidores.' },
  [paths.discord]: { title: 'Discord', description: 'El servidor de Discord de la comunidad.' },
  [paths.settings]: { title: 'Ajustes', description: 'Preferencias de tu cuenta.' },
  [paths.yourMembership]: { title: 'Tu membresía', description: 'El estado de tu membresía y tus pagos.' },
  [paths.admin]: { title: 'Administración', description: 'Panel de administración de la comunidad.' },
};
