import styled from 'styled-components';
import {
  Badge,
  hasVerifiedSteamId,
  Link,
  paths,
  useLocation,
  useSession,
  type Ban,
  type RedirectState,
} from '@cs16ar/shared';
import { useQuery, useQueryClient } from '@cs16ar/shared/data';
import { formatDateTime } from '@cs16ar/shared/format';
import { ownAppealQuery } from '../api/ban-appeals';
import { appealStateLabels } from '../lib/appeal-view';
import type { BanAppeal } from '@cs16ar/shared';
import type { OwnAppeal } from '../types/ban-appeal';
import { AppealForm } from './appeal-form';
import { AppealImages } from './appeal-images';
import { PagePanel } from '../../../components/page-panel';

const Section = styled(PagePanel)`
  margin-top: 24px;

  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Answer = styled.div`
  padding: 16px;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const IN_FORCE: readonly Ban['state'][] = ['activo', 'permanente'];

/** The player's appeal as sent: its state and, once answered, the staff's answer. */
export function AppealStatus({ appeal }: { appeal: BanAppeal }) {
  const state = appealStateLabels[appeal.state];
  return (
    <Section aria-labelledby="tu-descargo">
      <Heading>
        <h2 id="tu-descargo">Tu descargo</h2>
        <Badge $tone={state.tone}>{state.label}</Badge>
      </Heading>
      <Muted>Enviado: {formatDateTime(appeal.createdAt)}</Muted>
      <p>{appeal.text}</p>
      <AppealImages images={appeal.images} />
      {appeal.state === 'pendiente' ? (
        <Muted>El staff todavía no lo respondió. Te avisamos por email cuando lo haga.</Muted>
      ) : (
        <Answer>
          <strong>
            {appeal.state === 'aceptado'
              ? 'El staff aceptó tu descargo: el baneo quedó levantado.'
              : 'El staff rechazó tu descargo: el baneo sigue vigente.'}
          </strong>
          {appeal.answer ? <p>{appeal.answer}</p> : null}
        </Answer>
      )}
    </Section>
  );
}

function OwnAppealSection({ ban, userId }: { ban: Ban; userId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(ownAppealQuery(ban.documentId, userId));
  const own = query.data;
  if (!own || own.status === 'not-theirs') return null;
  if (own.status === 'sent') return <AppealStatus appeal={own.appeal} />;
  if (!IN_FORCE.includes(ban.state)) return null;
  const sent = (appeal: BanAppeal) => {
    const sentAppeal: OwnAppeal = { status: 'sent', appeal };
    queryClient.setQueryData(ownAppealQuery(ban.documentId, userId).queryKey, sentAppeal);
  };
  return (
    <Section aria-labelledby="presentar-descargo">
      <h2 id="presentar-descargo">Presentar descargo</h2>
      <Muted>
        Si creés que este baneo es un error, contale al staff qué pasó. Van a ver tu descargo junto con lo que registró
        el servidor en los diez minutos anteriores al baneo.
      </Muted>
      <AppealForm banDocumentId={ban.documentId} onSent={sent} />
    </Section>
  );
}

/**
 * A visitor may be the banned player: the way to an appeal is through signing in, which comes back to this ban
 * (issue 48: the page said nothing of appeals to anyone signed out).
 */
function SignInToAppeal() {
  const location = useLocation();
  const back: RedirectState = { from: { pathname: location.pathname, search: location.search } };
  return (
    <Section aria-labelledby="es-tu-baneo">
      <h2 id="es-tu-baneo">¿Es tu baneo?</h2>
      <Muted>
        <Link to={paths.login} state={back}>
          Iniciá sesión para presentar un descargo
        </Link>
        . Lo presenta la cuenta que tiene vinculado, desde el juego, el Steam ID baneado.
      </Muted>
    </Section>
  );
}

/**
 * docs/product.md "Baneos": on a ban's page, the banned player (signed in, with that Steam ID verified) presents
 * their appeal while the ban is in force, and then reads its state and the staff's answer. Nothing for anyone else:
 * the CMS decides who the banned player is; the page does not even ask for anyone whose verified Steam ID is
 * another (a question that could only be refused, a 403 on every ban page a signed-in visitor opens).
 */
export function BanAppealSection({ ban }: { ban: Ban }) {
  const { user } = useSession();
  if (!user) return IN_FORCE.includes(ban.state) ? <SignInToAppeal /> : null;
  if (!user.steamID || !hasVerifiedSteamId(user)) return null;
  // The very id: STEAM_1:1:123 is a non-Steam client's, not the Steam account STEAM_0:1:123 (issue 41, item 8).
  if (user.steamID !== ban.player.steamId) return null;
  return <OwnAppealSection ban={ban} userId={user.id} />;
}
