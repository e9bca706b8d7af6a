import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { BusyButton, errorMessage, useSessionStore } from '@cs16ar/shared';
import { LockIcon } from '@cs16ar/shared/icons';
import { FormStack } from '../../../components/auth-layout';
import { PasswordField } from '@cs16ar/shared/form';
import { FormBanner, formMessage, visibleError, type FormMessage } from '../../../components/form';
import { SectionCard } from '../../../components/section-card';
import { changePassword } from '../api/account-settings';
import { changePasswordSchema, type ChangePasswordValues } from '../types/settings-schemas';

export const PASSWORD_CHANGED = 'Cambiaste tu contraseña. Cerramos tus sesiones en los demás dispositivos.';
export const PASSWORD_CHANGE_FAILED = 'No pudimos cambiar tu contraseña. Intentá de nuevo en unos minutos.';

/** "Contraseña": the current one, then the new one twice; every other session of the account ends. */
export function PasswordSection() {
  const store = useSessionStore();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const inFlight = useRef(false);
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });

  const onSubmit = async (values: ChangePasswordValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    try {
      store.adopt(await changePassword(values));
      reset();
      setMessage(formMessage('success', PASSWORD_CHANGED));
    } catch (error) {
      setMessage(formMessage('error', errorMessage(error, PASSWORD_CHANGE_FAILED)));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <SectionCard title="Contraseña" icon={<LockIcon />}>
      <FormStack
        noValidate
        aria-label="Cambiar contraseña"
        aria-busy={formState.isSubmitting}
        onSubmit={(event) => handleSubmit(onSubmit)(event)}
      >
        <FormBanner message={message} />
        <PasswordField
          label="Contraseña actual"
          autoComplete="current-password"
          registration={register('currentPassword')}
          error={visibleError(formState, 'currentPassword')}
        />
        <PasswordField
          label="Nueva contraseña"
          hint="Al menos 6 caracteres."
          autoComplete="new-password"
          toggleName="la nueva contraseña"
          registration={register('password')}
          error={visibleError(formState, 'password')}
        />
        <PasswordField
          label="Repetí la nueva contraseña"
          autoComplete="new-password"
          toggleName="la confirmación"
          registration={register('passwordConfirmation')}
          error={visibleError(formState, 'passwordConfirmation')}
        />
        <div>
          <BusyButton type="submit" busy={formState.isSubmitting} busyText="Guardando...">
            Cambiar contraseña
          </BusyButton>
        </div>
      </FormStack>
    </SectionCard>
  );
}
