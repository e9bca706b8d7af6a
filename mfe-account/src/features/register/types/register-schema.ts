import { boolean, object, string, type InferType } from 'yup';
import { emailRule, newPasswordRule, passwordConfirmationRule } from '../../../lib/account-rules';

export const USERNAME_MIN_LENGTH = 3;

/** docs/product.md §5 "Register" (order of the rules: a missing value says "requerido" before any length rule). */
export const registerSchema = object({
  username: string()
    .trim()
    .required('El nombre de usuario es requerido')
    .min(USERNAME_MIN_LENGTH, 'El nombre de usuario debe tener al menos 3 caracteres'),
  email: emailRule(),
  password: newPasswordRule(),
  confirmPassword: passwordConfirmationRule('password'),
  // Shown but not enforced (docs/product.md §2 "Register"); never sent to the CMS.
  acceptTerms: boolean().default(false),
});

export type RegisterValues = InferType<typeof registerSchema>;
