import { object, string, type InferType } from 'yup';

/** What the form validates against: the email the account has now (`useForm`'s `context`). */
export type ProfileSchemaContext = { savedEmail: string };

/** docs/product.md §8 "No session on update or upload" ("Not authenticated"), in the site's language. */
export const NOT_AUTHENTICATED = 'No has iniciado sesión.';
export const CURRENT_PASSWORD_REQUIRED = 'Ingresá tu contraseña actual para cambiar el email';

/** The CMS stores emails trimmed and lower-cased: "Jugador@X.com " is not a change. */
export function emailChanged(email: string, savedEmail: string): boolean {
  return email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();
}

/**
 * docs/product.md §5 "Profile form": username and email are required; nickname, bio and steamID are free text. A new
 * email also needs the current password (issue 14: a stolen session alone cannot move the account).
 */
export const profileSchema = object({
  username: string()
    .trim()
    .required('El nombre de usuario es obligatorio')
    .min(3, 'El nombre de usuario debe tener al menos 3 caracteres'),
  email: string().trim().required('El email es obligatorio').email('Ingresa un email válido'),
  nickname: string().trim().default(''),
  bio: string().trim().default(''),
  steamID: string().trim().default(''),
  currentPassword: string()
    .default('')
    .when('email', ([email]: string[], schema, options) =>
      emailChanged(email ?? '', (options.context as ProfileSchemaContext | undefined)?.savedEmail ?? '')
        ? schema.required(CURRENT_PASSWORD_REQUIRED)
        : schema,
    ),
});

export type ProfileValues = InferType<typeof profileSchema>;
