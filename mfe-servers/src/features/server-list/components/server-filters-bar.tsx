import { useId } from 'react';
import styled, { css } from 'styled-components';
import { mediaUp } from '@cs16ar/shared';
import { SearchIcon } from '@cs16ar/shared/icons';
import type { ServerFilters, ServerSort } from '../hooks/use-server-filters';

const Bar = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  align-items: end;
  margin-bottom: 16px;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 2.2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

const Field = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  ${mediaUp('lg')} {
    grid-column: auto;
  }

  label {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

const control = css`
  width: 100%;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background-color: ${({ theme }) => theme.colors.surface};
  padding: 0 12px;
  font-size: 0.95rem;
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: rgba(255, 255, 255, 0.3);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryStrong};
    outline-offset: 1px;
  }
`;

// The icon is the site's own (an inline <svg>), not a CSS background picture: a picture in SVG is a document of
// its own, which the browser creates and lays out on the page's main thread (issue 27).
const SearchControl = styled.div`
  position: relative;

  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textFaint};
    pointer-events: none;
  }
`;

const SearchInput = styled.input`
  ${control}
  padding-left: 40px;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

const Select = styled.select`
  ${control}
  cursor: pointer;
`;

const Toggle = styled.label`
  grid-column: 1 / -1;
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-weight: 600;
  font-size: 0.92rem;
  white-space: nowrap;

  &:has(input:checked) {
    border-color: rgba(255, 138, 31, 0.6);
    background: rgba(255, 138, 31, 0.1);
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.primaryStrong};
    outline-offset: 1px;
  }

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  ${mediaUp('lg')} {
    grid-column: auto;
  }
`;

const sortLabels: Record<ServerSort, string> = {
  default: 'Predeterminado',
  players: 'Más jugadores',
  name: 'Nombre (A-Z)',
};

type Props = {
  filters: ServerFilters;
  modes: string[];
  onChange: (change: Partial<ServerFilters>) => void;
};

/** Search, game-mode and free-seat filters and sorting of the server list (kept in the URL query). */
export function ServerFiltersBar({ filters, modes, onChange }: Props) {
  const id = useId();
  // A mode from a shared link that no server has right now stays selectable, so the select shows it.
  const modeOptions = filters.mode && !modes.includes(filters.mode) ? [...modes, filters.mode] : modes;

  return (
    <Bar role="search" aria-label="Buscar y filtrar servidores">
      <Field $wide>
        <label htmlFor={`${id}-buscar`}>Buscar</label>
        <SearchControl>
          <SearchIcon size={18} />
          <SearchInput
            id={`${id}-buscar`}
            type="search"
            placeholder="Nombre, mapa o modo de juego"
            autoComplete="off"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </SearchControl>
      </Field>
      <Field>
        <label htmlFor={`${id}-modo`}>Modo de juego</label>
        <Select
          id={`${id}-modo`}
          value={filters.mode ?? ''}
          onChange={(event) => onChange({ mode: event.target.value || null })}
        >
          <option value="">Todos los modos</option>
          {modeOptions.map((mode) => (
            <option key={mode} value={mode}>
              {mode}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-orden`}>Ordenar por</label>
        <Select
          id={`${id}-orden`}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as ServerSort })}
        >
          {(Object.keys(sortLabels) as ServerSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </Select>
      </Field>
      <Toggle>
        <input
          type="checkbox"
          checked={filters.withFreeSlots}
          onChange={(event) => onChange({ withFreeSlots: event.target.checked })}
        />
        Con lugares libres
      </Toggle>
    </Bar>
  );
}
