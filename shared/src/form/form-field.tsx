import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled, { css } from 'styled-components';
import { EyeIcon, EyeOffIcon } from '@cs16ar/shared/icons';

// The site's form fields, one set for every app (mfe-account's forms, the staff's ban forms, the appeals): a
// control a feature needs alone (a select, a file picker) is built in the feature on `FieldRow` and
// `fieldControlStyles`. `UseFormRegisterReturn` is only a type: the apps bring react-hook-form.

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

/** The look of a text control (input, select, text area), for a control a feature builds on `FieldRow`. */
export const fieldControlStyles = css`
  width: 100%;
  min-height: 46px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }
  &:hover {
    border-color: rgba(255, 255, 255, 0.28);
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px rgba(255, 138, 31, 0.25);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px rgba(240, 68, 68, 0.25);
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const Input = styled.input`
  ${fieldControlStyles}
`;

const TextArea = styled.textarea`
  ${fieldControlStyles}
  resize: vertical;
  line-height: 1.5;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textFaint};
`;

/** A field's error in the site's look; a message of a control outside a `FieldRow` (the appeal's images) uses it too. */
export const FieldError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const PasswordBox = styled.div`
  position: relative;

  input {
    padding-right: 52px;
  }
`;

const ToggleButton = styled.button`
  position: absolute;
  top: 50%;
  right: 4px;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/** What a field row hands its control: the ids tying the label, the hint and the error to it. */
type ControlIds = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type FieldRowProps = {
  label: ReactNode;
  /** Shown only when the form decided the field should show it (after touch or submit). */
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** The control, given the ids that tie it to the label and the message under it. */
  children: (control: ControlIds) => ReactNode;
};

/**
 * The one layout of a form field: the label (with "(opcional)"), the control, then one message under it: the
 * error when there is one, otherwise the hint. Screen readers announce the label and that message with the
 * control.
 */
export function FieldRow({ label, error, hint, optional, children }: FieldRowProps) {
  const id = useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {optional ? <Optional>(opcional)</Optional> : null}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}

type FieldProps = Omit<FieldRowProps, 'children'> & { registration: UseFormRegisterReturn };

/** What the field components set themselves, so a caller cannot pass it. */
type OwnAttributes = 'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'aria-invalid' | 'aria-describedby';

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, OwnAttributes>;

export function TextField({ label, error, hint, optional, registration, ...inputProps }: TextFieldProps) {
  return (
    <FieldRow label={label} error={error} hint={hint} optional={optional}>
      {(control) => <Input {...control} {...inputProps} {...registration} />}
    </FieldRow>
  );
}

type PresetFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'>;

/** An email address: the keyboard and autofill for one, no capitals or spell-checking. */
export function EmailField(props: PresetFieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** A user name (or what signs in with one): autofilled as the username, no capitals or spell-checking. */
export function UsernameField(props: PresetFieldProps) {
  return <TextField autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnAttributes>;

export function TextAreaField({ label, error, hint, optional, registration, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <FieldRow label={label} error={error} hint={hint} optional={optional}>
      {(control) => <TextArea {...control} {...textAreaProps} {...registration} />}
    </FieldRow>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'optional'> & {
  /** `current-password` on sign-in, `new-password` on registration, so password managers fill or offer. */
  autoComplete: 'current-password' | 'new-password';
  /** What the show/hide button refers to, e.g. "la confirmación". */
  toggleName?: string;
};

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  registration,
  toggleName = 'la contraseña',
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldRow label={label} error={error} hint={hint}>
      {(control) => (
        <PasswordBox>
          <Input
            {...control}
            {...inputProps}
            {...registration}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
          <ToggleButton
            type="button"
            aria-label={`${visible ? 'Ocultar' : 'Mostrar'} ${toggleName}`}
            aria-controls={control.id}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </ToggleButton>
        </PasswordBox>
      )}
    </FieldRow>
  );
}
