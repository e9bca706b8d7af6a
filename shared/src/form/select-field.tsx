import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { FieldRow, fieldControlStyles } from './form-field';

/** A `<select>` in the fields' style, for a control a screen wires itself (a filter kept in the address). */
export const Select = styled.select`
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

/** A form's choice among options (the staff's server, rule, plan), laid out by FieldRow like every field. */
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
