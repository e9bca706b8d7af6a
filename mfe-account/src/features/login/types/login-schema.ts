import { boolean, object, string, type InferType } from 'yup';

/** docs/product.md §5 "Login". */
export const loginSchema = object({
  identifier: string().trim().required('El email o nombre de usuario es requerido'),
  password: string().required('La contraseña es requerida'),
  /** "Recordarme": the session outlives the browser (30 days); without it, it ends with the browser session. */
  remember: boolean().default(false),
});

export type LoginValues = InferType<typeof loginSchema>;
