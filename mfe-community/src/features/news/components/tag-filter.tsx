import styled from 'styled-components';
import { Link, type NewsTag } from '@cs16ar/shared';
import { newsListHref } from '../lib/news-list-address';

const Nav = styled.nav`
  margin-bottom: 24px;

  ul {
    display: flex;
    gap: 8px;
    margin: 0;
    padding: 0 0 4px;
    list-style: none;
    /* On a phone the tags scroll sideways instead of wrapping into a wall of chips. */
    overflow-x: auto;
    scrollbar-width: thin;
  }
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 650;
  font-size: 0.9rem;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.gradients.primary};
    border-color: transparent;
  }
`;

/** "Todas" and one chip per tag of what can be read now; the chosen one is marked (`?etiqueta=` in the address). */
export function TagFilter({ tags, selected }: { tags: NewsTag[]; selected: string | null }) {
  return (
    <Nav aria-label="Filtrar novedades por etiqueta">
      <ul>
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
      </ul>
    </Nav>
  );
}
