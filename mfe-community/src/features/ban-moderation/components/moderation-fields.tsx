import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { SelectField, TextField } from '@cs16ar/shared/form';
import { DURATION_UNITS, type DurationUnit } from '../lib/ban-form-schemas';

// What only the staff's ban forms need beside the site's fields (`@cs16ar/shared/form`): a ban's length.

const DurationRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
  align-items: start;
`;

/** A ban's length: the amount and its unit ("Unidad") side by side. */
export function DurationFields({
  label,
  amount,
  unit,
  error,
  disabled,
}: {
  label: string;
  amount: UseFormRegisterReturn;
  unit: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <DurationRow>
      <TextField label={label} inputMode="numeric" disabled={disabled} registration={amount} error={error} />
      <SelectField label="Unidad" disabled={disabled} registration={unit}>
        {(Object.keys(DURATION_UNITS) as DurationUnit[]).map((option) => (
          <option key={option} value={option}>
            {DURATION_UNITS[option].label}
          </option>
        ))}
      </SelectField>
    </DurationRow>
  );
}
