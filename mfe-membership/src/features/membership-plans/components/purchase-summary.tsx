import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Link, mediaUp, paths } from '@cs16ar/shared';
import { LockIcon } from '@cs16ar/shared/icons';
import { formatPesos } from '@cs16ar/shared/format';
import { AdminServerField } from '../../admin-server';
import type { Plan } from '../lib/plans';

export const ADMIN_SERVER_REQUIRED = 'Elegí el servidor donde vas a ser admin.';

const Panel = styled.section`
  max-width: 640px;
  margin: 40px auto 0;
  padding: 24px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid rgba(255, 138, 31, 0.45);
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + 24px);
  scroll-margin-bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + 24px);

  ${mediaUp('md')} {
    padding: 32px;
  }

  h2 {
    font-size: 1.5rem;
    margin-bottom: 20px;

    &:focus {
      outline: none;
    }
  }
`;

const Summary = styled.dl`
  margin: 0 0 20px;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 12px 16px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Secure = styled.p`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;
  margin-top: 20px;

  ${mediaUp('sm')} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const Notice = styled.div`
  margin-top: 12px;
`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The summary shown once a paid plan is selected, with "Completar Compra". */
export function PurchaseSummary({
  plan,
  processing,
  error,
  onComplete,
  onCancel,
}: {
  plan: Plan;
  processing: boolean;
  error: string | null;
  onComplete: (adminServerId?: string) => void;
  onCancel: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [adminServer, setAdminServer] = useState('');
  const [adminServerError, setAdminServerError] = useState<string | null>(null);
  const complete = () => {
    if (plan.id !== 'admin') return onComplete();
    if (!adminServer) return setAdminServerError(ADMIN_SERVER_REQUIRED);
    onComplete(adminServer);
  };

  useEffect(() => {
    // Below the cards on a phone: bring the panel into view and move focus to it.
    const heading = headingRef.current;
    heading
      ?.closest('section')
      ?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' });
    heading?.focus({ preventScroll: true });
  }, [plan.id]);

  return (
    <Panel aria-labelledby="purchase-title">
      <h2 id="purchase-title" ref={headingRef} tabIndex={-1}>
        Actualizar a {plan.name}
      </h2>
      <Summary>
        <dt>Plan seleccionado</dt>
        <dd>{plan.name}</dd>
        <dt>Precio</dt>
        <dd>{formatPesos(plan.monthlyPrice)} / mes</dd>
      </Summary>
      {plan.id === 'admin' && (
        <AdminServerField
          value={adminServer}
          disabled={processing}
          error={adminServerError}
          onChange={(serverId) => {
            setAdminServer(serverId);
            setAdminServerError(null);
          }}
        />
      )}
      <Secure>
        <LockIcon size={18} />
        <span>
          Tu pago se procesa de forma segura en MercadoPago. Podés cancelar tu suscripción cuando quieras. Al completar
          la compra aceptás los <Link to={paths.terms}>términos y condiciones</Link>.
        </span>
      </Secure>
      <Alert tone="info">
        Vas a pagar en MercadoPago (tarjeta, dinero en cuenta o efectivo). Se cobra {formatPesos(plan.monthlyPrice)}{' '}
        cada mes hasta que canceles.
      </Alert>
      {error && (
        <Notice>
          <Alert tone="error">{error}</Alert>
        </Notice>
      )}
      <Actions>
        {!processing && (
          <Button $variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        )}
        <Button onClick={complete} disabled={processing} aria-busy={processing || undefined}>
          {processing ? 'Procesando...' : 'Completar Compra'}
        </Button>
      </Actions>
    </Panel>
  );
}
