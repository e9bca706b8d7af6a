import styled from 'styled-components';
import { SearchIcon } from '@cs16ar/shared/icons';

const Field = styled.div`
  position: relative;
  max-width: 640px;

  svg {
    position: absolute;
    left: 16px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textFaint};
    pointer-events: none;
  }
`;

const Input = styled.input`
  width: 100%;
  min-height: 52px;
  padding: 0 16px 0 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 1rem;
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.textFaint};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryStrong};
    outline-offset: 0;
    border-color: transparent;
  }
`;

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field role="search">
      <label htmlFor="help-search" className="visually-hidden">
        Buscar en preguntas frecuentes
      </label>
      <SearchIcon />
      <Input
        id="help-search"
        type="search"
        placeholder="Buscar en preguntas frecuentes..."
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
