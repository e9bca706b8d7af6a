import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Badge, BusyButton, Button, playerIdLabel, Spinner, type User } from '@cs16ar/shared';
import { formatDateTime, formatInArgentina } from '@cs16ar/shared/format';
import { SteamIcon } from '@cs16ar/shared/icons';
import { SectionCard, SectionText } from '../../../components/section-card';
import { useSteamLink } from '../hooks/use-steam-link';
import { movedSteamIdOf, steamIdStateOf, type SteamIdState } from '../lib/steam-id-state';

export const CODE_EXPIRED = 'El código venció sin que lo dijeras en el juego. Pedí uno nuevo.';

const Identity = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 10px;
  margin: 0 0 10px;

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 14px;
`;

const CodeBox = styled.div`
  display: grid;
  gap: 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed rgba(255, 138, 31, 0.55);
  background: ${({ theme }) => theme.colors.surfaceRaised};

  p {
    margin: 0;
  }
  .code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: clamp(1.6rem, 7vw, 2.1rem);
    font-weight: 800;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  kbd {
    font-family: ${({ theme }) => theme.fonts.mono};
    padding: 2px 6px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

function StateBadge({ state }: { state: SteamIdState }) {
  if (state.kind === 'verified') return <Badge $tone="success">Verificado</Badge>;
  if (state.kind === 'typed') return <Badge $tone="neutral">Sin verificar</Badge>;
  return null;
}

function Summary({ state }: { state: SteamIdState }) {
  if (state.kind === 'none') {
    return (
      <SectionText>
        Todavía no vinculaste tu Steam ID: vinculalo para ver tus estadísticas de los servidores.
      </SectionText>
    );
  }
  return (
    <>
      <Identity>
        <code>{state.steamId}</code>
        <StateBadge state={state} />
      </Identity>
      {state.kind === 'verified' ? (
        <SectionText>
          Verificado desde el juego{state.server ? ` en ${state.server}` : ''} ({formatDateTime(state.verifiedAt)}). Tus
          estadísticas, tu ranking y dónde jugás salen de este {playerIdLabel(state.steamId)}.
          {playerIdLabel(state.steamId) === 'ID no-Steam'
            ? ' Es el ID que los servidores le dan a tu juego sin Steam: no es ninguna cuenta de Steam.'
            : ''}
        </SectionText>
      ) : (
        <SectionText>
          Un Steam ID escrito a mano no trae estadísticas: probá que es tuyo diciendo un código en el chat de cualquier
          servidor de la comunidad.
        </SectionText>
      )}
    </>
  );
}

function CodeInstructions({ code, command, expiresAt }: { code: string; command: string; expiresAt: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const until = formatInArgentina(new Date(expiresAt), { hour: '2-digit', minute: '2-digit', hour12: false });
  async function copy() {
    try {
      await navigator.clipboard.writeText(command);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <CodeBox>
      <p>Tu código:</p>
      <p className="code" aria-label={`Tu código: ${code.split('').join(' ')}`}>
        {code}
      </p>
      <p>
        Entrá a cualquier servidor de la comunidad y escribí en el chat <kbd>!vincular {code}</kbd>, o en la consola{' '}
        <kbd>{command}</kbd>.
      </p>
      <p>Sirve una sola vez y vence a las {until}.</p>
      <Actions>
        <Button $variant="secondary" $size="sm" onClick={() => void copy()}>
          {copied === 'yes' ? '¡Copiado!' : 'Copiar el comando'}
        </Button>
        {copied === 'no' ? <SectionText role="status">No se pudo copiar: escribilo a mano.</SectionText> : null}
      </Actions>
    </CodeBox>
  );
}

/**
 * docs/product.md §2 "Tu Steam ID": the account's Steam ID and whether it is verified, a notice when another account
 * took it, and "Vincular mi Steam ID" (a code to say in the game; the card follows the link live).
 */
export function SteamLinkCard({ user }: { user: User }) {
  const { state: link, ask } = useSteamLink(user);
  const state = steamIdStateOf(user);
  const moved = movedSteamIdOf(user);
  const asking = link.step === 'asking';
  const askLabel = state.kind === 'verified' ? 'Vincular otro Steam ID' : 'Vincular mi Steam ID';

  return (
    <SectionCard title="Tu Steam ID" icon={<SteamIcon size={20} />}>
      <Stack>
        {moved && state.kind !== 'verified' ? (
          <Alert tone="info">
            Tu Steam ID {moved.steamId} pasó a otra cuenta, que lo verificó desde el juego ({formatDateTime(moved.at)}).
            Si es tuyo, vinculalo de nuevo.
          </Alert>
        ) : null}
        <div>
          <Summary state={state} />
        </div>
        <div aria-live="polite">
          {link.step === 'waiting' ? (
            <Stack>
              <CodeInstructions {...link.code} />
              <Waiting>
                <Spinner size={18} label="Esperando el código" /> Esperando que lo digas en el juego…
              </Waiting>
            </Stack>
          ) : link.step === 'linked' ? (
            <Alert tone="success">
              ¡Listo! Tu {user.steamID ? playerIdLabel(user.steamID) : 'Steam ID'} {user.steamID} quedó verificado
              {user.steamIdVerifiedOn ? ` desde ${user.steamIdVerifiedOn}` : ''}.
            </Alert>
          ) : link.step === 'expired' ? (
            <Alert tone="error">{CODE_EXPIRED}</Alert>
          ) : link.step === 'failed' ? (
            <Alert tone="error">{link.message}</Alert>
          ) : null}
        </div>
        <Actions>
          <BusyButton
            $variant={state.kind === 'verified' ? 'secondary' : 'primary'}
            onClick={() => void ask()}
            busy={asking}
            busyText="Pidiendo un código..."
          >
            {link.step === 'waiting' || link.step === 'expired' ? 'Pedir otro código' : askLabel}
          </BusyButton>
        </Actions>
        <SectionText>No hace falta que sepas tu Steam ID: el servidor lo toma cuando decís el código.</SectionText>
      </Stack>
    </SectionCard>
  );
}
