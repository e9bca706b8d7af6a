import styled from 'styled-components';
import { Alert, ButtonLink, mediaUp, usePageMeta, useSearchParams, pageHeads } from '@cs16ar/shared';
import { FeedIcon, NewsIcon } from '@cs16ar/shared/icons';
import { PageColumn, PageHeader } from '../../../components/community-page';
import { StatePanel } from '../../../components/state-panel';
import { newsFeedUrl, useFeedLink } from '../hooks/use-feed-link';
import { useNewsPage } from '../hooks/use-news-page';
import { newsListHref, readNewsListAddress } from '../lib/news-list-address';
import { NewsCard, NewsCardSkeleton } from './news-card';
import { NewsPagination } from './news-pagination';
import { TagFilter } from './tag-filter';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const FeedLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  align-self: flex-start;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: 650;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const SKELETON_CARDS = 6;

/** docs/product.md §2 "Novedades" at /comunidad/novedades: the news, newest first, by tag, page by page. */
export function NewsListPage() {
  usePageMeta(pageHeads.newsList.title, pageHeads.newsList.description);
  useFeedLink();
  const [search] = useSearchParams();
  const { page, tag } = readNewsListAddress(search);
  const state = useNewsPage(page, tag);

  const tags = state.status === 'success' ? state.page.meta.tags : [];
  const chosenName = state.status === 'success' ? (state.page.meta.tag?.name ?? tag) : tag;

  return (
    <PageColumn>
      <PageHeader
        icon={<NewsIcon size={16} />}
        title={pageHeads.newsList.heading}
        extra={
          <FeedLink href={newsFeedUrl()} type="application/atom+xml">
            <FeedIcon size={18} />
            Seguí las novedades con tu lector de feeds (Atom)
          </FeedLink>
        }
      >
        {pageHeads.newsList.intro}
      </PageHeader>

      {state.status === 'success' && (tags.length > 0 || tag !== null) ? (
        <TagFilter tags={tags} selected={state.page.meta.tag?.slug ?? null} />
      ) : null}

      {state.status === 'loading' ? (
        <>
          <p className="visually-hidden" role="status">
            Cargando novedades...
          </p>
          <Grid aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <NewsCardSkeleton />
              </li>
            ))}
          </Grid>
        </>
      ) : null}

      {state.status === 'error' ? (
        <Alert tone="error" onRetry={state.reload}>
          {state.message}
        </Alert>
      ) : null}

      {state.status === 'success' && state.page.data.length > 0 ? (
        <>
          <Grid aria-label={chosenName ? `Novedades con la etiqueta ${chosenName}` : 'Novedades'}>
            {state.page.data.map((post, index) => (
              <li key={post.documentId}>
                <NewsCard post={post} eager={index < 3} />
              </li>
            ))}
          </Grid>
          <NewsPagination page={page} pageCount={state.page.meta.pagination.pageCount} tag={tag} />
        </>
      ) : null}

      {state.status === 'success' && state.page.data.length === 0 ? (
        <EmptyNews tag={tag} tagName={chosenName} pastTheEnd={state.page.meta.pagination.total > 0} />
      ) : null}
    </PageColumn>
  );
}

function EmptyNews({ tag, tagName, pastTheEnd }: { tag: string | null; tagName: string | null; pastTheEnd: boolean }) {
  if (pastTheEnd) {
    return (
      <StatePanel
        title="Esta página no tiene novedades"
        actions={<ButtonLink to={newsListHref({ page: 1, tag })}>Ir a las más recientes</ButtonLink>}
      >
        Las novedades terminan antes.
      </StatePanel>
    );
  }
  if (tagName) {
    return (
      <StatePanel
        title={`No hay novedades con la etiqueta “${tagName}”`}
        actions={<ButtonLink to={newsListHref({ page: 1, tag: null })}>Ver todas las novedades</ButtonLink>}
      >
        Puede que la etiqueta esté mal escrita o que todavía no haya publicaciones con ella.
      </StatePanel>
    );
  }
  return (
    <StatePanel title="Todavía no hay novedades">
      Cuando el staff publique eventos, torneos o anuncios, los vas a ver acá.
    </StatePanel>
  );
}
