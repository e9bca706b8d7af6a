import { ButtonLink, paths, roleOf, type User } from '@cs16ar/shared';
import { StarIcon } from '@cs16ar/shared/icons';
import { myPrivilegesQuery, queryView, useQuery } from '@cs16ar/shared/data';
import { SectionCard, SectionText } from '../../../components/section-card';

/**
 * The own profile of a member (issue 44): on how many servers their privileges are applied, as the servers
 * confirmed them; the detail per server is /tu-membresia's. Nothing for a player without a membership.
 */
export function MembershipPrivilegesCard({ user }: { user: User }) {
  const member = roleOf(user) !== 'regular';
  const query = useQuery({ ...myPrivilegesQuery(user.id), enabled: member });
  const view = queryView(query);
  if (!member || view.status !== 'success' || !view.data || (!view.data.holds && !view.data.suspended)) return null;
  const privileges = view.data;
  const applied = privileges.servers.filter((server) => server.confirmedAt !== null).length;
  return (
    <SectionCard title="Privilegios" icon={<StarIcon />}>
      <SectionText>
        {privileges.suspended
          ? 'El staff suspendió tus privilegios en los servidores. El motivo está en tu membresía.'
          : privileges.steamIdVerified
            ? `Privilegios aplicados en ${applied} de ${privileges.servers.length} servidores.`
            : 'Tus privilegios esperan tu Steam ID: vinculalo y en menos de un minuto los servidores te reconocen.'}
      </SectionText>
      <ButtonLink to={paths.yourMembership} $variant="ghost">
        Ver mi membresía
      </ButtonLink>
    </SectionCard>
  );
}
