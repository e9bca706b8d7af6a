import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { BusyButton, errorMessage, Link, pageHeads, paths, usePageMeta } from '@cs16ar/shared';
import { AuthLayout, FormStack } from '../../../components/auth-layout';
import { EmailField } from '@cs16ar/shared/form';
import { FormBanner, type FormMessage, formMessage, visibleError } from '../../../components/form';
import { requestPasswordReset } from '../api/password-recovery';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../types/password-schemas';

export const RESET_REQUEST_FAILED = 'No pudimos pedir el enlace. Intentá de nuevo en unos minutos.';
/** What the CMS answers for any address; shown as it comes, this is the words it says. */
export const RESET_REQUESTED =
  'Si hay una cuenta con ese email, te enviamos un enlace para elegir una nueva contraseña. Revisá tu casilla (y la carpeta de spam).';

/**
 * `/recuperar-contrasena` ("¿Olvidaste tu contraseña?"): asks for the email and always answers the same neutral
 * message, whether an account has it or not (docs/product.md §2, "Password recovery").
 */
export function ForgotPasswordPage() {
  usePageMeta(pageHeads.forgotPassword.title, pageHeads.forgotPassword.description);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const inFlight = useRef(false);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    try {
      const answer = await requestPasswordReset(email.trim());
      setMessage(formMessage('success', answer.message || RESET_REQUESTED));
    } catch (error) {
      setMessage(formMessage('error', errorMessage(error, RESET_REQUEST_FAILED)));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <AuthLayout
      title={pageHeads.forgotPassword.heading}
      subtitle={pageHeads.forgotPassword.intro}
      footer={
        <>
          ¿Te acordaste? <Link to={paths.login}>Iniciá sesión</Link>
        </>
      }
    >
      <FormStack noValidate aria-busy={formState.isSubmitting} onSubmit={(event) => handleSubmit(onSubmit)(event)}>
        <FormBanner message={message} />
        <EmailField label="Email" registration={register('email')} error={visibleError(formState, 'email')} />
        <BusyButton type="submit" $size="lg" $block busy={formState.isSubmitting} busyText="Enviando...">
          Enviarme el enlace
        </BusyButton>
      </FormStack>
    </AuthLayout>
  );
}
