import { object, type InferType } from 'yup';
import { emailRule, newPasswordRule, passwordConfirmationRule } from '../../../lib/account-rules';

export const forgotPasswordSchema = object({ email: emailRule() });
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** The new password of a reset link: registration's rules, typed twice. */
export const newPasswordSchema = object({
  password: newPasswordRule(),
  passwordConfirmation: passwordConfirmationRule('password'),
});
export type NewPasswordValues = InferType<typeof newPasswordSchema>;
