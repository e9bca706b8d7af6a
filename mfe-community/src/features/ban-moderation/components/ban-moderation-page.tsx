import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  errorMessage,
  Link,
  pageHeads,
  paths,
  usePageMeta,
  useSession,
  type Ban,
} from '@cs16ar/shared';
import { queryKeys, queryView, useLiveRefresh, useQuery, useQueryClient } from '@cs16ar/shared/data';
import { formatDateTime } from '@cs16ar/shared/format';
import { ShieldIcon } from '@cs16ar/shared/icons';
import { AdminPlanPanel } from '../../admin-plan-server';
import { BanStateBadge, bansQuery, formatBanLength, playerLabel } from '../../bans';
import { MembershipStaffSection } from '../../membership-staff';
import { Card, CardActions, CardList, CardTop } from '../../../components/card-list';
import { LoadingBlocks } from '../../../components/loading-blocks';
import { PageColumn, PageHeader, SplitLayout } from '../../../components/community-page';
import { liftBan } from '../api/ban-moderation';
import { BAN_ACTION_FAILED } from './ban-actions-panel';
import { NewBanForm } from './new-ban-form';

export const LATEST_BANS_FAILED = 'No pudimos cargar los últimos baneos. Revisá tu conexión e intentá de nuevo.';
const LATEST_BANS_REFRESH_MS = 30_000;
const FIRST_PAGE = { q: null, state: null, server: null, days: null, page: 1 } as const;

const Side = styled.section`
  display: grid;
  gap: 12px;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 24px;
`;

function LatestBanRow({ ban, onLift }: { ban: Ban; onLift: (ban: Ban) => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const inForce = ban.state === 'activo' || ban.state === 'permanente';
  const name = playerLabel(ban);
  return (
    <Card>
      <CardTop>
        <Link to={paths.ban(ban.documentId)}>{name}</Link>
        <BanStateBadge state={ban.state} />
      </CardTop>
      <p>
        {ban.server?.name ?? 'Todos los servidores'} · {formatBanLength(ban.durationSeconds)} ·{' '}
        {formatDateTime(ban.bannedAt, new Date())}
      </p>
      <p>{ban.reason ?? 'Sin motivo'}</p>
      <CardActions>
        <ButtonLink to={paths.ban(ban.documentId)} $variant="ghost" $size="sm" aria-label={`Acciones sobre ${name}`}>
          {inForce ? 'Ver acciones y registro' : 'Ver el registro'}
        </ButtonLink>
        {inForce && !confirming ? (
          <Button $variant="secondary" $size="sm" onClick={() => setConfirming(true)} aria-label={`Levantar ${name}`}>
            Levantar
          </Button>
        ) : null}
        {inForce && confirming ? (
          <>
            <Button $variant="danger" $size="sm" onClick={() => void onLift(ban).finally(() => setConfirming(false))}>
              Sí, levantar a {name}
            </Button>
            <Button $variant="ghost" $size="sm" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
          </>
        ) : null}
      </CardActions>
    </Card>
  );
}

function LatestBans() {
  const client = useQueryClient();
  const query = useQuery({ ...bansQuery(FIRST_PAGE), ...useLiveRefresh(LATEST_BANS_REFRESH_MS) });
  const view = queryView(query);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const lift = async (ban: Ban) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      await liftBan(ban.documentId);
      await client.invalidateQueries({ queryKey: queryKeys.bans.all });
    } catch (error) {
      setFailure(errorMessage(error, BAN_ACTION_FAILED));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Side aria-labelledby="latest-bans-heading">
      <h2 id="latest-bans-heading">Últimos baneos</h2>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {view.status === 'loading' ? <LoadingBlocks label="Cargando baneos..." heights={['96px', '96px']} /> : null}
      {view.status === 'error' ? (
        <Alert tone="error" onRetry={() => void query.refetch()}>
          {LATEST_BANS_FAILED}
        </Alert>
      ) : null}
      {view.status === 'success' ? (
        view.data.bans.length === 0 ? (
          <p>Todavía no hay baneos.</p>
        ) : (
          <CardList aria-label="Últimos baneos">
            {view.data.bans.slice(0, 10).map((ban) => (
              <LatestBanRow key={ban.documentId} ban={ban} onLift={lift} />
            ))}
          </CardList>
        )
      ) : null}
      <Link to={paths.bans}>Ver todos los baneos</Link>
    </Side>
  );
}

/**
 * docs/product.md §2 "Administración" at /admin: for staff a new ban, the latest ones, the appeals, memberships; for an
 * Admin plan member who is not staff, their own server's panel (issue 44).
 */
export function BanModerationPage() {
  usePageMeta(pageHeads.banModeration.title, pageHeads.banModeration.description);
  const { isStaff } = useSession();
  if (!isStaff) {
    return (
      <PageColumn>
        <PageHeader icon={<ShieldIcon size={16} />} title="Tu servidor" section="Administración">
          El panel de tu membresía Admin.
        </PageHeader>
        <AdminPlanPanel />
      </PageColumn>
    );
  }
  return (
    <PageColumn>
      <PageHeader icon={<ShieldIcon size={16} />} title={pageHeads.banModeration.heading} section="Administración">
        {pageHeads.banModeration.intro}
      </PageHeader>
      <Links aria-label="Administración">
        <ButtonLink to={paths.banAppeals} $variant="secondary">
          Descargos
        </ButtonLink>
        <ButtonLink to={paths.bans} $variant="ghost">
          Lista pública de baneos
        </ButtonLink>
      </Links>
      <SplitLayout>
        <NewBanForm />
        <LatestBans />
      </SplitLayout>
      <MembershipStaffSection />
    </PageColumn>
  );
}
