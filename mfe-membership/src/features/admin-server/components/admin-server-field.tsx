import { useId } from 'react';
import styled from 'styled-components';
import { Alert, useSession } from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { Select } from '@cs16ar/shared/form';
import { serverChoicesQuery } from '../api/admin-server';

export const CHOICES_LOAD_FAILED = 'No pudimos cargar los servidores. Intentá de nuevo en unos minutos.';

const Field = styled.div`
  display: grid;
  gap: 6px;
  margin: 16px 0;

  label {
    font-weight: 700;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

/**
 * "Servidor donde vas a ser admin": the community's servers, the ones the player plays on first ("Donde jugás").
 * `value` '' is none chosen yet.
 */
export function AdminServerField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (serverId: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  const { user } = useSession();
  const query = useQuery(serverChoicesQuery(user?.id ?? 0));
  const view = queryView(query);
  if (view.status === 'error') {
    return (
      <Alert tone="error" onRetry={() => void query.refetch()}>
        {CHOICES_LOAD_FAILED}
      </Alert>
    );
  }
  const choices = view.status === 'success' ? view.data : { played: [], others: [] };
  return (
    <Field>
      <label htmlFor={id}>Servidor donde vas a ser admin</label>
      <Select
        id={id}
        value={value}
        disabled={disabled || view.status === 'loading'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{view.status === 'loading' ? 'Cargando servidores...' : 'Elegí un servidor'}</option>
        {choices.played.length > 0 && (
          <optgroup label="Donde jugás">
            {choices.played.map((server) => (
              <option key={server.id} value={server.id}>
                {server.name}
              </option>
            ))}
          </optgroup>
        )}
        <optgroup label={choices.played.length > 0 ? 'Los demás servidores' : 'Servidores'}>
          {choices.others.map((server) => (
            <option key={server.id} value={server.id}>
              {server.name}
            </option>
          ))}
        </optgroup>
      </Select>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}
