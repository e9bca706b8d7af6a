import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { yupResolver } from '@hookform/resolvers/yup';
import { BusyButton, errorMessage, type User, useSessionStore } from '@cs16ar/shared';
import { InfoIcon } from '@cs16ar/shared/icons';
import { updateProfile } from '../../../api/update-profile';
import { FormStack } from '../../../components/auth-layout';
import { EmailField, PasswordField } from '@cs16ar/shared/form';
import { FormBanner, type FormMessage, formMessage, visibleError } from '../../../components/form';
import { SectionCard, SectionText } from '../../../components/section-card';
import { changeEmailSchema, type ChangeEmailValues } from '../types/settings-schemas';

// A long address wraps inside the card instead of widening the page on a phone.
const Address = styled.strong`
  overflow-wrap: anywhere;
`;

export const EMAIL_CHANGED = 'Cambiaste tu email. Los correos de la cuenta (como recuperar la contraseña) van ahí.';
export const EMAIL_CHANGE_FAILED = 'No pudimos cambiar tu email. Intentá de nuevo en unos minutos.';

/** "Email": a new address, confirmed with the current password (a stolen session alone cannot move the account). */
export function EmailSection({ user }: { user: User }) {
  const store = useSessionStore();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const inFlight = useRef(false);
  const { register, handleSubmit, formState, reset } = useForm<ChangeEmailValues>({
    resolver: yupResolver(changeEmailSchema),
    mode: 'onTouched',
    defaultValues: { email: '', currentPassword: '' },
  });

  const onSubmit = async (values: ChangeEmailValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    try {
      store.updateUser(await updateProfile({ email: values.email.trim(), currentPassword: values.currentPassword }));
      reset();
      setMessage(formMessage('success', EMAIL_CHANGED));
    } catch (error) {
      setMessage(formMessage('error', errorMessage(error, EMAIL_CHANGE_FAILED)));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <SectionCard title="Email" icon={<InfoIcon />}>
      <FormStack
        noValidate
        aria-label="Cambiar email"
        aria-busy={formState.isSubmitting}
        onSubmit={(event) => handleSubmit(onSubmit)(event)}
      >
        <SectionText>
          Ahora: <Address>{user.email}</Address>
        </SectionText>
        <FormBanner message={message} />
        <EmailField label="Nuevo email" registration={register('email')} error={visibleError(formState, 'email')} />
        <PasswordField
          label="Contraseña actual"
          hint="Para cambiar el email, confirmá que sos vos."
          autoComplete="current-password"
          registration={register('currentPassword')}
          error={visibleError(formState, 'currentPassword')}
        />
        <div>
          <BusyButton type="submit" busy={formState.isSubmitting} busyText="Guardando...">
            Cambiar email
          </BusyButton>
        </div>
      </FormStack>
    </SectionCard>
  );
}
