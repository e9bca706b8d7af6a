import { memo, useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, mediaUp, Skeleton, StatusDot, usePageMeta, pageHeads, type Server } from '@cs16ar/shared';
import { formatTime } from '@cs16ar/shared/format';
import { DownAnnouncer } from '../../../components/down-announcer';
import { liveStatusOf } from '../../../lib/server-status';
import {
  applyFilters,
  gameModesOf,
  isFiltering,
  useServerFilters,
  type ServerFilters,
} from '../hooks/use-server-filters';
import { useServers } from '../hooks/use-servers';
import { useStableOrder } from '../hooks/use-stable-order';
import { ServerGrid } from './card-layout';
import { ServerCard } from './server-card';
import { ServerCardSkeleton } from './server-card-skeleton';
import { ServerFiltersBar } from './server-filters-bar';

/** docs/product.md §9: six skeleton cards while the servers load. */
export const SKELETON_CARDS = 6;

const SERVERS_LOAD_FAILED = 'No se pudieron cargar los servidores. Por favor intentalo más tarde.';
const NO_SERVERS = 'No hay servidores disponibles en este momento.';
const NO_MATCHING_SERVERS = 'Ningún servidor coincide con tu búsqueda.';

const Page = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 28px 16px 48px;

  ${mediaUp('md')} {
    padding: 44px 24px 64px;
  }
`;

const Header = styled.header`
  margin-bottom: 24px;

  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.7rem, 4.5vw, 2.5rem);
    letter-spacing: -0.01em;
  }
`;

// Same two pieces (counts, live time) while loading and once loaded, one per line on phones, so nothing
// below moves when the data arrives.
const Summary = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px 14px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  > span {
    display: inline-flex;
    align-items: center;
    min-height: 1.55em;
  }

  ${mediaUp('md')} {
    flex-direction: row;
    align-items: center;
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.85rem;
`;

const ResultCount = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.88rem;
`;

const Empty = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 48px 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
`;

const InlineSkeleton = styled(Skeleton)`
  display: inline-block;
`;

function SkeletonGrid() {
  return (
    <ServerGrid aria-busy="true" aria-label="Cargando servidores">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index}>
          <ServerCardSkeleton />
        </li>
      ))}
    </ServerGrid>
  );
}

/** `/servidores`: every community server with its live status (docs/product.md §2 "Server list"). */
export function ServerListPage() {
  usePageMeta(pageHeads.serverList.title, pageHeads.serverList.description);
  const { view, updatedAt, retry } = useServers();
  const { filters, update, clear } = useServerFilters();

  // The list renders new data in a transition, in slices that yield to the browser: a query's update is otherwise
  // rendered whole, in one task (useSyncExternalStore), 35 ms at four times slower CPU when the list arrived. That
  // update still renders this component at once, but only it: the list below is memoized and gets the deferred
  // data, so until it catches up in the transition the page shows what it showed (the skeleton, or the list before).
  const answer = view.status === 'success' ? view.data : null;
  const loaded = useDeferredValue(useMemo(() => (answer ? { servers: answer, updatedAt } : null), [answer, updatedAt]));
  const status = loaded ? 'success' : view.status === 'error' ? 'error' : 'loading';
  return (
    <ServerListView
      status={status}
      servers={loaded?.servers ?? null}
      updatedAt={loaded?.updatedAt ?? 0}
      onRetry={retry}
      filters={filters}
      onFiltersChange={update}
      onClearFilters={clear}
    />
  );
}

type ServerListViewProps = {
  status: 'success' | 'error' | 'loading';
  servers: Server[] | null;
  /** When the servers shown were read (ms since the epoch). */
  updatedAt: number;
  onRetry: () => void;
  filters: ServerFilters;
  onFiltersChange: (change: Partial<ServerFilters>) => void;
  onClearFilters: () => void;
};

const ServerListView = memo(function ServerListView({
  status,
  servers,
  updatedAt,
  onRetry: retry,
  filters,
  onFiltersChange: update,
  onClearFilters: clear,
}: ServerListViewProps) {
  const filtered = useMemo(() => (servers ? applyFilters(servers, filters) : []), [servers, filters]);
  const shown = useStableOrder(filtered, JSON.stringify(filters));
  const modes = useMemo(() => (servers ? gameModesOf(servers) : []), [servers]);
  const playersOnline = useMemo(
    () => (servers ?? []).reduce((total, server) => total + (liveStatusOf(server).playersOnline ?? 0), 0),
    [servers],
  );
  const onlineServers = (servers ?? []).filter((server) => server.online).length;

  return (
    <Page aria-labelledby="servidores-titulo">
      <DownAnnouncer servers={servers ?? []} />
      <Header>
        <h1 id="servidores-titulo">{pageHeads.serverList.heading}</h1>
        <Summary>
          {servers ? (
            <>
              <span>
                <strong>{onlineServers}</strong>&nbsp;de {servers.length} servidores online ·&nbsp;
                <strong>{playersOnline}</strong>&nbsp;jugadores
              </span>
              <Live>
                <StatusDot $online $pulse />
                En vivo · actualizado {formatTime(new Date(updatedAt))}
              </Live>
            </>
          ) : status === 'loading' ? (
            <>
              <span aria-hidden="true">
                <InlineSkeleton $width="300px" $height="1em" />
              </span>
              <Live aria-hidden="true">
                <InlineSkeleton $width="200px" $height="0.9em" />
              </Live>
            </>
          ) : null}
        </Summary>
      </Header>

      {status === 'error' ? (
        <Alert tone="error" onRetry={retry}>
          {SERVERS_LOAD_FAILED}
        </Alert>
      ) : (
        <>
          <ServerFiltersBar filters={filters} modes={modes} onChange={update} />
          {status === 'loading' ? (
            <>
              <ResultCount aria-hidden="true">&nbsp;</ResultCount>
              <SkeletonGrid />
            </>
          ) : servers && servers.length === 0 ? (
            <Empty>
              <p>{NO_SERVERS}</p>
            </Empty>
          ) : (
            <>
              <ResultCount role="status">
                {isFiltering(filters)
                  ? `Mostrando ${shown.length} de ${servers?.length ?? 0} servidores`
                  : `${servers?.length ?? 0} servidores`}
              </ResultCount>
              {shown.length === 0 ? (
                <Empty>
                  <p>{NO_MATCHING_SERVERS}</p>
                  <Button $variant="secondary" $size="sm" onClick={clear}>
                    Limpiar filtros
                  </Button>
                </Empty>
              ) : (
                <ServerGrid aria-label="Servidores">
                  {shown.map((server, index) => (
                    <li key={server.documentId}>
                      <ServerCard server={server} eagerPhoto={index < 3} importantPhoto={index === 0} />
                    </li>
                  ))}
                </ServerGrid>
              )}
            </>
          )}
        </>
      )}
    </Page>
  );
});
