import styled from 'styled-components';
import {
  Badge,
  errorMessage,
  Link,
  paths,
  useLocation,
  useSession,
  type RedirectState,
  type Server,
} from '@cs16ar/shared';
import { ServerIcon } from '@cs16ar/shared/icons';
import type { QueryView } from '@cs16ar/shared/data';
import { useUserServers } from '../hooks/use-user-servers';
import { SectionCard, SectionLoading, SectionText } from '../../../components/section-card';

export const NO_SERVERS = 'Este usuario no juega en ningún servidor actualmente.';
export const SERVERS_FAILED = 'No se pudieron cargar los servidores de este jugador.';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    transition:
      border-color ${({ theme }) => theme.transitions.fast},
      background ${({ theme }) => theme.transitions.fast};
  }
  a:hover {
    border-color: rgba(255, 138, 31, 0.5);
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  strong {
    font-size: 0.95rem;
    word-break: break-word;
  }
  span {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function SignInToSee() {
  const location = useLocation();
  const back: RedirectState = { from: { pathname: location.pathname } };
  return (
    <SectionText>
      <Link to={paths.login} state={back}>
        Iniciá sesión
      </Link>{' '}
      para ver en qué servidores juega.
    </SectionText>
  );
}

/** docs/product.md §2 "Servidores": the servers the player plays on, each linking to its page. */
export function UserServersCard({ servers }: { servers: QueryView<Server[]> | { status: 'signed-out' } }) {
  const count = servers.status === 'success' ? servers.data.length : null;
  return (
    <SectionCard
      title="Servidores"
      icon={<ServerIcon />}
      aside={
        count === null ? null : (
          <Badge $tone="primary" aria-label={`${count} servidores`}>
            {count}
          </Badge>
        )
      }
    >
      {servers.status === 'signed-out' ? (
        <SignInToSee />
      ) : servers.status === 'loading' ? (
        <SectionLoading label="Cargando servidores..." />
      ) : servers.status === 'error' ? (
        <SectionText role="alert">{errorMessage(servers.error, SERVERS_FAILED)}</SectionText>
      ) : servers.data.length === 0 ? (
        <SectionText>{NO_SERVERS}</SectionText>
      ) : (
        <List>
          {servers.data.map((server) => (
            <li key={server.documentId}>
              {/* The servers remote routes by documentId (docs/product.md §2: "documentId in links from the list"). */}
              <Link to={paths.serverDetail(server.documentId)}>
                <strong>{server.name}</strong>
                <span>{server.gameMode || 'Clásico'}</span>
              </Link>
            </li>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

function LoadedUserServers({ userId }: { userId: number }) {
  return <UserServersCard servers={useUserServers(userId)} />;
}

/** The CMS answers who plays where only to signed-in players, so visitors are asked to sign in. */
export function UserServers({ userId }: { userId: number }) {
  const { jwt } = useSession();
  if (!jwt) return <UserServersCard servers={{ status: 'signed-out' }} />;
  return <LoadedUserServers userId={userId} />;
}
