import { useState } from 'react';
import styled from 'styled-components';
import { Alert, BusyButton, errorMessage, useSessionStore } from '@cs16ar/shared';
import { LogoutIcon } from '@cs16ar/shared/icons';
import { SectionCard, SectionText } from '../../../components/section-card';

// The button's long label wraps on a narrow phone rather than push the card past the screen.
const Actions = styled.div`
  margin-top: 14px;

  button {
    white-space: normal;
    text-align: center;
  }
`;

export const LOGOUT_EVERYWHERE_FAILED = 'No pudimos cerrar tus sesiones. Intentá de nuevo en unos minutos.';

/**
 * "Cerrar sesión en todos los dispositivos": the CMS ends every session of the account (this one too), at once;
 * the route guard then takes the player to sign in, which says what happened.
 */
export function SessionsSection() {
  const store = useSessionStore();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function endEverywhere() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await store.logoutEverywhere();
    } catch (error) {
      setFailure(errorMessage(error, LOGOUT_EVERYWHERE_FAILED));
      setBusy(false);
    }
  }

  return (
    <SectionCard title="Sesiones" icon={<LogoutIcon />}>
      <SectionText>
        ¿Dejaste la sesión abierta en otra computadora o en un celular que ya no tenés? Cerrala en todos lados, también
        en este dispositivo.
      </SectionText>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Actions>
        <BusyButton
          $variant="secondary"
          onClick={() => void endEverywhere()}
          busy={busy}
          busyText="Cerrando sesiones..."
        >
          Cerrar sesión en todos los dispositivos
        </BusyButton>
      </Actions>
    </SectionCard>
  );
}
