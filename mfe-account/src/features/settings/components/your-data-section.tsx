import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import { Alert, BusyButton, Button, errorMessage, useSessionStore } from '@cs16ar/shared';
import { DocumentIcon } from '@cs16ar/shared/icons';
import { FormStack } from '../../../components/auth-layout';
import { PasswordField } from '@cs16ar/shared/form';
import { FormBanner, formMessage, visibleError, type FormMessage } from '../../../components/form';
import { SectionCard, SectionText } from '../../../components/section-card';
import { deleteAccount, EXPORT_FILE_NAME, exportAccountData } from '../api/account-settings';
import { deleteAccountSchema, type DeleteAccountValues } from '../types/settings-schemas';

export const EXPORT_FAILED = 'No pudimos preparar tus datos. Intentá de nuevo en unos minutos.';
export const DELETE_FAILED = 'No pudimos eliminar tu cuenta. Intentá de nuevo en unos minutos.';

const Block = styled.div`
  display: grid;
  gap: 12px;

  & + & {
    margin-top: 22px;
    padding-top: 20px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

/** Saves a file the page already holds, as a download (the browser's own "save as"). */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await exportAccountData(), EXPORT_FILE_NAME);
    } catch (error) {
      setFailure(errorMessage(error, EXPORT_FAILED));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Block>
      <h3>Descargar mis datos</h3>
      <SectionText>
        Un archivo JSON con todo lo que el sitio guarda de tu cuenta: perfil, Steam ID y su verificación, servidores,
        Discord vinculado, estadísticas, descargos y sesiones abiertas.
      </SectionText>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div>
        <BusyButton $variant="secondary" onClick={() => void download()} busy={busy} busyText="Preparando...">
          Descargar mis datos
        </BusyButton>
      </div>
    </Block>
  );
}

function DeleteAccount() {
  const store = useSessionStore();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const inFlight = useRef(false);
  const { register, handleSubmit, formState } = useForm<DeleteAccountValues>({
    resolver: yupResolver(deleteAccountSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const onSubmit = async ({ password }: DeleteAccountValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    try {
      await deleteAccount(password);
      store.forgetDeletedAccount();
    } catch (error) {
      setMessage(formMessage('error', errorMessage(error, DELETE_FAILED)));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Block>
      <h3>Eliminar mi cuenta</h3>
      <SectionText>
        Borramos tu perfil, tu email, tu foto, tus descargos y tus sesiones. Tus estadísticas de juego quedan en los
        rankings, asociadas solo a tu Steam ID y ya no a una persona. No se puede deshacer.
      </SectionText>
      {open ? (
        <FormStack
          noValidate
          aria-label="Eliminar mi cuenta"
          aria-busy={formState.isSubmitting}
          onSubmit={(event) => handleSubmit(onSubmit)(event)}
        >
          <FormBanner message={message} />
          <PasswordField
            label="Tu contraseña"
            hint="Para eliminar tu cuenta, confirmá que sos vos."
            autoComplete="current-password"
            registration={register('password')}
            error={visibleError(formState, 'password')}
          />
          <Actions>
            <BusyButton type="submit" $variant="danger" busy={formState.isSubmitting} busyText="Eliminando...">
              Eliminar mi cuenta para siempre
            </BusyButton>
            <Button $variant="ghost" onClick={() => setOpen(false)} disabled={formState.isSubmitting}>
              Cancelar
            </Button>
          </Actions>
        </FormStack>
      ) : (
        <div>
          <Button $variant="danger" onClick={() => setOpen(true)}>
            Eliminar mi cuenta
          </Button>
        </div>
      )}
    </Block>
  );
}

/** "Tus datos" (Ley 25.326): a copy of everything held about the account, and its deletion. */
export function YourDataSection() {
  return (
    <SectionCard title="Tus datos" icon={<DocumentIcon />}>
      <DownloadData />
      <DeleteAccount />
    </SectionCard>
  );
}
