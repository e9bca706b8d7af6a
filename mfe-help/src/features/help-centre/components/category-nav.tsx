import styled from 'styled-components';
import { helpCategories, helpCategoryLabels, mediaUp, type HelpCategory, Link } from '@cs16ar/shared';
import { CategoryIcon } from '../../../components/category-icon';

const Nav = styled.nav`
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.1em;
    color: ${({ theme }) => theme.colors.textFaint};
    margin-bottom: 12px;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;

    ${mediaUp('md')} {
      grid-template-columns: 1fr;
      gap: 4px;
    }
  }
`;

const CategoryLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  ${mediaUp('md')} {
    border-color: transparent;
    background: transparent;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    background: rgba(255, 138, 31, 0.12);
    border-color: rgba(255, 138, 31, 0.45);

    svg {
      color: ${({ theme }) => theme.colors.primaryStrong};
    }
  }

  svg {
    flex: none;
  }
`;

const Label = styled.span`
  flex: 1;
  min-width: 0;
  line-height: 1.25;
`;

const Count = styled.span`
  font-size: 0.8rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textFaint};
`;

/** The six categories (docs/product.md §3) as links, so the chosen one lives in the URL and survives a reload. */
export function CategoryNav({
  selected,
  counts,
  hrefFor,
}: {
  selected: HelpCategory;
  counts: Partial<Record<HelpCategory, number>>;
  hrefFor: (category: HelpCategory) => string;
}) {
  return (
    <Nav aria-labelledby="help-categories-title">
      <h2 id="help-categories-title">Categorías</h2>
      <ul>
        {helpCategories.map((category) => (
          <li key={category}>
            <CategoryLink
              to={hrefFor(category)}
              preventScrollReset
              aria-current={category === selected ? 'page' : undefined}
            >
              <CategoryIcon category={category} />
              <Label>{helpCategoryLabels[category]}</Label>
              {counts[category] !== undefined && (
                <Count>
                  <span aria-hidden="true">{counts[category]}</span>
                  <span className="visually-hidden">{`, ${counts[category]} artículos`}</span>
                </Count>
              )}
            </CategoryLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
