import { string } from 'yup';

// The rules every account form shares (docs/product.md §5): the registration, the password recovery and the
// settings apply exactly these, the same rules the CMS applies (cms/src/users/validation.ts). The words are the
// form's (the spec's); the CMS has its own, shown as they come when it refuses what the form let through.

export const PASSWORD_MIN_LENGTH = 6;

export const emailRule = () => string().trim().required('El email es requerido').email('Ingresá un email válido');

export const newPasswordRule = () =>
  string()
    .required('La contraseña es requerida')
    .min(PASSWORD_MIN_LENGTH, 'La contraseña debe tener al menos 6 caracteres');

/**
 * The repeated password, equal to the field `passwordField`. A custom test rather than oneOf: yup checks oneOf
 * before `required`, and an empty confirmation must ask for it, not say that it differs.
 */
export const passwordConfirmationRule = (passwordField: string) =>
  string()
    .required('Confirmá tu contraseña')
    .test('matches-password', 'Las contraseñas deben coincidir', (value, context) => {
      const password = (context.parent as Record<string, unknown>)[passwordField];
      return !value || value === password;
    });
