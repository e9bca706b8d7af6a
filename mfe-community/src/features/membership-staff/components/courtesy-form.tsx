import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import { Alert, Button, ButtonSpinner, errorMessage, type StaffMembershipDetail } from '@cs16ar/shared';
import { queryKeys, useQueryClient } from '@cs16ar/shared/data';
import { SelectField, TextAreaField, TextField } from '@cs16ar/shared/form';
import { PagePanel } from '../../../components/page-panel';
import { grantCourtesy } from '../api/membership-staff';
import { courtesyDefaults, courtesyRequest, courtesySchema, type CourtesyValues } from '../lib/courtesy-schema';
import { memberName } from '../lib/membership-staff-view';

export const COURTESY_FAILED = 'No pudimos dar la membresía de cortesía. Intentá de nuevo en unos minutos.';

const Form = styled(PagePanel).attrs({ as: 'form' })``;

/** "Dar membresía de cortesía": a player by username, Premium or Admin, for 1–365 days, with the reason. */
export function CourtesyForm({ onGranted }: { onGranted: (detail: StaffMembershipDetail) => void }) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const inFlight = useRef(false);
  const { register, handleSubmit, formState, reset } = useForm<CourtesyValues>({
    resolver: yupResolver(courtesySchema),
    mode: 'onTouched',
    defaultValues: courtesyDefaults,
  });
  const error = (name: keyof CourtesyValues) => formState.errors[name]?.message;

  const onSubmit = async (values: CourtesyValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome(null);
    try {
      const request = courtesyRequest(values);
      const detail = await grantCourtesy(request);
      client.setQueryData(queryKeys.membership.staff.detail(detail.id), detail);
      await client.invalidateQueries({ queryKey: queryKeys.membership.staff.lists });
      reset(courtesyDefaults);
      setOutcome({
        tone: 'success',
        text: `Listo: ${memberName(detail)} tiene ${request.days === 1 ? '1 día' : `${request.days} días`} de cortesía.`,
      });
      onGranted(detail);
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure, COURTESY_FAILED) });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Form
      noValidate
      aria-labelledby="courtesy-heading"
      aria-busy={formState.isSubmitting}
      onSubmit={(event) => handleSubmit(onSubmit)(event)}
    >
      <h2 id="courtesy-heading">Dar membresía de cortesía</h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <TextField
        label="Nombre de usuario"
        autoComplete="off"
        spellCheck={false}
        registration={register('username')}
        error={error('username')}
      />
      <SelectField label="Plan" registration={register('plan')} error={error('plan')}>
        <option value="premium">Premium</option>
        <option value="admin">Admin</option>
      </SelectField>
      <TextField
        label="Días"
        inputMode="numeric"
        hint="De 1 a 365."
        registration={register('days')}
        error={error('days')}
      />
      <TextAreaField label="Motivo" rows={3} registration={register('reason')} error={error('reason')} />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? (
            <>
              <ButtonSpinner /> Dando la cortesía...
            </>
          ) : (
            'Dar cortesía'
          )}
        </Button>
      </div>
    </Form>
  );
}
