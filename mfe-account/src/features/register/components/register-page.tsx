import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  BusyButton,
  errorMessage,
  Link,
  Navigate,
  pageHeads,
  paths,
  useLocation,
  usePageMeta,
  useSessionStore,
} from '@cs16ar/shared';
import { AuthLayout, FormStack } from '../../../components/auth-layout';
import { CheckboxField, EmailField, PasswordField, UsernameField } from '@cs16ar/shared/form';
import { FormBanner, type FormMessage, formMessage, visibleError } from '../../../components/form';
import { SocialSignIn } from '../../../components/social-sign-in';
import { useSignInRedirect } from '../../../hooks/use-sign-in-redirect';
import { registerSchema, type RegisterValues } from '../types/register-schema';

const TermsNote = styled.p`
  margin: -8px 0 0 28px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.82rem;
`;

export const REGISTER_FAILED = 'El registro falló. Por favor intentalo nuevamente.';

export function RegisterPage() {
  usePageMeta(pageHeads.register.title, pageHeads.register.description);
  const store = useSessionStore();
  const location = useLocation();
  const { alreadySignedIn, goToTarget } = useSignInRedirect();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const inFlight = useRef(false);
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const { isSubmitting, isSubmitSuccessful } = formState;

  // While this form signs the new user in, it navigates by itself (to the remembered page).
  if (alreadySignedIn && !isSubmitting && !isSubmitSuccessful) return <Navigate to={paths.home} replace />;

  const onSubmit = async (values: RegisterValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    try {
      // Only what the CMS accepts: it refuses any other key, and the terms box is not enforced.
      await store.register({ username: values.username, email: values.email, password: values.password });
      goToTarget();
    } catch (error) {
      setMessage(formMessage('error', errorMessage(error, REGISTER_FAILED)));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <AuthLayout
      title={pageHeads.register.heading}
      subtitle={pageHeads.register.intro}
      footer={
        <>
          ¿Ya tenés cuenta?{' '}
          <Link to={paths.login} state={location.state}>
            Iniciá sesión
          </Link>
        </>
      }
    >
      <FormStack noValidate aria-busy={isSubmitting} onSubmit={(event) => handleSubmit(onSubmit)(event)}>
        <FormBanner message={message} />
        <UsernameField
          label="Nombre de usuario"
          registration={register('username')}
          error={visibleError(formState, 'username')}
        />
        <EmailField label="Email" registration={register('email')} error={visibleError(formState, 'email')} />
        <PasswordField
          label="Contraseña"
          autoComplete="new-password"
          hint="Al menos 6 caracteres."
          registration={register('password', { deps: ['confirmPassword'] })}
          error={visibleError(formState, 'password')}
        />
        <PasswordField
          label="Confirmar contraseña"
          toggleName="la confirmación"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={visibleError(formState, 'confirmPassword')}
        />
        {/* The spec's label, its words now a link; a new tab keeps what the player typed (issue 48). */}
        <CheckboxField
          label={
            <>
              Acepto los{' '}
              <Link to={paths.terms} target="_blank" rel="noopener">
                términos y condiciones
              </Link>
            </>
          }
          {...register('acceptTerms')}
        />
        <TermsNote>
          Cómo cuidamos tus datos:{' '}
          <Link to={paths.privacy} target="_blank" rel="noopener">
            política de privacidad
          </Link>
          .
        </TermsNote>
        <BusyButton type="submit" $size="lg" $block busy={isSubmitting} busyText="Creando cuenta...">
          Crear cuenta
        </BusyButton>
      </FormStack>
      <SocialSignIn />
    </AuthLayout>
  );
}
