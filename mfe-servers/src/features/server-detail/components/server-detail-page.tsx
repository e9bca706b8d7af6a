import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  mediaUp,
  paths,
  Skeleton,
  Spinner,
  StatusDot,
  usePageMeta,
  type Server,
  type ServerStatistics,
} from '@cs16ar/shared';
import { ServerPhoto } from '../../../components/server-photo';
import { accessOf, formatPlayerCount, gameModeOf, liveStatusOf, locationOf } from '../../../lib/server-status';
import { useServerDetail } from '../hooks/use-server-detail';
import { InfoPanel } from './info-panel';
import { PlayersPanel } from './players-panel';
import { ServerTabs, type TabItem } from './server-tabs';
import { MapCard, StatusCard } from './side-cards';
import { TopPlayersPanel } from './top-players-panel';

// The markdown renderer is the heaviest part of this page: it loads only when a guide or rules tab opens.
const MarkdownContent = lazy(() =>
  import(/* webpackChunkName: "markdown" */ './markdown-content').then((module) => ({
    default: module.MarkdownContent,
  })),
);

export const detailMessages = {
  loading: 'Cargando servidor de Counter-Strike',
  loadFailed: 'No se pudo cargar el servidor. Por favor intentalo nuevamente.',
  notFound: 'Servidor no encontrado',
} as const;

export type DetailTab = 'informacion' | 'guia' | 'reglamento' | 'jugadores' | 'top15';
const TAB_PARAM = 'tab';

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 20px 16px 48px;

  ${mediaUp('md')} {
    padding: 28px 24px 64px;
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  margin-bottom: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Hero = styled.header`
  position: relative;
  overflow: hidden;
  min-height: 220px;
  display: flex;
  align-items: flex-end;
  margin-bottom: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  ${mediaUp('md')} {
    min-height: 300px;
  }
`;

const HeroShade = styled.div`
  position: absolute;
  inset: 0;
  background:
    linear-gradient(180deg, rgba(10, 13, 19, 0.25) 0%, rgba(10, 13, 19, 0.92) 100%),
    linear-gradient(90deg, rgba(10, 13, 19, 0.7) 0%, transparent 70%);
`;

const HeroContent = styled.div`
  position: relative;
  width: 100%;
  padding: 20px;

  ${mediaUp('md')} {
    padding: 32px;
  }

  h1 {
    margin: 12px 0 8px;
    font-size: clamp(1.5rem, 4.2vw, 2.4rem);
    letter-spacing: -0.01em;
    text-shadow: 0 2px 16px rgba(0, 0, 0, 0.6);
  }
`;

const HeroBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  ${Badge} {
    backdrop-filter: blur(6px);
    background-color: rgba(10, 13, 19, 0.7);
  }
`;

const HeroMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  align-items: start;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) 340px;
    gap: 32px;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: 20px;

  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr);
    position: sticky;
    top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);
  }
`;

const Centered = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 56px 20px;
  text-align: center;

  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const LoadingHero = styled(Hero)`
  align-items: center;
  justify-content: center;
  gap: 14px;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

function Back() {
  return (
    <BackLink to={paths.servers}>
      <span aria-hidden="true">←</span> Volver a la lista de servidores
    </BackLink>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 4px solid rgba(255, 255, 255, 0.15);
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

function Loading() {
  return (
    <>
      <LoadingHero as="div" role="status">
        <Ring aria-hidden="true" />
        {detailMessages.loading}
      </LoadingHero>
      <Columns aria-hidden="true">
        <Skeleton $height="46px" />
        <Skeleton $height="320px" $radius="16px" />
      </Columns>
    </>
  );
}

function MarkdownTab({ source }: { source: string }) {
  return (
    <Card>
      <Suspense fallback={<Spinner label="Cargando texto..." />}>
        <MarkdownContent>{source}</MarkdownContent>
      </Suspense>
    </Card>
  );
}

function ServerView({ server, statistics }: { server: Server; statistics: ServerStatistics | null }) {
  const [query, setQuery] = useSearchParams();
  const status = liveStatusOf(server);

  const tabs: TabItem<DetailTab>[] = [
    {
      id: 'informacion',
      label: 'Información',
      render: () => <InfoPanel server={server} status={status} statistics={statistics} />,
    },
  ];
  if (server.mod_guide?.trim()) {
    tabs.push({ id: 'guia', label: 'Guía del modo', render: () => <MarkdownTab source={server.mod_guide!} /> });
  }
  if (server.rules?.trim()) {
    tabs.push({ id: 'reglamento', label: 'Reglamento', render: () => <MarkdownTab source={server.rules!} /> });
  }
  tabs.push(
    {
      id: 'jugadores',
      label: 'Jugadores',
      badge: status.playersOnline ?? '?',
      badgeLabel: status.playersOnline !== null ? `${status.playersOnline} conectados` : 'cantidad desconocida',
      render: () => <PlayersPanel players={status.players} />,
    },
    { id: 'top15', label: 'TOP 15', render: () => <TopPlayersPanel /> },
  );

  // The selected tab lives in the URL (?tab=jugadores) so it survives a reload and can be shared; a tab this
  // server does not have falls back to Información.
  const requested = query.get(TAB_PARAM);
  const selected = tabs.find((tab) => tab.id === requested)?.id ?? 'informacion';
  const select = (id: DetailTab) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'informacion') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Hero>
        <ServerPhoto server={server} eager sizes="(min-width: 1232px) 1200px, 100vw" />
        <HeroShade />
        <HeroContent>
          <HeroBadges>
            {status.hasLiveData ? (
              <Badge $tone="success">
                <StatusDot $online $pulse data-testid="status-pulse" />
                Online
              </Badge>
            ) : (
              <Badge $tone="neutral">Estado desconocido</Badge>
            )}
            <Badge $tone="primary">{gameModeOf(server)}</Badge>
            <Badge $tone={server.privilege?.type ? 'gold' : 'neutral'}>{accessOf(server)}</Badge>
          </HeroBadges>
          <h1>{server.name}</h1>
          <HeroMeta>
            {locationOf(server)} · {formatPlayerCount(status)} jugadores
          </HeroMeta>
        </HeroContent>
      </Hero>
      <Columns>
        <ServerTabs label="Secciones del servidor" tabs={tabs} selected={selected} onSelect={select} />
        <Aside aria-label="Estado en vivo">
          <StatusCard server={server} status={status} />
          <MapCard status={status} />
        </Aside>
      </Columns>
    </>
  );
}

function ServerDetail({ documentId }: { documentId: string }) {
  const { state, statistics, retry } = useServerDetail(documentId);
  usePageMeta(
    state.status === 'success'
      ? state.server.name
      : state.status === 'not-found'
        ? detailMessages.notFound
        : 'Servidor',
    state.status === 'success' ? (state.server.description ?? undefined) : undefined,
  );

  if (state.status === 'not-found') {
    return (
      <Page>
        <Centered>
          <h1>{detailMessages.notFound}</h1>
          <p>El servidor que buscás no existe o ya no forma parte de la comunidad.</p>
          <ButtonLink to={paths.servers}>Volver a Servidores</ButtonLink>
        </Centered>
      </Page>
    );
  }
  return (
    <Page>
      <Back />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? (
        <Alert
          tone="error"
          action={
            <Button $size="sm" $variant="secondary" onClick={retry}>
              Reintentar
            </Button>
          }
        >
          {detailMessages.loadFailed}
        </Alert>
      ) : null}
      {state.status === 'success' ? <ServerView server={state.server} statistics={statistics} /> : null}
    </Page>
  );
}

/** `/servidores/:id` (a documentId): one server, live (SPEC §2 "Server detail"). */
export function ServerDetailPage() {
  const { id = '' } = useParams();
  // Keyed by id: another server starts from its own loading state.
  return <ServerDetail key={id} documentId={id} />;
}
