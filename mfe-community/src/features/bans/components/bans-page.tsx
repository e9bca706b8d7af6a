import styled from 'styled-components';
import { Alert, ButtonLink, mediaUp, pageHeads, Skeleton, usePageMeta, useSearchParams } from '@cs16ar/shared';
import { ArrowLeftIcon, ArrowRightIcon, LockIcon } from '@cs16ar/shared/icons';
import { PageColumn, PageHeader } from '../../../components/community-page';
import { StatePanel } from '../../../components/state-panel';
import { useBanServers, useBans } from '../hooks/use-bans';
import { useNow } from '../hooks/use-now';
import { banListHref, readBanListAddress, type BanListAddress } from '../lib/ban-list-address';
import { BanFilters } from './ban-filters';
import { BAN_COLUMNS, BanRow } from './ban-row';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('lg')} {
    gap: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    overflow: hidden;
  }
`;

/** The column names on a wide screen (each row also labels its fields, for screen readers and phones). */
const Header = styled.li`
  display: none;

  ${mediaUp('lg')} {
    display: grid;
    grid-template-columns: ${BAN_COLUMNS};
    gap: 10px 16px;
    padding: 12px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

const Count = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 24px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

const COLUMN_NAMES = ['Jugador', 'Servidor', 'Motivo', 'Admin', 'Fecha', 'Duración', 'Resta', 'Estado'];

function Pagination({ address, pageCount }: { address: BanListAddress; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <Pages aria-label="Páginas de baneos">
      {address.page > 1 ? (
        <ButtonLink to={banListHref({ ...address, page: address.page - 1 })} $variant="secondary" rel="prev">
          <ArrowLeftIcon size={18} />
          Más nuevos
        </ButtonLink>
      ) : (
        <span />
      )}
      <p>
        Página {Math.min(address.page, pageCount)} de {pageCount}
      </p>
      {address.page < pageCount ? (
        <ButtonLink to={banListHref({ ...address, page: address.page + 1 })} $variant="secondary" rel="next">
          Más viejos
          <ArrowRightIcon size={18} />
        </ButtonLink>
      ) : (
        <span />
      )}
    </Pages>
  );
}

const filtered = (address: BanListAddress) => Boolean(address.q || address.state || address.server || address.days);

/** docs/product.md §2 "Baneos" at /baneos: every server's bans, newest first, searchable and filtered by address. */
export function BansPage() {
  usePageMeta(pageHeads.bans.title, pageHeads.bans.description);
  const [search] = useSearchParams();
  const address = readBanListAddress(search);
  const state = useBans(address);
  const servers = useBanServers();
  const counting = state.status === 'success' && state.page.bans.some((ban) => ban.state === 'activo' && ban.expiresAt);
  const now = useNow(counting);

  return (
    <PageColumn>
      <PageHeader icon={<LockIcon size={16} />} title={pageHeads.bans.heading}>
        {pageHeads.bans.intro}
      </PageHeader>

      <BanFilters key={address.q ?? ''} address={address} servers={servers} />

      {state.status === 'loading' ? (
        <>
          <p className="visually-hidden" role="status">
            Cargando baneos...
          </p>
          <List aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <li key={index}>
                <Skeleton $height="72px" />
              </li>
            ))}
          </List>
        </>
      ) : null}

      {state.status === 'error' ? (
        <Alert tone="error" onRetry={state.reload}>
          {state.message}
        </Alert>
      ) : null}

      {state.status === 'success' && state.page.bans.length === 0 ? (
        filtered(address) ? (
          <StatePanel
            title="No hay baneos que coincidan"
            actions={
              <ButtonLink
                to={banListHref({ q: null, state: null, server: null, days: null, page: 1 })}
                $variant="secondary"
              >
                Ver todos los baneos
              </ButtonLink>
            }
          >
            Probá con otro nick, otra forma del Steam ID o menos filtros.
          </StatePanel>
        ) : (
          <StatePanel title="No hay baneos">
            Cuando un admin banee a alguien en un servidor, lo vas a ver acá.
          </StatePanel>
        )
      ) : null}

      {state.status === 'success' && state.page.bans.length > 0 ? (
        <>
          <Count>{state.page.total === 1 ? '1 baneo' : `${state.page.total.toLocaleString('es-AR')} baneos`}</Count>
          <List aria-label="Baneos">
            <Header aria-hidden="true">
              {COLUMN_NAMES.map((name) => (
                <span key={name}>{name}</span>
              ))}
            </Header>
            {state.page.bans.map((ban) => (
              <BanRow key={ban.documentId} ban={ban} now={now} />
            ))}
          </List>
          <Pagination address={address} pageCount={state.page.pageCount} />
        </>
      ) : null}
    </PageColumn>
  );
}
