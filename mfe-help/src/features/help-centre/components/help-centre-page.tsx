import { useMemo } from 'react';
import styled from 'styled-components';
import {
  Alert,
  helpCategories,
  helpCategoryLabels,
  isHelpCategory,
  mediaUp,
  paths,
  usePageMeta,
  type HelpArticle,
  type HelpCategory,
  Link,
  useSearchParams,
  pageHeads,
} from '@cs16ar/shared';
import { HeadsetIcon } from '@cs16ar/shared/icons';
import { titleMatches } from '../../../lib/search-text';
import { useHelpArticles } from '../hooks/use-help-articles';
import { ArticleList, ArticleListSkeleton } from './article-list';
import { CategoryNav } from './category-nav';
import { FeaturedArticles, FeaturedArticlesSkeleton } from './featured-articles';
import { SearchBox } from './search-box';

/** Query-string keys: the chosen category and the search text live in the URL (shareable, reload-proof). */
export const CATEGORY_PARAM = 'categoria';
export const SEARCH_PARAM = 'q';
const DEFAULT_CATEGORY: HelpCategory = 'general';
const NO_ARTICLES: HelpArticle[] = [];

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 32px 16px 48px;

  ${mediaUp('md')} {
    padding: 48px 24px 64px;
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-bottom: 40px;

  h1 {
    margin: 0;
    font-size: clamp(2rem, 5vw, 2.75rem);
    letter-spacing: -0.01em;
  }

  p {
    margin: 0;
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Eyebrow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: 700;
  font-size: 0.8rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Section = styled.section`
  margin-bottom: 40px;

  > h2 {
    font-size: 1.35rem;
    margin-bottom: 16px;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;

  ${mediaUp('md')} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: 32px;
    align-items: start;
  }
`;

const Sticky = styled.div`
  ${mediaUp('md')} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.topBarHeight} + 24px);
  }
`;

const ListHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;

  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
`;

const ResultCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.9rem;
`;

const Empty = styled.div`
  padding: 32px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
  p + p {
    margin-top: 12px;
    font-size: 0.9rem;
  }
  a {
    font-weight: 600;
  }
`;

function countByCategory(articles: HelpArticle[]): Partial<Record<HelpCategory, number>> {
  const counts: Partial<Record<HelpCategory, number>> = {};
  for (const category of helpCategories) counts[category] = 0;
  for (const article of articles) {
    if (isHelpCategory(article.category)) counts[article.category] = (counts[article.category] ?? 0) + 1;
  }
  return counts;
}

function articlesLabel(count: number): string {
  return count === 1 ? '1 artículo' : `${count} artículos`;
}

/** docs/product.md §2 "Help centre": search, featured articles, categories and the chosen category's articles. */
export function HelpCentrePage() {
  usePageMeta(pageHeads.helpCentre.title, pageHeads.helpCentre.description);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(CATEGORY_PARAM);
  const category: HelpCategory = isHelpCategory(requested) ? requested : DEFAULT_CATEGORY;
  const query = searchParams.get(SEARCH_PARAM) ?? '';
  const searching = query.trim() !== '';
  const state = useHelpArticles();

  const hrefFor = (next: HelpCategory, search = query) => {
    const params = new URLSearchParams();
    if (next !== DEFAULT_CATEGORY) params.set(CATEGORY_PARAM, next);
    if (search) params.set(SEARCH_PARAM, search);
    const text = params.toString();
    return text ? `${paths.help}?${text}` : paths.help;
  };

  const setQuery = (value: string) => {
    const params = new URLSearchParams(searchParams);
    if (value) params.set(SEARCH_PARAM, value);
    else params.delete(SEARCH_PARAM);
    // Typing replaces the entry, so Back leaves the page instead of undoing one letter at a time.
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const articles = state.status === 'success' ? state.articles : NO_ARTICLES;
  const featured = useMemo(() => articles.filter((article) => article.featured), [articles]);
  const counts = useMemo(() => countByCategory(articles), [articles]);
  const inCategory = articles.filter((article) => article.category === category);
  const shown = inCategory.filter((article) => titleMatches(article.title, query));
  // Matches elsewhere, offered when the chosen category has none (the search covers one category, docs/product.md §2).
  const elsewhere = searching
    ? helpCategories
        .filter((other) => other !== category)
        .map((other) => ({
          category: other,
          count: articles.filter((article) => article.category === other && titleMatches(article.title, query)).length,
        }))
        .filter((entry) => entry.count > 0)
    : [];

  return (
    <Page>
      <Header>
        <Eyebrow>
          <HeadsetIcon size={16} />
          Soporte
        </Eyebrow>
        <h1>{pageHeads.helpCentre.heading}</h1>
        <p>{pageHeads.helpCentre.intro}</p>
        <SearchBox value={query} onChange={setQuery} />
      </Header>

      {state.status === 'error' && (
        <Section>
          <Alert tone="error" onRetry={state.reload}>
            {state.message}
          </Alert>
        </Section>
      )}

      {/* While searching the results come first: on a phone they would otherwise sit below the fold. */}
      {!searching && state.status !== 'error' && (featured.length > 0 || state.status === 'loading') && (
        <Section aria-labelledby="featured-title">
          <h2 id="featured-title">Artículos destacados</h2>
          {state.status === 'loading' ? <FeaturedArticlesSkeleton /> : <FeaturedArticles articles={featured} />}
        </Section>
      )}

      <Columns>
        <Sticky>
          <CategoryNav
            selected={category}
            counts={state.status === 'success' ? counts : {}}
            hrefFor={(next) => hrefFor(next)}
          />
        </Sticky>
        <section aria-labelledby="category-title">
          <ListHeader>
            <h2 id="category-title">{helpCategoryLabels[category]}</h2>
            {state.status === 'success' && (
              <ResultCount role="status">
                {searching ? `${articlesLabel(shown.length)} para “${query.trim()}”` : articlesLabel(shown.length)}
              </ResultCount>
            )}
          </ListHeader>
          {state.status === 'loading' && (
            <>
              <p className="visually-hidden" role="status">
                Cargando artículos...
              </p>
              <ArticleListSkeleton />
            </>
          )}
          {state.status === 'success' && shown.length > 0 && <ArticleList articles={shown} />}
          {state.status === 'success' && shown.length === 0 && (
            <Empty>
              <p>No se encontraron artículos en esta categoría.</p>
              {elsewhere.length > 0 && (
                <p>
                  También hay resultados en{' '}
                  {elsewhere.map((entry, index) => (
                    <span key={entry.category}>
                      {index > 0 && ', '}
                      <Link to={hrefFor(entry.category)} preventScrollReset>
                        {helpCategoryLabels[entry.category]} ({entry.count})
                      </Link>
                    </span>
                  ))}
                  .
                </p>
              )}
            </Empty>
          )}
        </section>
      </Columns>
    </Page>
  );
}
