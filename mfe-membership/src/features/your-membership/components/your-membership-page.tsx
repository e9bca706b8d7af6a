import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  errorMessage,
  mediaUp,
  membershipPlans,
  membershipStateLabels,
  pageHeads,
  paths,
  paymentStatusLabel,
  usePageMeta,
  useSession,
  useSessionStore,
  type MembershipView,
  leaveFor,
} from '@cs16ar/shared';
import { queryView, useQuery, useQueryClient } from '@cs16ar/shared/data';
import { formatDate, formatPesos } from '@cs16ar/shared/format';
import { myMembershipQuery, postCancel, postChangePlan, postRetryPayment } from '../api/membership';
import { AdminServerCard } from '../../admin-server';
import { PrivilegesCard } from './privileges-card';

export const MEMBERSHIP_LOAD_FAILED = 'No pudimos cargar tu membresía. Revisá tu conexión e intentá de nuevo.';
export const CANCEL_FAILED = 'No pudimos cancelar tu membresía. Intentá de nuevo en unos minutos.';
export const RETRY_FAILED = 'No pudimos abrir MercadoPago. Intentá de nuevo en unos minutos.';
export const CHANGE_FAILED = 'No pudimos cambiar tu plan. Intentá de nuevo en unos minutos.';

const Page = styled.div`
  max-width: 860px;
  margin: 0 auto;
  padding: 32px 16px 48px;
  display: grid;
  gap: 24px;

  ${mediaUp('md')} {
    padding: 56px 24px 72px;
  }

  h1 {
    font-size: clamp(1.9rem, 5vw, 2.5rem);
    margin: 0;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 12px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 10px 16px;
  margin: 16px 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;

const TableScroll = styled.div`
  overflow-x: auto;

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

// Days of a plan staff gave (nothing charged, nothing renews): no price, no plan change through MercadoPago.
const isCourtesy = (membership: MembershipView) => membership.amount === 0;

function accessLine(membership: MembershipView): string | null {
  const until = formatDate(membership.periodEnd);
  switch (membership.state) {
    case 'active':
      if (isCourtesy(membership))
        return until ? `Cortesía del staff: tenés el plan hasta el ${until}, sin cargo.` : null;
      return until ? `Se renueva sola el ${until}.` : null;
    case 'cancelled':
      return until ? `Cancelaste tu membresía: conservás el acceso hasta el ${until}.` : null;
    case 'past_due':
      return `No pudimos cobrar el mes. Conservás el acceso hasta el ${formatDate(membership.graceUntil) ?? until}; reintentá el pago antes para no perderlo.`;
    case 'paused':
      return until ? `Tu suscripción está pausada: conservás el acceso hasta el ${until}.` : null;
    case 'pending':
      return 'Todavía no recibimos tu pago. Si pagaste en efectivo, puede tardar unas horas.';
    default:
      return 'Tu membresía terminó. Podés volver a suscribirte cuando quieras.';
  }
}

function CancelMembership({ membership, onDone }: { membership: MembershipView; onDone: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = formatDate(membership.periodEnd);
  if (!confirming) {
    return (
      <Button $variant="ghost" onClick={() => setConfirming(true)}>
        Cancelar membresía
      </Button>
    );
  }
  return (
    <Card $padded role="region" aria-label="Cancelar membresía">
      <p>
        ¿Seguro que querés cancelar tu membresía {membershipPlans[membership.plan].name}? No se te va a cobrar más
        {until ? ` y conservás el acceso hasta el ${until}` : ''}.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Row>
        <Button
          $variant="secondary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            postCancel().then(
              () => onDone(),
              (failure: unknown) => {
                setError(errorMessage(failure, CANCEL_FAILED));
                setBusy(false);
              },
            );
          }}
        >
          {busy ? 'Cancelando...' : 'Sí, cancelar'}
        </Button>
        <Button $variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
          No, mantenerla
        </Button>
      </Row>
    </Card>
  );
}

function RetryPayment() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          postRetryPayment().then(
            (checkoutUrl) => leaveFor.url(checkoutUrl),
            (failure: unknown) => {
              setError(errorMessage(failure, RETRY_FAILED));
              setBusy(false);
            },
          );
        }}
      >
        {busy ? 'Abriendo MercadoPago...' : 'Reintentar el pago'}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </>
  );
}

// "Cambiar de plan" (the FAQ): an upgrade pays the prorated difference now, a downgrade waits for the renewal.
function ChangePlan({ membership, onChanged }: { membership: MembershipView; onChanged: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = formatDate(membership.periodEnd);
  const change = (plan: MembershipView['plan']) => {
    setBusy(true);
    setError(null);
    postChangePlan(plan).then(
      async ({ checkoutUrl }) => {
        if (checkoutUrl) {
          leaveFor.url(checkoutUrl);
          return;
        }
        await onChanged();
        setBusy(false);
      },
      (failure: unknown) => {
        setError(errorMessage(failure, CHANGE_FAILED));
        setBusy(false);
      },
    );
  };
  let text: string;
  let action: { plan: MembershipView['plan']; label: string };
  if (membership.nextPlan) {
    text = `Desde el ${until ?? 'próximo cobro'} pasás a ${membershipPlans[membership.nextPlan].name} y pagás ${formatPesos(membershipPlans[membership.nextPlan].monthlyPriceArs)} por mes.`;
    action = { plan: membership.plan, label: `Seguir con ${membershipPlans[membership.plan].name}` };
  } else if (membership.upgrade) {
    const target = membershipPlans[membership.upgrade.plan];
    text = `Pasar a ${target.name}: pagás hoy ${formatPesos(membership.upgrade.amount)} (la diferencia por los días que quedan de este mes) y desde el próximo cobro ${formatPesos(target.monthlyPriceArs)} por mes.`;
    action = { plan: target.id, label: `Cambiar a ${target.name}` };
  } else if (membership.plan === 'admin') {
    text = `Pasar a Premium: seguís con Admin hasta el ${until ?? 'próximo cobro'} y desde ese cobro pagás ${formatPesos(membershipPlans.premium.monthlyPriceArs)} por mes.`;
    action = { plan: 'premium', label: 'Cambiar a Premium' };
  } else {
    return null;
  }
  return (
    <Card $padded as="section" aria-labelledby="membership-change">
      <h2 id="membership-change">Cambiar de plan</h2>
      <p>{text}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button $variant="secondary" disabled={busy} onClick={() => change(action.plan)}>
        {busy ? 'Procesando...' : action.label}
      </Button>
    </Card>
  );
}

function Payments({ membership }: { membership: MembershipView }) {
  if (membership.payments.length === 0) return <p>Todavía no hay pagos.</p>;
  return (
    <TableScroll>
      <table>
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Monto</th>
            <th scope="col">Estado</th>
            <th scope="col">Período</th>
            <th scope="col">Operación</th>
          </tr>
        </thead>
        <tbody>
          {membership.payments.map((payment) => (
            <tr key={payment.operation}>
              <td>{formatDate(payment.at)}</td>
              <td>{formatPesos(payment.amount)}</td>
              <td>{paymentStatusLabel(payment.status)}</td>
              <td>
                {payment.periodStart && payment.periodEnd
                  ? `${formatDate(payment.periodStart)} al ${formatDate(payment.periodEnd)}`
                  : '—'}
              </td>
              <td>{payment.operation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function MembershipDetails({ membership, onChanged }: { membership: MembershipView; onChanged: () => Promise<void> }) {
  return (
    <>
      <Card $padded as="section" aria-labelledby="membership-plan">
        <Row>
          <h2 id="membership-plan">Plan {membershipPlans[membership.plan].name}</h2>
          <Badge $tone={membershipStateLabels[membership.state].tone}>
            {membershipStateLabels[membership.state].label}
          </Badge>
        </Row>
        <p>{accessLine(membership)}</p>
        <Facts>
          <dt>Precio</dt>
          <dd>{isCourtesy(membership) ? 'Cortesía, sin cargo' : `${formatPesos(membership.amount)} / mes`}</dd>
          {membership.nextCharge && (
            <>
              <dt>Próximo cobro</dt>
              <dd>
                {formatDate(membership.nextCharge.at)} · {formatPesos(membership.nextCharge.amount)}
              </dd>
            </>
          )}
        </Facts>
        <Row>
          {membership.state === 'past_due' && <RetryPayment />}
          {membership.state === 'pending' && membership.checkoutUrl && (
            <Button onClick={() => leaveFor.url(membership.checkoutUrl ?? paths.membership)}>
              Terminar el pago en MercadoPago
            </Button>
          )}
          {['active', 'past_due', 'paused', 'pending'].includes(membership.state) && (
            <CancelMembership membership={membership} onDone={onChanged} />
          )}
          {['expired', 'refunded', 'charged_back'].includes(membership.state) && (
            <ButtonLink to={paths.membership}>Ver los planes</ButtonLink>
          )}
        </Row>
      </Card>
      <PrivilegesCard />
      {membership.plan === 'admin' && ['active', 'past_due', 'cancelled', 'paused'].includes(membership.state) && (
        <AdminServerCard membership={membership} />
      )}
      {membership.state === 'active' && !isCourtesy(membership) && (
        <ChangePlan membership={membership} onChanged={onChanged} />
      )}
      <Card $padded as="section" aria-labelledby="membership-payments">
        <h2 id="membership-payments">Pagos</h2>
        <Payments membership={membership} />
      </Card>
    </>
  );
}

/** /tu-membresia (signed in): the plan and its state, the next charge, the payments, cancel and retry. */
export function YourMembershipPage() {
  usePageMeta(pageHeads.yourMembership.title, pageHeads.yourMembership.description);
  const { user } = useSession();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const query = useQuery(myMembershipQuery(user?.id ?? 0));
  const view = queryView(query);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: myMembershipQuery(user?.id ?? 0).queryKey });
    await store.refreshUser();
  };

  return (
    <Page>
      <h1>{pageHeads.yourMembership.heading}</h1>
      {view.status === 'loading' && <p role="status">Cargando tu membresía...</p>}
      {view.status === 'error' && (
        <Alert tone="error" onRetry={() => void query.refetch()}>
          {MEMBERSHIP_LOAD_FAILED}
        </Alert>
      )}
      {view.status === 'success' && view.data === null && (
        <Card $padded>
          <p>Todavía no tenés una membresía. Con Premium o Admin accedés a los servidores premium y más.</p>
          <ButtonLink to={paths.membership}>Ver los planes</ButtonLink>
        </Card>
      )}
      {view.status === 'success' && view.data !== null && (
        <MembershipDetails membership={view.data} onChanged={refresh} />
      )}
    </Page>
  );
}
