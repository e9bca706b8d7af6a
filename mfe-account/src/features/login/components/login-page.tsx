import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import {
  BusyButton,
  errorMessage,
  Link,
  Navigate,
  pageHeads,
  paths,
  useLocation,
  usePageMeta,
  useSession,
  useSessionStore,
} from '@cs16ar/shared';
import { AuthLayout, FormStack } from '../../../components/auth-layout';
import { CheckboxField, PasswordField, UsernameField } from '@cs16ar/shared/form';
import { FormBanner, type FormMessage, formMessage, visibleError } from '../../../components/form';
import { SocialSignIn } from '../../../components/social-sign-in';
import { useSignInRedirect } from '../../../hooks/use-sign-in-redirect';
import { loginSchema, type LoginValues } from '../types/login-schema';

export const LOGIN_FAILED = 'Inicio de sesión fallido. Por favor intentalo nuevamente.';
export const SESSION_EXPIRED = 'Tu sesión expiró. Iniciá sesión de nuevo para seguir.';
export const SIGNED_OUT_EVERYWHERE =
  'Cerraste sesión en todos los dispositivos. Iniciá sesión de nuevo cuando quieras.';
export const ACCOUNT_DELETED =
  'Eliminamos tu cuenta y tus datos personales. Tus estadísticas de juego quedan asociadas solo a tu Steam ID.';

function noticeOf(sessionExpired: boolean, signedOut: 'everywhere' | 'account-deleted' | null): FormMessage | null {
  if (sessionExpired) return formMessage('info', SESSION_EXPIRED);
  if (signedOut === 'everywhere') return formMessage('info', SIGNED_OUT_EVERYWHERE);
  if (signedOut === 'account-deleted') return formMessage('info', ACCOUNT_DELETED);
  return null;
}

const Extras = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
`;

const Forgot = styled(Link)`
  font-size: 0.9rem;
  font-weight: 600;
`;

export function LoginPage() {
  usePageMeta(pageHeads.login.title, pageHeads.login.description);
  const store = useSessionStore();
  const location = useLocation();
  const { alreadySignedIn, goToTarget } = useSignInRedirect();
  const { sessionExpired, signedOut } = useSession();
  const [message, setMessage] = useState<FormMessage | null>(() => noticeOf(sessionExpired, signedOut));
  const inFlight = useRef(false);
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { identifier: '', password: '', remember: false },
  });
  const { isSubmitting, isSubmitSuccessful } = formState;

  // While this form signs the user in, it navigates by itself (to the remembered page).
  if (alreadySignedIn && !isSubmitting && !isSubmitSuccessful) return <Navigate to={paths.home} replace />;

  const onSubmit = async (values: LoginValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    try {
      await store.login({ identifier: values.identifier, password: values.password }, { remember: values.remember });
      goToTarget();
    } catch (error) {
      setMessage(formMessage('error', errorMessage(error, LOGIN_FAILED)));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <AuthLayout
      title={pageHeads.login.heading}
      subtitle={pageHeads.login.intro}
      footer={
        <>
          ¿No tenés cuenta?{' '}
          <Link to={paths.register} state={location.state}>
            Registrate
          </Link>
        </>
      }
    >
      <FormStack noValidate aria-busy={isSubmitting} onSubmit={(event) => handleSubmit(onSubmit)(event)}>
        <FormBanner message={message} />
        <UsernameField
          label="Email o nombre de usuario"
          registration={register('identifier')}
          error={visibleError(formState, 'identifier')}
        />
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          registration={register('password')}
          error={visibleError(formState, 'password')}
        />
        <Extras>
          <CheckboxField label="Recordarme" {...register('remember')} />
          <Forgot to={paths.forgotPassword}>¿Olvidaste tu contraseña?</Forgot>
        </Extras>
        <BusyButton type="submit" $size="lg" $block busy={isSubmitting} busyText="Ingresando...">
          Iniciar sesión
        </BusyButton>
      </FormStack>
      <SocialSignIn />
    </AuthLayout>
  );
}
