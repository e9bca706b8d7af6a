import styled from 'styled-components';
import { Link, type NewsTag } from '@cs16ar/shared';
import { newsListHref } from '../lib/news-list-address';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled(Link)`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.07);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.78rem;
  font-weight: 650;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: rgba(255, 255, 255, 0.12);
  }
`;

/** A post's tags, each linking to the list of that tag (above a card's own link, so both can be clicked). */
export function TagList({ tags, label }: { tags: NewsTag[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <List aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Tag to={newsListHref({ page: 1, tag: tag.slug })}>{tag.name}</Tag>
        </li>
      ))}
    </List>
  );
}
