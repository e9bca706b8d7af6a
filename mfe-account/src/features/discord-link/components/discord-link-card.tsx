import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  BusyButton,
  ButtonLink,
  errorMessage,
  leaveFor,
  paths,
  Spinner,
  useSearchParams,
  type User,
} from '@cs16ar/shared';
import { queryKeys, queryView, useQuery, useQueryClient } from '@cs16ar/shared/data';
import { formatDateTime } from '@cs16ar/shared/format';
import { DiscordIcon } from '@cs16ar/shared/icons';
import { SectionCard, SectionText } from '../../../components/section-card';
import { CheckboxField } from '@cs16ar/shared/form';
import { myDiscordLinkQuery, showDiscordOnProfile, startDiscordLink, unlinkDiscord } from '../api/discord-link';

export const LINK_FAILED = 'No pudimos vincular tu cuenta de Discord. Probá de nuevo en unos minutos.';
export const UNLINK_FAILED = 'No pudimos desvincular tu cuenta de Discord. Probá de nuevo en unos minutos.';
export const READ_FAILED = 'No pudimos leer tu vinculación con Discord.';
export const SHOW_FAILED = 'No pudimos guardar si tu perfil muestra tu Discord. Probá de nuevo en unos minutos.';

// What the CMS's callback says on the way back from Discord (`/ajustes?discord=...`).
const OUTCOMES: Record<string, { tone: 'success' | 'info' | 'error'; text: string }> = {
  vinculado: { tone: 'success', text: '¡Listo! Tu cuenta de Discord quedó vinculada.' },
  cancelado: { tone: 'info', text: 'Cancelaste la vinculación en Discord: tu cuenta sigue como estaba.' },
  vencido: { tone: 'error', text: 'La vinculación tardó más de diez minutos. Probá de nuevo.' },
  error: { tone: 'error', text: LINK_FAILED },
};

const Stack = styled.div`
  display: grid;
  gap: 14px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Name = styled.strong`
  overflow-wrap: anywhere;
`;

/**
 * "Discord" on /ajustes (issue 45): link the account's Discord user through Discord's own page (the CMS keeps the
 * single-use state), see why the Premium role has not arrived, unlink. On a site without Discord set up, says so.
 */
export function DiscordLinkCard({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const query = useQuery(myDiscordLinkQuery(user.id));
  const view = queryView(query);
  const [params, setParams] = useSearchParams();
  const outcome = OUTCOMES[params.get('discord') ?? ''];
  const [busy, setBusy] = useState<'link' | 'unlink' | 'show' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The box shows the player's choice at once; the CMS's answer then confirms it (or a failure puts it back).
  const [choosing, setChoosing] = useState<boolean | null>(null);

  const clearOutcome = () => {
    if (!params.has('discord')) return;
    const next = new URLSearchParams(params);
    next.delete('discord');
    setParams(next, { replace: true });
  };

  async function link() {
    if (busy) return;
    setBusy('link');
    setFailure(null);
    clearOutcome();
    try {
      leaveFor.url(await startDiscordLink());
    } catch (error) {
      setFailure(errorMessage(error, LINK_FAILED));
      setBusy(null);
    }
  }

  async function unlink() {
    if (busy) return;
    setBusy('unlink');
    setFailure(null);
    clearOutcome();
    try {
      queryClient.setQueryData(queryKeys.discord.mine(user.id), await unlinkDiscord());
    } catch (error) {
      setFailure(errorMessage(error, UNLINK_FAILED));
    } finally {
      setBusy(null);
    }
  }

  async function showOnProfile(shown: boolean) {
    if (busy) return;
    setBusy('show');
    setChoosing(shown);
    setFailure(null);
    try {
      queryClient.setQueryData(queryKeys.discord.mine(user.id), await showDiscordOnProfile(shown));
    } catch (error) {
      setFailure(errorMessage(error, SHOW_FAILED));
    } finally {
      setChoosing(null);
      setBusy(null);
    }
  }

  return (
    <SectionCard title="Discord" icon={<DiscordIcon />}>
      <Stack>
        {view.status === 'loading' ? (
          <Spinner size={18} label="Cargando tu vinculación con Discord" />
        ) : view.status === 'error' ? (
          <Alert tone="error">{errorMessage(view.error, READ_FAILED)}</Alert>
        ) : !view.data.configured ? (
          <SectionText>
            La vinculación con Discord todavía no está disponible en este sitio. Mientras tanto, sumate al Discord de la
            comunidad desde su invitación.
          </SectionText>
        ) : (
          <>
            {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
            {view.data.movedAt && !view.data.link ? (
              <Alert tone="info">
                Tu cuenta de Discord se vinculó a otra cuenta del sitio ({formatDateTime(view.data.movedAt)}). Si es
                tuya, vinculala de nuevo.
              </Alert>
            ) : null}
            {view.data.link ? (
              <>
                <SectionText>
                  Vinculada a <Name>{view.data.link.name}</Name> ({formatDateTime(view.data.link.linkedAt)}). Con una
                  membresía vigente, el bot te da el rol en el Discord de la comunidad.
                </SectionText>
                <CheckboxField
                  label="Mostrar mi nombre de Discord en mi perfil"
                  checked={choosing ?? view.data.link.shownOnProfile}
                  disabled={busy !== null}
                  onChange={(event) => void showOnProfile(event.target.checked)}
                />
                {view.data.link.roleProblem === 'not-in-guild' ? (
                  <Alert tone="info">
                    No estás en el Discord de la comunidad, así que el bot no puede darte tu rol. Entrá con la
                    invitación y volvé a esta página: el rol llega solo.
                  </Alert>
                ) : view.data.link.roleProblem === 'refused' ? (
                  <Alert tone="error">
                    Discord no dejó que el bot te diera tu rol. Avisale al staff para que revise los permisos del bot.
                  </Alert>
                ) : null}
              </>
            ) : (
              <SectionText>
                Vinculá tu cuenta de Discord y, con una membresía vigente, recibís el rol Premium en el Discord de la
                comunidad. Solo vemos tu nombre de usuario.
              </SectionText>
            )}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <Actions>
              {view.data.link ? (
                <BusyButton
                  $variant="secondary"
                  onClick={() => void unlink()}
                  busy={busy === 'unlink'}
                  busyText="Desvinculando..."
                >
                  Desvincular Discord
                </BusyButton>
              ) : (
                <BusyButton onClick={() => void link()} busy={busy === 'link'} busyText="Abriendo Discord...">
                  Vincular Discord
                </BusyButton>
              )}
              {view.data.link?.roleProblem === 'not-in-guild' || !view.data.link ? (
                <ButtonLink to={paths.discord} $variant="ghost">
                  Ir al Discord de la comunidad
                </ButtonLink>
              ) : null}
            </Actions>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
