import type { NavigationItem } from '@cs16ar/shared';
import { InfoIcon } from '@cs16ar/shared/icons';

/** A navigation item's icon; an item without one shows the info icon. */
export function NavIcon({ item, size }: { item: NavigationItem; size?: number }) {
  const Drawing = item.icon ?? InfoIcon;
  return <Drawing size={size} />;
}
