import {
  Alert,
  BackLink,
  ButtonLink,
  paths,
  usePageMeta,
  type Server,
  type ServerStatistics,
  useParams,
  pageHeads,
} from '@cs16ar/shared';
import { ArrowLeftIcon } from '@cs16ar/shared/icons';
import { DownAnnouncer } from '../../../components/down-announcer';
import { liveStatusOf } from '../../../lib/server-status';
import { useServerDetail, type ServerDetailView } from '../hooks/use-server-detail';
import { detailTabs, useSelectedTab } from './detail-tabs';
import { BannerCard } from './banner-card';
import { JoinCard, MapCard, StatusCard } from './side-cards';
import { Aside, Centered, Columns, JoinArea, Page, TabsArea } from './server-detail-layout';
import { ServerHero, ServerHeroLoading } from './server-hero';
import { ServerTabs } from './server-tabs';

const SERVER_LOADING = 'Cargando servidor de Counter-Strike';
const SERVER_LOAD_FAILED = 'No se pudo cargar el servidor. Por favor intentalo nuevamente.';
const SERVER_NOT_FOUND = 'Servidor no encontrado';

function ServerView({ server, statistics }: { server: Server; statistics: ServerStatistics | null }) {
  const status = liveStatusOf(server);
  const tabs = detailTabs(server, status, statistics);
  const { selected, select } = useSelectedTab(tabs);
  return (
    <>
      <DownAnnouncer servers={[server]} />
      <ServerHero server={server} status={status} />
      <Columns>
        <JoinArea>
          <JoinCard server={server} />
        </JoinArea>
        <TabsArea>
          <ServerTabs label="Secciones del servidor" tabs={tabs} selected={selected} onSelect={select} />
        </TabsArea>
        <Aside aria-label="Estado en vivo">
          <StatusCard status={status} />
          <MapCard status={status} />
          <BannerCard server={server} />
        </Aside>
      </Columns>
    </>
  );
}

function pageTitle(view: ServerDetailView): string {
  if (view.status === 'success') return view.server.name;
  return view.status === 'not-found' ? SERVER_NOT_FOUND : pageHeads.serverDetail.title;
}

function ServerDetail({ documentId }: { documentId: string }) {
  const { view, statistics, retry } = useServerDetail(documentId);
  usePageMeta(pageTitle(view), view.status === 'success' ? (view.server.description ?? undefined) : undefined);

  if (view.status === 'not-found') {
    return (
      <Page>
        <Centered>
          <h1>{SERVER_NOT_FOUND}</h1>
          <p>El servidor que buscás no existe o ya no forma parte de la comunidad.</p>
          <ButtonLink to={paths.servers}>Volver a Servidores</ButtonLink>
        </Centered>
      </Page>
    );
  }
  return (
    <Page>
      <BackLink to={paths.servers}>
        <ArrowLeftIcon size={18} />
        Volver a la lista de servidores
      </BackLink>
      {view.status === 'loading' ? <ServerHeroLoading label={SERVER_LOADING} /> : null}
      {view.status === 'error' ? (
        <Alert tone="error" onRetry={retry}>
          {SERVER_LOAD_FAILED}
        </Alert>
      ) : null}
      {view.status === 'success' ? <ServerView server={view.server} statistics={statistics} /> : null}
    </Page>
  );
}

/** `/servidores/:id` (a documentId): one server, live (docs/product.md §2 "Server detail"). */
export function ServerDetailPage() {
  const { id = '' } = useParams();
  // Keyed by id: another server starts from its own loading state.
  return <ServerDetail key={id} documentId={id} />;
}
