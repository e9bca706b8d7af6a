import { paths, type NavigationItem } from '@cs16ar/shared';
import {
  DocumentIcon,
  HelpIcon,
  InfoIcon,
  LockIcon,
  LogoutIcon,
  NewsIcon,
  ServerIcon,
  SettingsIcon,
  ShieldIcon,
  StarIcon,
  UserIcon,
} from '@cs16ar/shared/icons';

/**
 * The Comunidad menu (top bar dropdown, phone sheet): mfe-community's pages. A new page of the section is one
 * entry here and its route in `features/remotes/remote-routes.ts`.
 */
export const communityItems: NavigationItem[] = [
  {
    path: paths.communityAbout,
    label: 'Sobre nosotros',
    description: 'La historia de la comunidad desde 2012',
    icon: InfoIcon,
  },
  { path: paths.communityNews, label: 'Novedades', description: 'Noticias y anuncios', icon: NewsIcon },
  { path: paths.communityStaff, label: 'Staff', description: 'El equipo que cuida los servidores', icon: ShieldIcon },
  { path: paths.communityRules, label: 'Reglamentos', description: 'Las reglas de la comunidad', icon: DocumentIcon },
  { path: paths.bans, label: 'Baneos', description: 'Quién está baneado, por qué y hasta cuándo', icon: LockIcon },
];

export const mainItems: NavigationItem[] = [
  { path: paths.servers, label: 'Servidores', icon: ServerIcon },
  { path: paths.membership, label: 'Membresía', icon: StarIcon },
  { path: paths.help, label: 'Ayuda', icon: HelpIcon },
];

export const accountItems: NavigationItem[] = [
  { path: paths.profile, label: 'Mi perfil', icon: UserIcon },
  { path: paths.settings, label: 'Ajustes', icon: SettingsIcon },
  { path: paths.yourMembership, label: 'Tu membresía', icon: StarIcon },
  { path: paths.logout, label: 'Cerrar sesión', icon: LogoutIcon },
];

/** Titles and descriptions of the screens docs/product.md §2 names but does not show. */
export const comingSoonPages: Record<string, { title: string; description: string }> = {};
