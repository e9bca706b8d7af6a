import { Badge, helpCategoryLabels, isHelpCategory, type HelpCategory } from '@cs16ar/shared';
import { CategoryIcon } from './category-icon';

/** The category's icon and Spanish name; an unknown category (a newer CMS) shows as General. */
export function CategoryBadge({ category }: { category: HelpCategory | string }) {
  const known: HelpCategory = isHelpCategory(category) ? category : 'general';
  return (
    <Badge $tone="primary">
      <CategoryIcon category={known} size={14} />
      {helpCategoryLabels[known]}
    </Badge>
  );
}
