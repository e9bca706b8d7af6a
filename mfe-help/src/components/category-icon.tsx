import type { HelpCategory } from '@cs16ar/shared';
import {
  CompassIcon,
  CreditCardIcon,
  ServerIcon,
  StarIcon,
  UserIcon,
  WrenchIcon,
  type IconComponent,
} from '@cs16ar/shared/icons';

const categoryIcons: Record<HelpCategory, IconComponent> = {
  general: CompassIcon,
  account: UserIcon,
  servers: ServerIcon,
  membership: StarIcon,
  payments: CreditCardIcon,
  technical: WrenchIcon,
};

/** The icon of a help category. */
export function CategoryIcon({ category, size }: { category: HelpCategory; size?: number }) {
  const Drawing = categoryIcons[category];
  return <Drawing size={size} />;
}
