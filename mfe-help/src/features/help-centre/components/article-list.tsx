import styled from 'styled-components';
import { type HelpArticle, paths, Skeleton, Link } from '@cs16ar/shared';
import { formatDate } from '@cs16ar/shared/format';
import { ArrowRightIcon, DocumentIcon } from '@cs16ar/shared/icons';
import { htmlToText } from '../../../lib/html-text';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const ItemLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    border-color: ${({ theme }) => theme.colors.borderStrong};

    > svg:last-child {
      color: ${({ theme }) => theme.colors.primaryStrong};
      transform: translateX(3px);
    }
  }

  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textFaint};
    transition:
      transform ${({ theme }) => theme.transitions.fast},
      color ${({ theme }) => theme.transitions.fast};
  }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;

  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.35;
  }
`;

const Excerpt = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Updated = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.8rem;
`;

export function ArticleList({ articles }: { articles: HelpArticle[] }) {
  return (
    <List>
      {articles.map((article) => {
        const updated = formatDate(article.updatedAt);
        return (
          <li key={article.documentId}>
            <ItemLink to={paths.helpArticle(article.slug)}>
              <DocumentIcon size={22} />
              <Text>
                <h3>{article.title}</h3>
                <Excerpt>{htmlToText(article.content, 140)}</Excerpt>
                {updated && (
                  <Updated>
                    Actualizado el <time dateTime={article.updatedAt}>{updated}</time>
                  </Updated>
                )}
              </Text>
              <ArrowRightIcon size={18} />
            </ItemLink>
          </li>
        );
      })}
    </List>
  );
}

export function ArticleListSkeleton() {
  return (
    <List>
      {[0, 1, 2, 3].map((index) => (
        <li key={index}>
          <Skeleton $height="92px" $radius="10px" />
        </li>
      ))}
    </List>
  );
}
