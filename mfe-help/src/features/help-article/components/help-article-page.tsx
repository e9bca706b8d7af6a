import styled from 'styled-components';
import {
  BackLink,
  Button,
  ButtonLink,
  type HelpArticle,
  isHelpCategory,
  mediaUp,
  paths,
  Skeleton,
  usePageMeta,
  useParams,
  pageHeads,
} from '@cs16ar/shared';
import { formatDate } from '@cs16ar/shared/format';
import { CategoryBadge } from '../../../components/category-badge';
import { ArrowLeftIcon, CalendarIcon } from '@cs16ar/shared/icons';
import { htmlToText } from '../../../lib/html-text';
import { useHelpArticle } from '../hooks/use-help-article';
import { ArticleBody } from './article-body';
import { ArticleFeedback } from './article-feedback';
import { RelatedArticles } from './related-articles';

const Page = styled.div`
  max-width: 820px;
  margin: 0 auto;
  padding: 24px 16px 48px;

  ${mediaUp('md')} {
    padding: 40px 24px 64px;
  }
`;

const Article = styled.article`
  padding: 24px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  margin-bottom: 24px;

  ${mediaUp('md')} {
    padding: 40px 48px;
  }

  > header {
    padding-bottom: 20px;
    margin-bottom: 28px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  h1 {
    font-size: clamp(1.65rem, 4.5vw, 2.35rem);
    margin-bottom: 14px;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.9rem;

  > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 32px;
`;

const Message = styled.div`
  padding: 48px 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h1 {
    font-size: 1.6rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: 24px;
  }
  div {
    display: flex;
    gap: 12px;
    justify-content: center;
    flex-wrap: wrap;
  }
`;

function helpCentreFor(article: HelpArticle): string {
  return isHelpCategory(article.category) && article.category !== 'general'
    ? `${paths.help}?categoria=${article.category}`
    : paths.help;
}

function ArticleSkeleton() {
  return (
    <Article aria-busy="true">
      <p className="visually-hidden" role="status">
        Cargando artículo...
      </p>
      <header>
        <Skeleton $width="70%" $height="2.2rem" />
        <Skeleton $width="40%" $height="1rem" style={{ marginTop: 16 }} />
      </header>
      <Skeleton $height="1rem" />
      <Skeleton $width="92%" $height="1rem" style={{ marginTop: 12 }} />
      <Skeleton $width="80%" $height="1rem" style={{ marginTop: 12 }} />
      <Skeleton $width="86%" $height="1rem" style={{ marginTop: 28 }} />
      <Skeleton $width="60%" $height="1rem" style={{ marginTop: 12 }} />
    </Article>
  );
}

/** docs/product.md §2 "Article page" at /ayuda/:slug. */
export function HelpArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const state = useHelpArticle(slug);

  const article = state.status === 'success' ? state.article : null;
  const pageTitle =
    state.status === 'success'
      ? state.article.title
      : state.status === 'not-found'
        ? 'Artículo no encontrado'
        : state.status === 'error'
          ? 'Error cargando el artículo'
          : pageHeads.helpArticle.title;
  usePageMeta(pageTitle, article ? htmlToText(article.content, 160) : undefined);

  const back = (
    <BackLink to={article ? helpCentreFor(article) : paths.help}>
      <ArrowLeftIcon size={18} />
      Volver a Ayuda
    </BackLink>
  );

  if (state.status === 'loading') {
    return (
      <Page>
        {back}
        <ArticleSkeleton />
      </Page>
    );
  }

  if (state.status === 'not-found') {
    return (
      <Page>
        {back}
        <Message>
          <h1>Artículo no encontrado</h1>
          <p>Puede que el enlace esté mal escrito o que el artículo ya no exista.</p>
          <div>
            <ButtonLink to={paths.help}>Ir al Centro de Ayuda</ButtonLink>
          </div>
        </Message>
      </Page>
    );
  }

  if (state.status === 'error') {
    return (
      <Page>
        {back}
        <Message role="alert">
          <h1>Error cargando el artículo</h1>
          <p>{state.message}</p>
          <div>
            <Button onClick={state.reload}>Reintentar</Button>
            <ButtonLink to={paths.help} $variant="secondary">
              Ir al Centro de Ayuda
            </ButtonLink>
          </div>
        </Message>
      </Page>
    );
  }

  const { related } = state;
  const updated = formatDate(state.article.updatedAt);
  return (
    <Page>
      {back}
      <Article>
        <header>
          <h1>{state.article.title}</h1>
          <Meta>
            <CategoryBadge category={state.article.category} />
            {updated && (
              <span>
                <CalendarIcon size={15} />
                <span>
                  Actualizado el <time dateTime={state.article.updatedAt}>{updated}</time>
                </span>
              </span>
            )}
          </Meta>
        </header>
        <ArticleBody html={state.article.content} />
      </Article>
      <Stack>
        <ArticleFeedback key={state.article.documentId} />
        {related && <RelatedArticles articles={related} />}
      </Stack>
    </Page>
  );
}
