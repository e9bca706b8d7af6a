import { boolean, object, string, type InferType } from 'yup';

export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;

/** docs/product.md §5 "Register" (order of the rules: a missing value says "requerido" before any length rule). */
export const registerSchema = object({
  username: string()
    .trim()
    .required('El nombre de usuario es requerido')
    .min(USERNAME_MIN_LENGTH, 'El nombre de usuario debe tener al menos 3 caracteres'),
  email: string().trim().required('El email es requerido').email('Ingresá un email válido'),
  password: string()
    .required('La contraseña es requerida')
    .min(PASSWORD_MIN_LENGTH, 'La contraseña debe tener al menos 6 caracteres'),
  // A custom test rather than oneOf: yup checks oneOf before `required`, and an empty confirmation must
  // ask for it, not say that it differs.
  confirmPassword: string()
    .required('Confirmá tu contraseña')
    .test('matches-password', 'Las contraseñas deben coincidir', (value, context) => {
      const { password } = context.parent as { password?: string };
      return !value || value === password;
    }),
  // Shown but not enforced (docs/product.md §2 "Register"); never sent to the CMS.
  acceptTerms: boolean().default(false),
});

export type RegisterValues = InferType<typeof registerSchema>;
