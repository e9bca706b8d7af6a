import styled from 'styled-components';
import { Alert, BackLink, Badge, Link, pageHeads, paths, usePageMeta, useSearchParams } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { formatDateTime } from '@cs16ar/shared/format';
import { ArrowLeftIcon, LockIcon } from '@cs16ar/shared/icons';
import { LoadingBlocks } from '../../../components/loading-blocks';
import { PageColumn, PageHeader } from '../../../components/community-page';
import { StatePanel } from '../../../components/state-panel';
import { appealsQuery } from '../api/ban-appeals';
import { appealStateLabels } from '../lib/appeal-view';

export const APPEALS_LOAD_FAILED = 'No pudimos cargar los descargos. Revisá tu conexión e intentá de nuevo.';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  p {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;

  a {
    font-weight: 700;
    font-size: 1.05rem;
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.85rem;
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  margin-top: 16px;
`;

/** docs/product.md "Baneos", staff: every appeal, the pending ones first (oldest first), then the answered ones. */
export function BanAppealsPage() {
  usePageMeta(pageHeads.banAppeals.title, pageHeads.banAppeals.description);
  const [search] = useSearchParams();
  const requested = Number(search.get('pagina') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 500 ? requested : 1;
  const query = useQuery(appealsQuery(page));
  const view = queryView(query);

  return (
    <PageColumn>
      <BackLink to={paths.admin}>
        <ArrowLeftIcon size={16} />
        Volver a Administración
      </BackLink>
      {/* A staff page, under "Administración" as /admin is: not the public Comunidad section. */}
      <PageHeader icon={<LockIcon size={16} />} title="Descargos" section="Administración">
        Los descargos de los jugadores baneados. Los pendientes primero, del más viejo al más nuevo.
      </PageHeader>
      {view.status === 'loading' ? <LoadingBlocks label="Cargando descargos..." heights={['96px', '96px']} /> : null}
      {view.status === 'error' ? (
        <Alert tone="error" onRetry={() => void query.refetch()}>
          {APPEALS_LOAD_FAILED}
        </Alert>
      ) : null}
      {view.status === 'success' && view.data.appeals.length === 0 ? (
        <StatePanel title="No hay descargos">Cuando un jugador baneado presente uno, va a aparecer acá.</StatePanel>
      ) : null}
      {view.status === 'success' && view.data.appeals.length > 0 ? (
        <>
          <List>
            {view.data.appeals.map((appeal) => {
              const state = appealStateLabels[appeal.state];
              const player = appeal.ban?.player.name ?? appeal.ban?.player.steamId ?? 'Jugador';
              return (
                <Item key={appeal.documentId}>
                  <Top>
                    <Badge $tone={state.tone}>{state.label}</Badge>
                    <Link to={paths.banAppeal(appeal.documentId)}>Descargo de {player}</Link>
                    <Meta>
                      {appeal.ban?.server?.name ?? 'Todos los servidores'} · {formatDateTime(appeal.createdAt)}
                    </Meta>
                  </Top>
                  <p>{appeal.excerpt}</p>
                </Item>
              );
            })}
          </List>
          {view.data.pageCount > 1 ? (
            <Pager aria-label="Páginas de descargos">
              {page > 1 ? <Link to={`${paths.banAppeals}?pagina=${page - 1}`}>Anterior</Link> : <span />}
              {page < view.data.pageCount ? <Link to={`${paths.banAppeals}?pagina=${page + 1}`}>Siguiente</Link> : null}
            </Pager>
          ) : null}
        </>
      ) : null}
    </PageColumn>
  );
}
