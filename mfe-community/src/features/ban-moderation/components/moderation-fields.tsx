import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled, { css } from 'styled-components';

// The staff forms' fields: a label, the control, a hint and the field's error (announced, tied to the control
// with aria-describedby), in the site's look (mfe-account's forms use the same styles).

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Optional = styled.span`
  margin-left: 6px;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textFaint};
`;

const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px rgba(255, 138, 31, 0.25);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const Input = styled.input`
  ${controlStyles}
`;
const Select = styled.select`
  ${controlStyles}
`;
const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 88px;
  resize: vertical;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textFaint};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

type FieldFrame = { label: ReactNode; hint?: ReactNode; error?: string; optional?: boolean };

function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function Frame({
  id,
  hintId,
  errorId,
  label,
  hint,
  error,
  optional,
  children,
}: FieldFrame & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {optional ? <Optional>(opcional)</Optional> : null}
      </Label>
      {children}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}

export function TextField({
  registration,
  ...props
}: FieldFrame & { registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const { label, hint, error, optional, ...inputProps } = props;
  const ids = useFieldIds(hint, error);
  return (
    <Frame {...ids} label={label} hint={hint} error={error} optional={optional}>
      <Input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...inputProps}
        {...registration}
      />
    </Frame>
  );
}

export function SelectField({
  registration,
  children,
  ...props
}: FieldFrame & { registration: UseFormRegisterReturn; children: ReactNode } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'id'
  >) {
  const { label, hint, error, optional, ...selectProps } = props;
  const ids = useFieldIds(hint, error);
  return (
    <Frame {...ids} label={label} hint={hint} error={error} optional={optional}>
      <Select
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...selectProps}
        {...registration}
      >
        {children}
      </Select>
    </Frame>
  );
}

export function TextAreaField({
  registration,
  ...props
}: FieldFrame & { registration: UseFormRegisterReturn } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const { label, hint, error, optional, ...areaProps } = props;
  const ids = useFieldIds(hint, error);
  return (
    <Frame {...ids} label={label} hint={hint} error={error} optional={optional}>
      <TextArea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...areaProps}
        {...registration}
      />
    </Frame>
  );
}

const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;

  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function CheckboxField({
  label,
  registration,
  ...inputProps
}: { label: ReactNode; registration: UseFormRegisterReturn } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
>) {
  const id = useId();
  return (
    <CheckRow>
      <input id={id} type="checkbox" {...inputProps} {...registration} />
      <label htmlFor={id}>{label}</label>
    </CheckRow>
  );
}

/** A duration: the amount and its unit side by side. */
export const DurationRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
  align-items: start;
`;
