import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { FieldRow, fieldControlStyles } from '@cs16ar/shared/form';

// What only the staff's ban forms need beside the site's fields (`@cs16ar/shared/form`): a select and the
// duration's layout.

const Select = styled.select`
  ${fieldControlStyles}
`;

type SelectFieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  registration: UseFormRegisterReturn;
  children: ReactNode;
} & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby'
>;

export function SelectField({
  label,
  error,
  hint,
  optional,
  registration,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldRow label={label} error={error} hint={hint} optional={optional}>
      {(control) => (
        <Select {...control} {...selectProps} {...registration}>
          {children}
        </Select>
      )}
    </FieldRow>
  );
}

/** A duration: the amount and its unit side by side. */
export const DurationRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
  align-items: start;
`;
