import styled from 'styled-components';
import { Alert, BackLink, ButtonLink, Link, pageHeads, paths, usePageMeta, useParams, type Ban } from '@cs16ar/shared';
import { formatDateTime } from '@cs16ar/shared/format';
import { ArrowLeftIcon } from '@cs16ar/shared/icons';
import { LoadingBlocks } from '../../../components/loading-blocks';
import { PageColumn } from '../../../components/community-page';
import { StatePanel } from '../../../components/state-panel';
import { BanActionsPanel } from '../../ban-moderation';
import { BanAppealSection } from '../../ban-appeals';
import { useBan } from '../hooks/use-bans';
import { useNow } from '../hooks/use-now';
import { formatBanLength } from '../lib/ban-time';
import { adminLabel, banStateAt, playerLabel } from '../lib/ban-view';
import { BanReason, Deliveries } from './ban-reason';
import { BanStateBadge } from './ban-state-badge';

const Title = styled.h1`
  margin: 16px 0 8px;
  font-size: clamp(1.8rem, 5vw, 2.5rem);
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 24px 0 0;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dt {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.05rem;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function BanFacts({ ban }: { ban: Ban }) {
  const now = useNow(ban.state === 'activo' && ban.expiresAt !== null);
  const { state, timeLeft } = banStateAt(ban, now);
  return (
    <>
      <Title>Baneo de {playerLabel(ban)}</Title>
      <BanStateBadge state={state} />
      <Facts>
        <div>
          <dt>Jugador</dt>
          <dd>
            {ban.player.profileId ? (
              <Link to={paths.userProfile(ban.player.profileId)}>{playerLabel(ban)}</Link>
            ) : (
              playerLabel(ban)
            )}
          </dd>
        </div>
        <div>
          <dt>Steam ID</dt>
          <dd>{ban.player.steamId}</dd>
        </div>
        <div>
          <dt>Servidor</dt>
          <dd>
            {ban.server ? (
              <Link to={paths.serverDetail(ban.server.documentId)}>{ban.server.name}</Link>
            ) : (
              <Muted>Todos los servidores</Muted>
            )}
            <Deliveries ban={ban} />
          </dd>
        </div>
        <div>
          <dt>Admin</dt>
          <dd>
            {ban.admin.profileId ? (
              <Link to={paths.userProfile(ban.admin.profileId)}>{adminLabel(ban)}</Link>
            ) : (
              adminLabel(ban)
            )}
          </dd>
        </div>
        <div>
          <dt>Motivo</dt>
          <dd>
            <BanReason ban={ban} />
          </dd>
        </div>
        <div>
          <dt>Fecha</dt>
          <dd>
            <time dateTime={ban.bannedAt}>{formatDateTime(ban.bannedAt, new Date(now))}</time>
          </dd>
        </div>
        <div>
          <dt>Duración</dt>
          <dd>{formatBanLength(ban.durationSeconds)}</dd>
        </div>
        <div>
          <dt>{ban.liftedAt ? 'Levantado' : ban.expiresAt ? 'Termina' : 'Resta'}</dt>
          <dd>
            {ban.liftedAt ? (
              <time dateTime={ban.liftedAt}>{formatDateTime(ban.liftedAt, new Date(now))}</time>
            ) : ban.expiresAt ? (
              <>
                <time dateTime={ban.expiresAt}>{formatDateTime(ban.expiresAt, new Date(now))}</time>
                {timeLeft ? <Muted> (resta {timeLeft})</Muted> : null}
              </>
            ) : (
              'No termina'
            )}
          </dd>
        </div>
      </Facts>
    </>
  );
}

/** docs/product.md §2 "Baneos" at /baneos/:documentId: one ban with everything the list shows, counting down. */
export function BanDetailPage() {
  const { documentId = '' } = useParams();
  const state = useBan(documentId);
  usePageMeta(
    state.status === 'success' ? `Baneo de ${playerLabel(state.ban)}` : pageHeads.banDetail.title,
    pageHeads.banDetail.description,
  );

  return (
    <PageColumn $narrow>
      <BackLink to={paths.bans}>
        <ArrowLeftIcon size={16} />
        Volver a Baneos
      </BackLink>
      {state.status === 'loading' ? <LoadingBlocks label="Cargando baneo..." heights={['48px', '240px']} /> : null}
      {state.status === 'not-found' ? (
        <StatePanel
          title="Baneo no encontrado"
          heading={1}
          tone="not-found"
          actions={
            <ButtonLink to={paths.bans} $variant="secondary">
              Ver todos los baneos
            </ButtonLink>
          }
        >
          Puede que la dirección esté mal escrita.
        </StatePanel>
      ) : null}
      {state.status === 'error' ? (
        <Alert tone="error" onRetry={state.reload}>
          {state.message}
        </Alert>
      ) : null}
      {state.status === 'success' ? <BanFacts ban={state.ban} /> : null}
      {state.status === 'success' ? <BanActionsPanel ban={state.ban} /> : null}
      {state.status === 'success' ? <BanAppealSection ban={state.ban} /> : null}
    </PageColumn>
  );
}
