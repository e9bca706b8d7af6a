import styled from 'styled-components';
import { type HelpArticle, mediaUp, paths, Skeleton, Link } from '@cs16ar/shared';
import { formatDate } from '@cs16ar/shared/format';
import { CategoryBadge } from '../../../components/category-badge';
import { CalendarIcon } from '@cs16ar/shared/icons';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;

  /* On a phone the featured cards scroll sideways, so the categories stay near the top. */
  grid-auto-flow: column;
  grid-auto-columns: 78%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  margin: 0 -16px;
  padding: 4px 16px 8px;
  scroll-padding: 0 16px;

  > li {
    scroll-snap-align: start;
  }

  ${mediaUp('sm')} {
    grid-auto-flow: row;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    overflow: visible;
    margin: 0;
    padding: 0;
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 16px;
  }
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  height: 100%;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.surfaceRaised} 0%,
    ${({ theme }) => theme.colors.surface} 100%
  );
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    border-color ${({ theme }) => theme.transitions.normal};

  &:hover {
    transform: translateY(-3px);
    border-color: rgba(255, 138, 31, 0.5);
  }

  h3 {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.35;
  }
`;

const Meta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: auto;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textFaint};
`;

export function FeaturedArticles({ articles }: { articles: HelpArticle[] }) {
  return (
    <Grid>
      {articles.map((article) => {
        const updated = formatDate(article.updatedAt);
        return (
          <li key={article.documentId}>
            <CardLink to={paths.helpArticle(article.slug)}>
              <span>
                <CategoryBadge category={article.category} />
              </span>
              <h3>{article.title}</h3>
              {updated && (
                <Meta>
                  <CalendarIcon size={15} />
                  <span>
                    Actualizado el <time dateTime={article.updatedAt}>{updated}</time>
                  </span>
                </Meta>
              )}
            </CardLink>
          </li>
        );
      })}
    </Grid>
  );
}

export function FeaturedArticlesSkeleton() {
  return (
    <Grid>
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Skeleton $height="128px" $radius="16px" />
        </li>
      ))}
    </Grid>
  );
}
