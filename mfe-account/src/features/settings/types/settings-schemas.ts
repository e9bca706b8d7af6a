import { object, string, type InferType } from 'yup';
import { emailRule, newPasswordRule, passwordConfirmationRule } from '../../../lib/account-rules';

const currentPassword = () => string().required('Ingresá tu contraseña actual');

export const changePasswordSchema = object({
  currentPassword: currentPassword(),
  password: newPasswordRule(),
  passwordConfirmation: passwordConfirmationRule('password'),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;

export const changeEmailSchema = object({ email: emailRule(), currentPassword: currentPassword() });
export type ChangeEmailValues = InferType<typeof changeEmailSchema>;

export const deleteAccountSchema = object({
  password: string().required('Ingresá tu contraseña para eliminar tu cuenta'),
});
export type DeleteAccountValues = InferType<typeof deleteAccountSchema>;
