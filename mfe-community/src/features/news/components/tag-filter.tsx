import styled from 'styled-components';
import type { NewsTag } from '@cs16ar/shared';
import { FilterChip as Chip, FilterChipList } from '../../../components/filter-chips';
import { newsListHref } from '../lib/news-list-address';

const Nav = styled.nav`
  margin-bottom: 24px;
`;

/** "Todas" and one chip per tag of what can be read now; the chosen one is marked (`?etiqueta=` in the address). */
export function TagFilter({ tags, selected }: { tags: NewsTag[]; selected: string | null }) {
  return (
    <Nav aria-label="Filtrar novedades por etiqueta">
      <FilterChipList>
        <li>
          <Chip to={newsListHref({ page: 1, tag: null })} aria-current={selected === null ? 'page' : undefined}>
            Todas
          </Chip>
        </li>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Chip
              to={newsListHref({ page: 1, tag: tag.slug })}
              aria-current={selected === tag.slug ? 'page' : undefined}
            >
              {tag.name}
            </Chip>
          </li>
        ))}
      </FilterChipList>
    </Nav>
  );
}
