import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import { Alert, Button, ButtonSpinner, errorMessage, Link, mediaUp, paths, type Ban } from '@cs16ar/shared';
import { useQuery, useQueryClient, queryKeys } from '@cs16ar/shared/data';
import { banServersQuery } from '../../bans';
import { ruleBookQuery } from '../../rules';
import { createBan } from '../api/ban-moderation';
import { newBanDefaults, newBanRequest, newBanSchema, type NewBanValues } from '../lib/ban-form-schemas';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@cs16ar/shared/form';
import { DurationFields } from './moderation-fields';
import { PagePanel } from '../../../components/page-panel';

export const BAN_CREATE_FAILED = 'No pudimos crear el baneo. Intentá de nuevo en unos minutos.';

const Form = styled(PagePanel).attrs({ as: 'form' })``;

const Pair = styled.div`
  display: grid;
  gap: 16px;

  ${mediaUp('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Nuevo baneo": Steam ID in any form, the player, the server or all, reason, rule, length, community-wide, note. */
export function NewBanForm({ onCreated }: { onCreated?: (ban: Ban) => void }) {
  const client = useQueryClient();
  const servers = useQuery(banServersQuery()).data ?? [];
  const ruleSets = useQuery(ruleBookQuery()).data?.data ?? [];
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string; ban?: Ban } | null>(null);
  const inFlight = useRef(false);
  const { register, handleSubmit, formState, reset, control } = useForm<NewBanValues>({
    resolver: yupResolver(newBanSchema),
    mode: 'onTouched',
    defaultValues: newBanDefaults,
  });
  const permanent = useWatch({ control, name: 'permanent' });
  const everyServer = useWatch({ control, name: 'server' }) === '';
  const error = (name: keyof NewBanValues) => formState.errors[name]?.message;

  const onSubmit = async (values: NewBanValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome(null);
    try {
      const { request, communityWide } = newBanRequest(values);
      const ban = await createBan(request, communityWide);
      await client.invalidateQueries({ queryKey: queryKeys.bans.all });
      reset(newBanDefaults);
      setOutcome({ tone: 'success', text: 'Baneo creado.', ban });
      onCreated?.(ban);
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure, BAN_CREATE_FAILED) });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Form
      noValidate
      aria-labelledby="new-ban-heading"
      aria-busy={formState.isSubmitting}
      onSubmit={(event) => handleSubmit(onSubmit)(event)}
    >
      <h2 id="new-ban-heading">Nuevo baneo</h2>
      {outcome ? (
        <Alert tone={outcome.tone}>
          {outcome.text}
          {outcome.ban ? (
            <>
              {' '}
              <Link to={paths.ban(outcome.ban.documentId)}>Ver el baneo</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Pair>
        <TextField
          label="Steam ID"
          hint="STEAM_0:1:123, [U:1:247] o 7656119…; un ID no-Steam como se ve en el juego (STEAM_1:0:123)"
          autoComplete="off"
          spellCheck={false}
          registration={register('steamId')}
          error={error('steamId')}
        />
        <TextField
          label="Nick del jugador"
          optional
          registration={register('playerName')}
          error={error('playerName')}
        />
      </Pair>
      <Pair>
        <SelectField label="Servidor" registration={register('server')} error={error('server')}>
          <option value="">Todos los servidores</option>
          {servers.map((server) => (
            <option key={server.documentId} value={server.documentId}>
              {server.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Regla" optional registration={register('ruleAnchor')} error={error('ruleAnchor')}>
          <option value="">Sin regla</option>
          {ruleSets.map((set) => (
            <optgroup key={set.slug} label={set.title}>
              {set.rules.map((rule) => (
                <option key={rule.anchor} value={rule.anchor}>
                  {rule.anchor}: {rule.text.length > 70 ? `${rule.text.slice(0, 70)}…` : rule.text}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </Pair>
      <TextField label="Motivo" registration={register('reason')} error={error('reason')} />
      <Pair>
        <DurationFields
          label="Duración"
          disabled={permanent}
          amount={register('durationAmount')}
          unit={register('durationUnit')}
          error={permanent ? undefined : error('durationAmount')}
        />
        <div>
          <CheckboxField label="Permanente" {...register('permanent')} />
          {everyServer ? (
            <Note>En todos los servidores: se aplica en toda la comunidad por rcon.</Note>
          ) : (
            <CheckboxField
              label="Aplicar en toda la comunidad (los demás servidores, por rcon)"
              {...register('communityWide')}
            />
          )}
        </div>
      </Pair>
      <TextAreaField
        label="Nota interna"
        optional
        hint="Solo la ve el staff."
        rows={3}
        registration={register('internalNote')}
        error={error('internalNote')}
      />
      <div>
        <Button type="submit" $variant="danger" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? (
            <>
              <ButtonSpinner /> Baneando...
            </>
          ) : (
            'Banear'
          )}
        </Button>
      </div>
    </Form>
  );
}
