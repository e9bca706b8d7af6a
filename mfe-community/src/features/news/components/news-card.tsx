import styled from 'styled-components';
import { Link, paths, Skeleton, staffRoleLabels, type NewsPostSummary } from '@cs16ar/shared';
import { CoverImage } from './cover-image';
import { PostDate } from './post-meta';
import { TagList } from './tag-list';

const Card = styled.article<{ $pinned: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $pinned }) => ($pinned ? 'rgba(255, 138, 31, 0.45)' : theme.colors.border)};
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

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 18px 18px 20px;

  h2 {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.35;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.55;
  }
`;

/** The title links to the post; the link covers the whole card. */
const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Author = styled.span`
  margin-top: auto;
  padding-top: 6px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.85rem;
`;

export function authorLine(post: Pick<NewsPostSummary, 'author'>): string {
  if (!post.author) return 'Por el equipo de CS 1.6 Argentina';
  return `Por ${post.author.nickname ?? post.author.username} · ${staffRoleLabels[post.author.role]}`;
}

/** One post in the list: cover, date (and "Fijada"), title, summary, tags and who wrote it. */
export function NewsCard({ post, eager = false }: { post: NewsPostSummary; eager?: boolean }) {
  const titleId = `novedad-${post.documentId}`;
  return (
    <Card $pinned={post.pinned} aria-labelledby={titleId}>
      <CoverImage cover={post.cover} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" eager={eager} />
      <Body>
        <PostDate post={post} />
        <h2 id={titleId}>
          <TitleLink to={paths.communityNewsPost(post.slug)}>{post.title}</TitleLink>
        </h2>
        <p>{post.summary}</p>
        <TagList tags={post.tags} label={`Etiquetas de ${post.title}`} />
        <Author>{authorLine(post)}</Author>
      </Body>
    </Card>
  );
}

export function NewsCardSkeleton() {
  return (
    <Card $pinned={false} aria-hidden="true">
      <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '16 / 9' }} />
      <Body>
        <Skeleton $width="40%" $height="0.9rem" />
        <Skeleton $width="85%" $height="1.3rem" />
        <Skeleton $height="0.95rem" />
        <Skeleton $width="70%" $height="0.95rem" />
      </Body>
    </Card>
  );
}
