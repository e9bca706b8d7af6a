import styled from 'styled-components';
import {
  Avatar,
  BackLink,
  Button,
  ButtonLink,
  imageUrl,
  Link,
  mediaUp,
  paths,
  Skeleton,
  staffRoleLabels,
  usePageMeta,
  useParams,
  type NewsPost,
} from '@cs16ar/shared';
import { ArrowLeftIcon, ServerIcon } from '@cs16ar/shared/icons';
import { MarkdownText } from '@cs16ar/shared/markdown';
import { PageColumn } from '../../../components/community-page';
import { StatePanel } from '../../../components/state-panel';
import { useFeedLink } from '../hooks/use-feed-link';
import { useNewsPost } from '../hooks/use-news-post';
import { CoverImage } from './cover-image';
import { PostDate } from './post-meta';
import { TagList } from './tag-list';

const Article = styled.article`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px 20px 32px;

  ${mediaUp('md')} {
    padding: 36px 48px 48px;
  }

  h1 {
    margin: 0;
    font-size: clamp(1.65rem, 4.5vw, 2.35rem);
    line-height: 1.2;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.12rem;
  line-height: 1.6;
`;

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.85rem;
  }
`;

const Servers = styled.section`
  margin-top: 8px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    font-size: 1.1rem;
    margin-bottom: 12px;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 650;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  small {
    color: ${({ theme }) => theme.colors.textFaint};
    font-weight: 400;
  }
`;

function Author({ post }: { post: NewsPost }) {
  if (!post.author) {
    return (
      <Byline>
        <Avatar name="CS 1.6 Argentina" size={40} />
        <div>
          <strong>Equipo de CS 1.6 Argentina</strong>
        </div>
      </Byline>
    );
  }
  const name = post.author.nickname ?? post.author.username;
  return (
    <Byline>
      <Avatar name={name} src={imageUrl(post.author.avatar, 'thumbnail')} size={40} />
      <div>
        <Link to={paths.userProfile(post.author.profileId)}>{name}</Link>
        <span>{staffRoleLabels[post.author.role]} de la comunidad</span>
      </div>
    </Byline>
  );
}

function PostSkeleton() {
  return (
    <Article aria-busy="true">
      <p className="visually-hidden" role="status">
        Cargando novedad...
      </p>
      <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '16 / 9' }} />
      <Content>
        <Skeleton $width="30%" $height="1rem" />
        <Skeleton $width="80%" $height="2.2rem" />
        <Skeleton $height="1rem" />
        <Skeleton $width="90%" $height="1rem" />
        <Skeleton $width="75%" $height="1rem" />
      </Content>
    </Article>
  );
}

/** docs/product.md §2 "Novedades": one post at /comunidad/novedades/:slug. */
export function NewsPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const state = useNewsPost(slug);
  useFeedLink();
  usePageMeta(
    state.status === 'success'
      ? state.post.title
      : state.status === 'not-found'
        ? 'Novedad no encontrada'
        : state.status === 'error'
          ? 'Error cargando la novedad'
          : 'Novedades',
    state.status === 'success' ? state.post.summary : undefined,
  );

  const back = (
    <BackLink to={paths.communityNews}>
      <ArrowLeftIcon size={18} />
      Volver a Novedades
    </BackLink>
  );

  return (
    <PageColumn $narrow>
      {back}
      {state.status === 'loading' ? <PostSkeleton /> : null}
      {state.status === 'not-found' ? (
        <StatePanel
          heading={1}
          tone="not-found"
          title="Novedad no encontrada"
          actions={<ButtonLink to={paths.communityNews}>Ver todas las novedades</ButtonLink>}
        >
          Puede que el enlace esté mal escrito o que la novedad todavía no se haya publicado.
        </StatePanel>
      ) : null}
      {state.status === 'error' ? (
        <StatePanel
          heading={1}
          tone="error"
          title="Error cargando la novedad"
          actions={
            <>
              <Button onClick={state.reload}>Reintentar</Button>
              <ButtonLink to={paths.communityNews} $variant="secondary">
                Ver todas las novedades
              </ButtonLink>
            </>
          }
        >
          {state.message}
        </StatePanel>
      ) : null}
      {state.status === 'success' ? <Post post={state.post} /> : null}
    </PageColumn>
  );
}

function Post({ post }: { post: NewsPost }) {
  return (
    <Article aria-labelledby="titulo-novedad">
      <CoverImage cover={post.cover} sizes="(min-width: 860px) 820px, 100vw" eager />
      <Content>
        <PostDate post={post} />
        <h1 id="titulo-novedad">{post.title}</h1>
        <Lead>{post.summary}</Lead>
        <TagList tags={post.tags} label="Etiquetas" />
        <Author post={post} />
        <MarkdownText>{post.body}</MarkdownText>
        {post.servers.length > 0 ? (
          <Servers aria-labelledby="servidores-de-la-novedad">
            <h2 id="servidores-de-la-novedad">Servidores de esta novedad</h2>
            <ul>
              {post.servers.map((server) => (
                <li key={server.documentId}>
                  <Link to={paths.serverDetail(server.documentId)}>
                    <ServerIcon size={18} />
                    {server.name}
                    {server.gameMode ? <small>· {server.gameMode}</small> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </Servers>
        ) : null}
      </Content>
    </Article>
  );
}
