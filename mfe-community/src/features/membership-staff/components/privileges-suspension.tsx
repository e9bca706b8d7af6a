import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, ButtonSpinner, errorMessage, type StaffMembershipDetail } from '@cs16ar/shared';
import { queryKeys, useQueryClient } from '@cs16ar/shared/data';
import { formatDateTime } from '@cs16ar/shared/format';
import { TextAreaField } from '@cs16ar/shared/form';
import { CardActions } from '../../../components/card-list';
import { restorePrivileges, suspendPrivileges } from '../api/membership-staff';
import { memberName } from '../lib/membership-staff-view';
import { suspensionSchema, type SuspensionValues } from '../lib/suspension-schema';

export const SUSPENSION_FAILED = 'No pudimos cambiar los privilegios. Intentá de nuevo en unos minutos.';

/**
 * "Privilegios en los servidores" of one member: staff suspend the plan's flags on every server (reason required,
 * recorded in the staff's actions) without touching the membership or its payments, and restore them.
 */
export function PrivilegesSuspension({ detail }: { detail: StaffMembershipDetail }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [restoring, setRestoring] = useState(false);
  const inFlight = useRef(false);
  const name = memberName(detail);
  const suspension = detail.privilegesSuspension;
  const { register, handleSubmit, formState, reset } = useForm<SuspensionValues>({
    resolver: yupResolver(suspensionSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });

  const change = async (send: () => Promise<StaffMembershipDetail>, done: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome(null);
    try {
      client.setQueryData(queryKeys.membership.staff.detail(detail.id), await send());
      setOutcome({ tone: 'success', text: done });
      setAsking(false);
      reset({ reason: '' });
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure, SUSPENSION_FAILED) });
    } finally {
      inFlight.current = false;
    }
  };

  const suspend = (values: SuspensionValues) =>
    change(
      () => suspendPrivileges(detail.id, values.reason.trim()),
      `Suspendiste los privilegios de ${name}: los servidores los quitan en menos de un minuto.`,
    );
  const restore = () => {
    setRestoring(true);
    void change(() => restorePrivileges(detail.id), `Restituiste los privilegios de ${name}.`).finally(() =>
      setRestoring(false),
    );
  };

  return (
    <div>
      <h4>Privilegios en los servidores</h4>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {suspension ? (
        <>
          <p>
            <strong>Suspendidos</strong> por {suspension.staff.name} ({formatDateTime(suspension.at)}). Motivo:{' '}
            {suspension.reason}
          </p>
          <p>
            La membresía y sus pagos siguen como están; el plan no llega a ningún servidor hasta que los restituyas.
          </p>
          <CardActions>
            <Button $variant="secondary" $size="sm" disabled={restoring} onClick={restore}>
              {restoring ? (
                <>
                  <ButtonSpinner /> Restituyendo...
                </>
              ) : (
                'Restituir privilegios'
              )}
            </Button>
          </CardActions>
        </>
      ) : asking ? (
        <form
          noValidate
          aria-label={`Suspender los privilegios de ${name}`}
          onSubmit={(event) => handleSubmit(suspend)(event)}
        >
          <TextAreaField
            label="Motivo de la suspensión"
            rows={3}
            hint="Lo ven el staff y el jugador en su membresía."
            registration={register('reason')}
            error={formState.errors.reason?.message}
          />
          <CardActions>
            <Button type="submit" $variant="danger" $size="sm" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? (
                <>
                  <ButtonSpinner /> Suspendiendo...
                </>
              ) : (
                'Suspender'
              )}
            </Button>
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              disabled={formState.isSubmitting}
              onClick={() => setAsking(false)}
            >
              Cancelar
            </Button>
          </CardActions>
        </form>
      ) : (
        <>
          <p>Los privilegios del plan llegan a los servidores mientras la membresía esté vigente.</p>
          <CardActions>
            <Button $variant="secondary" $size="sm" onClick={() => setAsking(true)}>
              Suspender privilegios
            </Button>
          </CardActions>
        </>
      )}
    </div>
  );
}
