import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import { BusyButton, errorMessage, mediaUp, type User, useSessionStore } from '@cs16ar/shared';
import { queryKeys, useQueryClient } from '@cs16ar/shared/data';
import { EmailField, PasswordField, TextAreaField, TextField, UsernameField } from '@cs16ar/shared/form';
import { FormBanner, type FormMessage, formMessage, visibleError } from '../../../components/form';
import { updateProfile } from '../../../api/update-profile';
import { NOT_AUTHENTICATED } from '../types/profile-schema';
import { emailChanged, profileSchema, type ProfileSchemaContext, type ProfileValues } from '../types/profile-schema';
import { profileChanges, profileFormValues } from '../lib/profile-changes';

export const PROFILE_SAVED = '¡Perfil actualizado con éxito!';
export const PROFILE_SAVE_FAILED = 'Error al actualizar el perfil. Por favor, intenta nuevamente.';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Pair = styled.div`
  display: grid;
  gap: 18px;

  ${mediaUp('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** "Editar perfil" (own profile only). The saved fields are merged into the session, so the top bar follows. */
export function EditProfileForm({ user }: { user: User }) {
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const inFlight = useRef(false);
  const { register, handleSubmit, formState, reset, control } = useForm<ProfileValues, ProfileSchemaContext>({
    resolver: yupResolver(profileSchema),
    context: { savedEmail: user.email },
    mode: 'onTouched',
    defaultValues: profileFormValues(user),
  });
  const { isSubmitting } = formState;
  const changingEmail = emailChanged(useWatch({ control, name: 'email' }), user.email);

  const onSubmit = async (values: ProfileValues) => {
    if (inFlight.current) return;
    if (!store.getState().jwt) {
      setMessage(formMessage('error', NOT_AUTHENTICATED));
      return;
    }
    inFlight.current = true;
    setMessage(null);
    try {
      const saved = await updateProfile(profileChanges(values, user.email));
      store.updateUser(saved);
      // The public profile shows the saved names and reads presence by the saved Steam ID.
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.profile(user.documentId) });
      // What the CMS stored (trimmed, lower-cased email) becomes the form's new clean state.
      reset(profileFormValues({ ...user, ...saved }));
      setMessage(formMessage('success', PROFILE_SAVED));
    } catch (error) {
      setMessage(formMessage('error', errorMessage(error, PROFILE_SAVE_FAILED)));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Form
      noValidate
      aria-busy={isSubmitting}
      onSubmit={(event) => handleSubmit(onSubmit)(event)}
      aria-label="Editar perfil"
    >
      <FormBanner message={message} />
      <Pair>
        <UsernameField
          label="Nombre de usuario"
          registration={register('username')}
          error={visibleError(formState, 'username')}
        />
        <EmailField label="Email" registration={register('email')} error={visibleError(formState, 'email')} />
      </Pair>
      {changingEmail && (
        <PasswordField
          label="Contraseña actual"
          hint="Para cambiar el email, confirmá que sos vos."
          autoComplete="current-password"
          registration={register('currentPassword')}
          error={visibleError(formState, 'currentPassword')}
        />
      )}
      <Pair>
        <TextField
          label="Apodo"
          optional
          autoComplete="nickname"
          registration={register('nickname')}
          error={visibleError(formState, 'nickname')}
        />
        <TextField
          label="Steam ID"
          optional
          placeholder="STEAM_X:Y:Z"
          hint="Escrito a mano queda sin verificar: para que traiga tus estadísticas, vinculalo desde el juego."
          autoCapitalize="characters"
          spellCheck={false}
          registration={register('steamID')}
          error={visibleError(formState, 'steamID')}
        />
      </Pair>
      <TextAreaField
        label="Biografía"
        optional
        rows={3}
        registration={register('bio')}
        error={visibleError(formState, 'bio')}
      />
      <Actions>
        <BusyButton type="submit" busy={isSubmitting} busyText="Guardando...">
          Guardar cambios
        </BusyButton>
      </Actions>
    </Form>
  );
}
