import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  errorMessage,
  membershipStateLabels,
  paymentStatusLabel,
  type MembershipPaymentView,
  type StaffMembershipDetail,
} from '@cs16ar/shared';
import { queryKeys, queryView, useQuery, useQueryClient } from '@cs16ar/shared/data';
import { formatDate, formatDateTime, formatPesos } from '@cs16ar/shared/format';
import { Card, CardActions, CardList } from '../../../components/card-list';
import { LoadingBlocks } from '../../../components/loading-blocks';
import { refundPayment, staffMemberQuery } from '../api/membership-staff';
import { PrivilegesSuspension } from './privileges-suspension';
import { actorLabel, memberName, planLine, staffActionLine, transitionLine } from '../lib/membership-staff-view';

export const MEMBER_LOAD_FAILED = 'No pudimos cargar la membresía. Revisá tu conexión e intentá de nuevo.';
export const REFUND_FAILED = 'No pudimos devolver el pago. Intentá de nuevo en unos minutos.';

const Panel = styled.section`
  display: grid;
  gap: 16px;
  min-width: 0;
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  h4 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

function PaymentItem({
  payment,
  name,
  busy,
  onRefund,
}: {
  payment: MembershipPaymentView;
  name: string;
  busy: boolean;
  onRefund: (payment: MembershipPaymentView) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const amount = formatPesos(payment.amount);
  return (
    <Card>
      <strong>
        {formatDate(payment.at)} · {amount} · {paymentStatusLabel(payment.status)}
      </strong>
      <p>Operación de MercadoPago {payment.operation}</p>
      {payment.status === 'approved' ? (
        <CardActions>
          {confirming ? (
            <>
              <Button
                $variant="danger"
                $size="sm"
                disabled={busy}
                onClick={() => void onRefund(payment).finally(() => setConfirming(false))}
              >
                Sí, devolver {amount} a {name}
              </Button>
              <Button $variant="ghost" $size="sm" disabled={busy} onClick={() => setConfirming(false)}>
                Cancelar
              </Button>
            </>
          ) : (
            <Button
              $variant="secondary"
              $size="sm"
              aria-label={`Devolver el pago ${payment.operation}`}
              onClick={() => setConfirming(true)}
            >
              Devolver
            </Button>
          )}
        </CardActions>
      ) : null}
    </Card>
  );
}

function Detail({ detail }: { detail: StaffMembershipDetail }) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const name = memberName(detail);
  const state = membershipStateLabels[detail.state];

  const refund = async (payment: MembershipPaymentView) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await refundPayment(detail.id, payment.operation);
      client.setQueryData(queryKeys.membership.staff.detail(detail.id), answer);
      await client.invalidateQueries({ queryKey: queryKeys.membership.staff.lists });
      setOutcome({ tone: 'success', text: `Devolviste ${formatPesos(payment.amount)} a ${name}.` });
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure, REFUND_FAILED) });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby="membership-detail-heading">
      <h3 id="membership-detail-heading">Membresía de {name}</h3>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Facts>
        {detail.player ? (
          <>
            <dt>Usuario</dt>
            <dd>{detail.player.username}</dd>
          </>
        ) : null}
        <dt>Plan</dt>
        <dd>{planLine(detail)}</dd>
        <dt>Estado</dt>
        <dd>
          <Badge $tone={state.tone}>{state.label}</Badge>
        </dd>
        <dt>Hasta</dt>
        <dd>{formatDate(detail.periodEnd) ?? '—'}</dd>
        {detail.state === 'past_due' ? (
          <>
            <dt>Gracia hasta</dt>
            <dd>{formatDate(detail.graceUntil) ?? '—'}</dd>
          </>
        ) : null}
      </Facts>
      <PrivilegesSuspension detail={detail} />
      <div>
        <h4>Pagos</h4>
        {detail.payments.length === 0 ? (
          <p>Todavía no hay pagos.</p>
        ) : (
          <CardList aria-label={`Pagos de ${name}`}>
            {detail.payments.map((payment) => (
              <PaymentItem key={payment.operation} payment={payment} name={name} busy={busy} onRefund={refund} />
            ))}
          </CardList>
        )}
      </div>
      <div>
        <h4>Historial</h4>
        {detail.history.length === 0 ? (
          <p>Sin cambios registrados.</p>
        ) : (
          <CardList as="ol" aria-label={`Historial de ${name}`}>
            {detail.history.map((entry, index) => (
              <Card key={`${entry.at}-${index}`}>
                <strong>{transitionLine(entry)}</strong>
                <p>
                  {formatDateTime(entry.at)} · por {actorLabel(entry.actor)} · {entry.cause}
                  {entry.paymentId ? ` · operación ${entry.paymentId}` : ''}
                </p>
              </Card>
            ))}
          </CardList>
        )}
      </div>
      <div>
        <h4>Acciones del staff</h4>
        {detail.staffActions.length === 0 ? (
          <p>El staff no hizo cambios en esta membresía.</p>
        ) : (
          <CardList aria-label={`Acciones del staff sobre ${name}`}>
            {detail.staffActions.map((action, index) => (
              <Card key={`${action.at}-${index}`}>
                <strong>{staffActionLine(action)}</strong>
                <p>
                  {action.staff.name} · {formatDateTime(action.at)}
                  {action.reason ? ` · Motivo: ${action.reason}` : ''}
                </p>
              </Card>
            ))}
          </CardList>
        )}
      </div>
    </Panel>
  );
}

/** One member's membership: plan, state, payments (with "Devolver"), history and the staff's actions. */
export function MemberDetail({ membershipId }: { membershipId: string }) {
  const query = useQuery(staffMemberQuery(membershipId));
  const view = queryView(query);
  if (view.status === 'loading') return <LoadingBlocks label="Cargando membresía..." heights={['160px', '96px']} />;
  if (view.status === 'error') {
    return (
      <Alert tone="error" onRetry={() => void query.refetch()}>
        {MEMBER_LOAD_FAILED}
      </Alert>
    );
  }
  return <Detail key={view.data.id} detail={view.data} />;
}
