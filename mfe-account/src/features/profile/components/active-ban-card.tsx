import styled from 'styled-components';
import { Link, paths } from '@cs16ar/shared';
import { formatDateTime } from '@cs16ar/shared/format';
import { LockIcon } from '@cs16ar/shared/icons';
import { SectionCard, SectionText } from '../../../components/section-card';
import { useActiveBans } from '../hooks/use-active-bans';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;

  li {
    overflow-wrap: anywhere;
  }
`;

/**
 * docs/product.md §2 "Profile": a banned player's bans in force (public), and on the own profile a link to each
 * ban's page to present an appeal (descargo) there. Nothing when there is no verified Steam ID or no ban in force.
 */
export function ActiveBanCard({ steamId, own }: { steamId: string | null; own: boolean }) {
  const bans = useActiveBans(steamId);
  if (bans.length === 0) return null;
  return (
    <SectionCard title={own ? 'Tenés un baneo activo' : 'Baneo activo'} icon={<LockIcon />}>
      <List>
        {bans.map((ban) => (
          <li key={ban.documentId}>
            <Link to={paths.ban(ban.documentId)}>{ban.server?.name ?? 'Todos los servidores'}</Link>
            {': '}
            {ban.reason ?? 'sin motivo'}
            {' · '}
            {ban.expiresAt ? `hasta ${formatDateTime(ban.expiresAt)}` : 'permanente'}
            {own ? (
              <>
                {' · '}
                <Link to={paths.ban(ban.documentId)}>Presentar descargo</Link>
              </>
            ) : null}
          </li>
        ))}
      </List>
      {own ? (
        <SectionText>
          Si creés que es un error, presentá tu descargo en la página del baneo: el staff lo lee junto con lo que
          registró el servidor antes del baneo, y te avisamos por email cuando lo responda.
        </SectionText>
      ) : null}
    </SectionCard>
  );
}
