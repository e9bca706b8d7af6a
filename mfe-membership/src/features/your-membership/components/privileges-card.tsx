import styled from 'styled-components';
import {
  Alert,
  Badge,
  ButtonLink,
  Card,
  mediaUp,
  paths,
  useSession,
  type MembershipPrivilegesView,
} from '@cs16ar/shared';
import { queryView, useQuery } from '@cs16ar/shared/data';
import { formatDateTime } from '@cs16ar/shared/format';
import { myPrivilegesQuery } from '../api/membership';

export const PRIVILEGES_LOAD_FAILED =
  'No pudimos ver tus privilegios en los servidores. Intentá de nuevo en unos minutos.';

// What each AMX Mod X flag a plan gives means to a player.
const FLAG_NAMES: Record<string, string> = { b: 'slot reservado', t: 'VIP' };

const ServerList = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  gap: 8px 24px;

  ${mediaUp('md')} {
    grid-template-columns: 1fr 1fr;
  }

  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function flagsText(flags: string): string {
  return [...flags].map((flag) => FLAG_NAMES[flag] ?? flag).join(' y ');
}

function Servers({ privileges }: { privileges: MembershipPrivilegesView }) {
  const confirmed = privileges.servers.filter((server) => server.confirmedAt !== null);
  const pending = privileges.servers.filter((server) => server.confirmedAt === null);
  const adminServer = privileges.servers.find((server) => server.id === privileges.admin?.serverId);
  return (
    <>
      <p>
        <strong>
          Privilegios aplicados en {confirmed.length} de {privileges.servers.length} servidores
        </strong>
      </p>
      <Muted>
        Tenés {flagsText(privileges.flags)} en todos los servidores
        {adminServer ? `, y los comandos de admin en ${adminServer.name}` : ''}. Cada servidor confirma tus privilegios
        cuando entrás a jugar; esta lista se actualiza sola.
      </Muted>
      {confirmed.length > 0 && (
        <ServerList aria-label="Servidores que confirmaron tus privilegios">
          {confirmed.map((server) => (
            <li key={server.id}>
              <span>{server.name}</span>
              <Badge $tone="success" title={`Confirmado ${formatDateTime(server.confirmedAt) ?? ''}`}>
                Aplicado
              </Badge>
            </li>
          ))}
        </ServerList>
      )}
      {pending.length > 0 && (
        <details>
          <summary>
            {pending.length === 1
              ? 'Ver el servidor que falta confirmar'
              : `Ver los ${pending.length} servidores que faltan confirmar`}
          </summary>
          <ServerList aria-label="Servidores que todavía no confirmaron tus privilegios">
            {pending.map((server) => (
              <li key={server.id}>
                <span>{server.name}</span>
                <Badge $tone="neutral">Se confirma al entrar</Badge>
              </li>
            ))}
          </ServerList>
        </details>
      )}
    </>
  );
}

/** /tu-membresia: what the membership gives in the game, and which servers confirmed it (issue 44). */
export function PrivilegesCard() {
  const { user } = useSession();
  const query = useQuery(myPrivilegesQuery(user?.id ?? 0));
  const view = queryView(query);
  if (view.status === 'loading') return null;
  if (view.status === 'error') {
    return (
      <Alert tone="error" onRetry={() => void query.refetch()}>
        {PRIVILEGES_LOAD_FAILED}
      </Alert>
    );
  }
  const privileges = view.data;
  if (!privileges || (!privileges.holds && !privileges.suspended)) return null;
  return (
    <Card $padded as="section" aria-labelledby="membership-privileges">
      <h2 id="membership-privileges">Privilegios en los servidores</h2>
      {privileges.suspended ? (
        <>
          <Alert tone="error">
            El staff suspendió tus privilegios en los servidores ({formatDateTime(privileges.suspended.at)}). Motivo:{' '}
            {privileges.suspended.reason}
          </Alert>
          <Muted>
            Tu membresía y sus pagos siguen igual. Si querés hablarlo con el staff, encontralos en la comunidad.
          </Muted>
          <ButtonLink to={paths.communityStaff} $variant="secondary">
            Ver el staff
          </ButtonLink>
        </>
      ) : privileges.steamIdVerified ? (
        <Servers privileges={privileges} />
      ) : (
        <>
          <Alert tone="info">
            Tus privilegios esperan tu Steam ID: vinculalo desde tu perfil diciendo el código en el chat de cualquier
            servidor y en menos de un minuto los servidores te reconocen.
          </Alert>
          <ButtonLink to={paths.profile}>Vincular mi Steam ID</ButtonLink>
        </>
      )}
    </Card>
  );
}
