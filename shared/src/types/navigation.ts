import type { IconComponent } from '../icons/icons';

export type NavigationItem = {
  path: string;
  label: string;
  description?: string;
  /** Its icon, from `@cs16ar/shared/icons`. */
  icon?: IconComponent;
};
