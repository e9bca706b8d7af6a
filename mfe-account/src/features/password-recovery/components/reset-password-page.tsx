import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  BusyButton,
  ButtonLink,
  errorMessage,
  Link,
  pageHeads,
  paths,
  useLocation,
  useNavigate,
  usePageMeta,
  useSessionStore,
} from '@cs16ar/shared';
import { AuthLayout, FormStack } from '../../../components/auth-layout';
import { PasswordField } from '@cs16ar/shared/form';
import { FormBanner, formMessage, visibleError, type FormMessage } from '../../../components/form';
import { resetPassword } from '../api/password-recovery';
import { newPasswordSchema, type NewPasswordValues } from '../types/password-schemas';

export const RESET_FAILED = 'No pudimos cambiar tu contraseña. Intentá de nuevo en unos minutos.';
export const LINK_MISSING =
  'Este enlace no sirve para cambiar la contraseña. Pedí uno nuevo desde “¿Olvidaste tu contraseña?”.';
export const PASSWORD_RESET = '¡Listo! Cambiaste tu contraseña, ya iniciaste sesión y cerramos tus otras sesiones.';
const CODE = /^[A-Za-z0-9_-]{32,128}$/;

type Location = ReturnType<typeof useLocation>;

/** The link's code: from `?codigo=` on arrival, then from the history entry the page replaced it with. */
function codeOf(location: Location): string | null {
  const fromState = (location.state as { resetCode?: unknown } | null)?.resetCode;
  if (typeof fromState === 'string' && CODE.test(fromState)) return fromState;
  const fromQuery = new URLSearchParams(location.search).get('codigo');
  return fromQuery && CODE.test(fromQuery) ? fromQuery : null;
}

/**
 * `/restablecer-contrasena?codigo=…`, the email's link: a new password (registration's rules), then the player is
 * signed in on this browser (for this browser session) and every other session of the account has ended. The
 * code leaves the address bar at once, so it is neither in the history nor sent as a referrer.
 */
export function ResetPasswordPage() {
  usePageMeta(pageHeads.resetPassword.title, pageHeads.resetPassword.description);
  const location = useLocation();
  const navigate = useNavigate();
  const store = useSessionStore();
  const code = codeOf(location);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  useEffect(() => {
    if (location.search) navigate(paths.resetPassword, { replace: true, state: { resetCode: code } });
  }, [location.search, code, navigate]);

  const onSubmit = async (values: NewPasswordValues) => {
    if (inFlight.current || !code) return;
    inFlight.current = true;
    setMessage(null);
    try {
      store.adopt(await resetPassword({ code, ...values }), { remember: false });
      setDone(true);
    } catch (error) {
      setMessage(formMessage('error', errorMessage(error, RESET_FAILED)));
    } finally {
      inFlight.current = false;
    }
  };

  const footer = (
    <>
      ¿El enlace venció? <Link to={paths.forgotPassword}>Pedí uno nuevo</Link>
    </>
  );

  if (done) {
    return (
      <AuthLayout title="Contraseña cambiada" subtitle="Tu cuenta ya tiene su nueva contraseña." footer={footer}>
        <FormStack as="div">
          <Alert tone="success">{PASSWORD_RESET}</Alert>
          <ButtonLink to={paths.profile} $size="lg" $block>
            Ir a mi perfil
          </ButtonLink>
        </FormStack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={pageHeads.resetPassword.heading} subtitle={pageHeads.resetPassword.intro} footer={footer}>
      {code ? (
        <FormStack noValidate aria-busy={formState.isSubmitting} onSubmit={(event) => handleSubmit(onSubmit)(event)}>
          <FormBanner message={message} />
          <PasswordField
            label="Nueva contraseña"
            hint="Al menos 6 caracteres."
            autoComplete="new-password"
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
          <BusyButton type="submit" $size="lg" $block busy={formState.isSubmitting} busyText="Guardando...">
            Cambiar contraseña
          </BusyButton>
        </FormStack>
      ) : (
        <Alert tone="error">{LINK_MISSING}</Alert>
      )}
    </AuthLayout>
  );
}
