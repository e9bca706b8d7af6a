import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, mediaUp, useNavigate } from '@cs16ar/shared';
import { SearchIcon } from '@cs16ar/shared/icons';
import { FilterChip as Chip, FilterChipList } from '../../../components/filter-chips';
import { BAN_SEARCH_MAX_LENGTH, banListHref, type BanListAddress, type BanStateFilter } from '../lib/ban-list-address';

const STATES: [BanStateFilter | null, string][] = [
  [null, 'Todos'],
  ['activos', 'Activos'],
  ['permanentes', 'Permanentes'],
  ['expirados', 'Expirados'],
  ['levantados', 'Levantados'],
];

const Form = styled.form`
  display: grid;
  gap: 12px;
  margin-bottom: 16px;

  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  label {
    display: block;
    margin-bottom: 6px;
    font-weight: 650;
    font-size: 0.9rem;
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Selects = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-bottom: 16px;

  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  label {
    display: block;
    margin-bottom: 6px;
    font-weight: 650;
    font-size: 0.9rem;
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const SubmitRow = styled.div`
  display: flex;
  align-items: flex-end;
`;

const StateNav = styled.nav`
  margin-bottom: 24px;
`;

/**
 * The search box (nick or any Steam ID form), the server and period selects, and the state chips. Every filter
 * is in the address: changing one goes to its first page.
 */
export function BanFilters({
  address,
  servers,
}: {
  address: BanListAddress;
  servers: { documentId: string; name: string }[];
}) {
  const navigate = useNavigate();
  const [text, setText] = useState(address.q ?? '');
  const go = (changes: Partial<BanListAddress>) => navigate(banListHref({ ...address, page: 1, ...changes }));

  // Navigates once the submit event is over, as the site's other forms do (they await their call first): a
  // navigation (a transition) started inside the handler makes React 19 treat the form as a form action.
  function search(event: FormEvent) {
    event.preventDefault();
    const q = text.trim() || null;
    void Promise.resolve().then(() => go({ q }));
  }

  return (
    <>
      <Form role="search" onSubmit={search}>
        <div>
          <label htmlFor="ban-search">Buscar por nick o Steam ID</label>
          <input
            id="ban-search"
            type="search"
            value={text}
            maxLength={BAN_SEARCH_MAX_LENGTH}
            placeholder="Nick, STEAM_0:1:123, [U:1:247] o 7656119…"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <SubmitRow>
          <Button type="submit">
            <SearchIcon size={18} />
            Buscar
          </Button>
        </SubmitRow>
      </Form>
      <Selects>
        {servers.length > 0 ? (
          <div>
            <label htmlFor="ban-server">Servidor</label>
            <select
              id="ban-server"
              value={address.server ?? ''}
              onChange={(event) => go({ server: event.target.value || null })}
            >
              <option value="">Todos los servidores</option>
              {servers.map((server) => (
                <option key={server.documentId} value={server.documentId}>
                  {server.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor="ban-days">Período</label>
          <select
            id="ban-days"
            value={address.days ?? ''}
            onChange={(event) => go({ days: event.target.value === '7' ? 7 : event.target.value === '30' ? 30 : null })}
          >
            <option value="">Siempre</option>
            <option value="7">Últimos 7 días</option>
            <option value="30">Últimos 30 días</option>
          </select>
        </div>
      </Selects>
      <StateNav aria-label="Filtrar baneos por estado">
        <FilterChipList>
          {STATES.map(([state, label]) => (
            <li key={label}>
              <Chip
                to={banListHref({ ...address, page: 1, state })}
                aria-current={address.state === state ? 'page' : undefined}
              >
                {label}
              </Chip>
            </li>
          ))}
        </FilterChipList>
      </StateNav>
    </>
  );
}
