import { useState } from 'react';
import { Alert, Button, Card, errorMessage, useSession, type MembershipView } from '@cs16ar/shared';
import { queryKeys, useQueryClient } from '@cs16ar/shared/data';
import { formatDate } from '@cs16ar/shared/format';
import { postAdminServer } from '../api/admin-server';
import { AdminServerField } from './admin-server-field';

export const CHOOSE_FAILED = 'No pudimos guardar tu servidor de admin. Intentá de nuevo en unos minutos.';
export const CHOOSE_REQUIRED = 'Elegí el servidor donde vas a ser admin.';

/**
 * /tu-membresia, the Admin plan: the one server where the membership also gives the admin commands, chosen here (or
 * while buying) and changed once per paid period.
 */
export function AdminServerCard({ membership }: { membership: MembershipView }) {
  const { user } = useSession();
  const client = useQueryClient();
  const current = membership.adminServer;
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const save = async () => {
    if (!choice) {
      setFieldError(CHOOSE_REQUIRED);
      return;
    }
    setBusy(true);
    setOutcome(null);
    setFieldError(null);
    try {
      const updated = await postAdminServer(choice);
      client.setQueryData(queryKeys.membership.mine(user?.id ?? 0), updated);
      await client.invalidateQueries({ queryKey: queryKeys.membership.privileges(user?.id ?? 0) });
      setChoice('');
      setOutcome({
        tone: 'success',
        text: `Listo: sos admin en ${updated.adminServer?.name ?? 'tu servidor'}. El servidor te reconoce en menos de un minuto.`,
      });
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure, CHOOSE_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card $padded as="section" aria-labelledby="membership-admin-server">
      <h2 id="membership-admin-server">Tu servidor de admin</h2>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {current ? (
        <p>
          Sos admin en <strong>{current.name}</strong>: kick, ban, slay, cambio de mapa, chat, votaciones y el menú de
          admin.
        </p>
      ) : (
        <p>
          Elegí el servidor donde vas a tener los comandos de admin (kick, ban, slay, cambio de mapa, chat, votaciones y
          el menú). Podés cambiarlo una vez por mes.
        </p>
      )}
      {current?.changeableFrom ? (
        <p>Podés cambiarlo desde el {formatDate(current.changeableFrom)}.</p>
      ) : (
        <>
          <AdminServerField
            value={choice}
            disabled={busy}
            error={fieldError}
            onChange={(serverId) => {
              setChoice(serverId);
              setFieldError(null);
            }}
          />
          <Button $variant={current ? 'secondary' : 'primary'} disabled={busy} onClick={() => void save()}>
            {busy ? 'Guardando...' : current ? 'Cambiar de servidor' : 'Elegir servidor'}
          </Button>
        </>
      )}
    </Card>
  );
}
