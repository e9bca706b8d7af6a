import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 32px;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  input:disabled {
    cursor: not-allowed;
  }
  label {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
  input:disabled + label {
    cursor: not-allowed;
  }
`;

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode;
  after?: ReactNode;
};

export function CheckboxField({ label, after, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <Row>
      <input id={id} type="checkbox" {...inputProps} />
      <label htmlFor={id}>{label}</label>
      {after}
    </Row>
  );
}
