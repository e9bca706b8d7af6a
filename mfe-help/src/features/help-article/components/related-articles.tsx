import styled from 'styled-components';
import { type HelpArticle, mediaUp, paths, Link } from '@cs16ar/shared';
import { formatDate } from '@cs16ar/shared/format';
import { CalendarIcon } from '@cs16ar/shared/icons';

const Section = styled.section`
  h2 {
    font-size: 1.25rem;
    margin-bottom: 16px;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;

  ${mediaUp('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  line-height: 1.4;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    border-color: rgba(255, 138, 31, 0.5);
  }

  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    margin-top: auto;
    font-size: 0.8rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

export function RelatedArticles({ articles }: { articles: HelpArticle[] }) {
  if (articles.length === 0) return null;
  return (
    <Section aria-labelledby="related-title">
      <h2 id="related-title">Artículos relacionados</h2>
      <Grid>
        {articles.map((article) => {
          const updated = formatDate(article.updatedAt);
          return (
            <li key={article.documentId}>
              <CardLink to={paths.helpArticle(article.slug)}>
                {article.title}
                {updated && (
                  <span>
                    <CalendarIcon size={14} />
                    {updated}
                  </span>
                )}
              </CardLink>
            </li>
          );
        })}
      </Grid>
    </Section>
  );
}
