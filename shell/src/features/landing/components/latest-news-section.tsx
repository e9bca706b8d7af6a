import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { imageUrl, Link, mediaUp, paths, Skeleton, type NewsPostSummary } from '@cs16ar/shared';
import { formatDate } from '@cs16ar/shared/format';
import { ArrowRightIcon } from '@cs16ar/shared/icons';
import { useStartWhenNear } from '../hooks/use-start-when-near';
import { LATEST_NEWS_SHOWN } from '../lib/landing-constants';
import type { LatestNewsView } from '../types/latest-news-view';
import { Section, SectionHeader } from './section';

type SourceProps = { onView: (view: LatestNewsView) => void };

function NewsUnavailable({ onView }: SourceProps) {
  useEffect(() => onView({ status: 'error' }), [onView]);
  return null;
}

const LatestNewsSource = lazy(() =>
  import(/* webpackChunkName: "latest-news" */ './latest-news-source').then(
    (module) => ({ default: module.LatestNewsSource }),
    (error: unknown) => {
      console.error('[landing] the latest news could not be loaded', error);
      return { default: NewsUnavailable };
    },
  ),
);

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    border-color ${({ theme }) => theme.transitions.normal};

  &:hover {
    transform: translateY(-3px);
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Cover = styled.div`
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surfaceRaised};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px 18px 20px;

  /* Every line has its room whatever the post says (two for the title, three for the summary, cut beyond):
     a card, a placeholder and an empty place all have one height, so nothing moves when posts arrive. */
  time {
    display: block;
    min-height: 1.4em;
    line-height: 1.4;
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.85rem;
  }
  h3 {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    min-height: calc(2 * 1.35em);
    margin: 0;
    font-size: 1.08rem;
    line-height: 1.35;
  }
  p {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
    min-height: calc(3 * 1.5em);
    margin: 0;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.95rem;
  }
`;

/** A place with no post in it (fewer than three published, or none could be read): a card's size, dashed. */
const EmptySlot = styled(Card)`
  border-style: dashed;
  background: transparent;

  &:hover {
    transform: none;
    border-color: ${({ theme }) => theme.colors.border};
  }
  > :not(strong) {
    visibility: hidden;
  }
  strong {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 18px;
    color: ${({ theme }) => theme.colors.textFaint};
    font-weight: 400;
    text-align: center;
  }
`;

const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 20px;
`;

const AllNewsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primaryStrong};

  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &:hover svg {
    transform: translateX(3px);
  }
`;

function NewsCard({ post }: { post: NewsPostSummary }) {
  const date = formatDate(post.publishDate);
  const cover = imageUrl(post.cover, 'small');
  return (
    <Card aria-labelledby={`ultima-${post.documentId}`}>
      <Cover>
        {/* Asked for as soon as the post is known (the posts themselves are read once the page is idle), at low
            priority: lazily, a cover far below the fold was not fetched until scrolled to, and a quick scroll or a
            whole-page capture showed empty grey blocks (issue 48). */}
        {cover ? (
          <img src={cover} alt={post.cover?.alternativeText ?? ''} fetchPriority="low" decoding="async" />
        ) : null}
      </Cover>
      <Body>
        {date ? <time dateTime={post.publishDate}>{date}</time> : null}
        <h3 id={`ultima-${post.documentId}`}>
          <CardLink to={paths.communityNewsPost(post.slug)}>{post.title}</CardLink>
        </h3>
        <p>{post.summary}</p>
      </Body>
    </Card>
  );
}

// Inside a paragraph or a heading a placeholder must be phrasing content.
const InlineSkeleton = styled(Skeleton).attrs({ as: 'span' })`
  display: block;
`;

/** A card's rows as placeholders: a place while loading, and the size of an empty one. */
function PlaceholderRows() {
  return (
    <>
      <Cover />
      <Body>
        <time>
          <InlineSkeleton $width="35%" $height="0.85rem" />
        </time>
        <h3>
          <InlineSkeleton $width="85%" $height="1em" />
        </h3>
        <p>
          <InlineSkeleton $height="0.95rem" />
        </p>
      </Body>
    </>
  );
}

function emptyMessage(failed: boolean, shown: number): string {
  if (failed) return 'No pudimos consultar las novedades ahora.';
  return shown === 0 ? 'Todavía no hay novedades publicadas.' : 'No hay más novedades por ahora.';
}

/**
 * "Últimas novedades": the first posts of the Comunidad section, each linking to it, and the way to all of
 * them. Its places are there from the first paint; the posts fill them when they arrive.
 */
export function LatestNewsSection() {
  const [ref, started] = useStartWhenNear<HTMLElement>();
  const [view, setView] = useState<LatestNewsView>({ status: 'loading' });
  const posts = view.status === 'success' ? view.posts.slice(0, LATEST_NEWS_SHOWN) : [];

  return (
    <Section ref={ref} aria-labelledby="ultimas-novedades">
      <SectionHeader id="ultimas-novedades" eyebrow="Novedades" title="Últimas novedades">
        Torneos, eventos y todo lo que pasa en los servidores.
      </SectionHeader>
      {started ? (
        <Suspense fallback={null}>
          <LatestNewsSource onView={setView} />
        </Suspense>
      ) : null}
      <Grid aria-labelledby="ultimas-novedades" aria-busy={view.status === 'loading' || undefined}>
        {posts.map((post) => (
          <NewsCard key={post.documentId} post={post} />
        ))}
        {/* Always three places, so the page below never moves whatever the CMS answers. */}
        {Array.from({ length: LATEST_NEWS_SHOWN - posts.length }, (_, index) =>
          view.status === 'loading' ? (
            <Card key={`slot-${index}`} aria-hidden="true">
              <PlaceholderRows />
            </Card>
          ) : (
            <EmptySlot key={`slot-${index}`} aria-hidden={index > 0 || undefined}>
              <PlaceholderRows />
              {index === 0 ? <strong>{emptyMessage(view.status === 'error', posts.length)}</strong> : null}
            </EmptySlot>
          ),
        )}
      </Grid>
      <Footer>
        <AllNewsLink to={paths.communityNews}>
          Ver todas las novedades
          <ArrowRightIcon size={18} />
        </AllNewsLink>
      </Footer>
    </Section>
  );
}
